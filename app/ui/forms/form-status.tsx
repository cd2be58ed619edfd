import { CheckCircle2, CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { INVALID_FORM, type FormFailed, type FormResult } from "~/platform/forms/form-result";

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

/** The outcome of a `FormResult` in the live region: success, invalid fields, or failure. */
export function FormOutcome<Result extends FormResult>({
  result,
  success,
  failed,
}: {
  result?: Result;
  success: (result: Extract<Result, { status: "success" }>) => ReactNode;
  failed: (result: FormFailed) => ReactNode;
}) {
  if (!result) return <FormStatus />;
  if (result.status === "success") {
    return (
      <FormStatus tone="success">
        {success(result as Extract<Result, { status: "success" }>)}
      </FormStatus>
    );
  }
  return (
    <FormStatus tone="error">
      {result.status === "invalid" ? INVALID_FORM : failed(result)}
    </FormStatus>
  );
}
