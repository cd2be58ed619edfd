/**
 * The second submission of the same fiscal code to the same edition (decision
 * 059) is refused with this message beside the fiscal code; the page then
 * offers to e-mail the link of the enrolment already made (decision 067), to
 * the address of THAT enrolment, never the one typed. Browser-safe.
 */

export const ALREADY_ENROLLED_MESSAGE =
  "Con questo codice fiscale c'è già un'iscrizione in corso a questa edizione: non ne serve un'altra e non abbiamo registrato nulla. Possiamo inviarti di nuovo il link alla tua iscrizione con il pulsante «Inviami di nuovo il link».";

/** What the page says after the button, whatever happened (a known or unknown code, a limit reached). */
export const RESENT_MESSAGE =
  "Se c'è un'iscrizione in corso con questo codice fiscale, abbiamo inviato il link alla sua pagina all'indirizzo email indicato in quell'iscrizione. Controlla anche la posta indesiderata.";

/** The answer of an enrolment form: a refusal because the fiscal code is already enrolled? */
export function alreadyEnrolled(answer: unknown): { fiscalCode: string; editionId: string } | null {
  if (typeof answer !== "object" || answer === null) return null;
  const a = answer as { status?: unknown; errors?: Record<string, unknown>; values?: unknown };
  if (a.status !== "invalid" || a.errors?.fiscalCode !== ALREADY_ENROLLED_MESSAGE) return null;
  const values = (a.values ?? {}) as Record<string, unknown>;
  return {
    fiscalCode: typeof values.fiscalCode === "string" ? values.fiscalCode : "",
    editionId: typeof values.editionId === "string" ? values.editionId : "",
  };
}

/** A plain form (no script needed) that asks /le-mie-iscrizioni to send the link again. */
export function ResendLinkForm({
  fiscalCode,
  editionId,
}: {
  fiscalCode: string;
  editionId: string;
}) {
  return (
    <form
      method="post"
      action="/le-mie-iscrizioni?intent=ripeti"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5"
      aria-labelledby="iscrizione-gia-fatta"
    >
      <h2 id="iscrizione-gia-fatta" className="text-lg font-semibold text-slate-900">
        Sei già iscritto a questa edizione
      </h2>
      <p className="mt-1 text-slate-800">
        Ti mandiamo di nuovo il link alla pagina della tua iscrizione, all'indirizzo email che hai
        usato quando ti sei iscritto.
      </p>
      <input type="hidden" name="fiscalCode" value={fiscalCode} />
      <input type="hidden" name="editionId" value={editionId} />
      <button
        type="submit"
        className="mt-3 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800"
      >
        Inviami di nuovo il link
      </button>
    </form>
  );
}
