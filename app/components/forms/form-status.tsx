import { CheckCircle2, CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The form's outcome (spec §4): green on success, red on error. A live region
 * that always exists, so screen readers announce the message when it appears.
 */
export function FormStatus({
  tone,
  children,
}: {
  tone?: "success" | "error";
  children?: ReactNode;
}) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {tone && children ? (
        <div
          className={`flex gap-3 rounded-lg border p-4 ${
            tone === "success"
              ? "border-green-700 bg-green-50 text-green-900"
              : "border-red-700 bg-red-50 text-red-900"
          }`}
        >
          {tone === "success" ? (
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          ) : (
            <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          )}
          <div>{children}</div>
        </div>
      ) : null}
    </div>
  );
}

/** The submit button: disabled with 'Invio in corso...' while submitting (spec §4). */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-disabled={busy}
      className="inline-flex items-center justify-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
    >
      {busy ? "Invio in corso..." : children}
    </button>
  );
}
