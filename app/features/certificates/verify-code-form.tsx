import { CodeField } from "~/ui/forms/field";

/**
 * The verification code typed by hand (from paper, or when a QR code will not
 * scan): a GET form to /attestati, which opens /attestati/{code}.
 */
export function VerifyCodeForm({ typed = "", error }: { typed?: string; error?: string }) {
  return (
    <form method="get" action="/attestati" className="mt-6 max-w-md" noValidate>
      <CodeField
        label="Codice di verifica"
        name="codice"
        defaultValue={typed}
        error={error}
        hint="Venti caratteri, come stampati sull'attestato (per esempio K7M2-9QXD-4HTR-8B3N-ZP6W)."
      />
      <button
        type="submit"
        className="mt-2 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
      >
        Verifica
      </button>
    </form>
  );
}
