import { CodeField, TextField } from "~/ui/forms/field";
import { fieldProps } from "~/ui/forms/form-fields";
import { FormStatus } from "~/ui/forms/form-status";
import type { FormValues } from "~/platform/forms/form-result";
import type { schoolOrderPage } from "~/features/school-orders/order-page.server";

type Page = NonNullable<Awaited<ReturnType<typeof schoolOrderPage>>>;

/**
 * The order's page: status, invoice, teachers. One teacher's replacement form
 * at a time (a link opens it), so the page needs no script and its fields
 * keep ids of their own.
 */
export function OrderStatusView({
  page,
  replacing,
  replaced,
  problem,
  invalid,
}: {
  page: Page;
  /** The teacher whose replacement form is open (?sostituisci=, or the one just refused). */
  replacing: string | null;
  replaced: string | null;
  problem: string | null;
  invalid: { errors: Record<string, string | undefined>; values: FormValues } | null;
}) {
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <div>
        <p className="font-semibold text-brand-700">Ordine della scuola</p>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{page.reference}</h1>
      </div>
      <FormStatus tone={replaced ? "success" : problem ? "error" : undefined}>
        {replaced
          ? `Sostituzione registrata: ${replaced} riceve per email il link alla sua iscrizione.`
          : problem}
      </FormStatus>
      <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Stato</dt>
        <dd data-testid="stato-ordine">{page.status}</dd>
        <dt className="font-semibold">Scuola</dt>
        <dd>{page.schoolName}</dd>
        <dt className="font-semibold">Corso</dt>
        <dd>{page.course}</dd>
        <dt className="font-semibold">Edizione</dt>
        <dd>{page.edition}</dd>
        <dt className="font-semibold">Ordine</dt>
        <dd>
          {page.purchaseOrder}, CIG {page.cig}
          {page.cup ? `, CUP ${page.cup}` : ""}
        </dd>
        {page.amount ? (
          <>
            <dt className="font-semibold">Totale</dt>
            <dd data-testid="totale-ordine">{page.amount}</dd>
          </>
        ) : null}
      </dl>
      {page.invoiceNote ? <p className="text-slate-800">{page.invoiceNote}</p> : null}

      <section aria-labelledby="docenti" className="space-y-3">
        <h2 id="docenti" className="text-xl font-bold text-slate-900">
          Docenti
        </h2>
        {page.replaceProblem ? <p className="text-slate-700">{page.replaceProblem}</p> : null}
        <ul className="space-y-3">
          {page.teachers.map((t) => {
            const mine = invalid?.values.enrolmentId === t.id ? invalid : null;
            const { field } = fieldProps(mine?.values ?? {}, mine?.errors ?? {});
            return (
              <li key={t.id} className="rounded-lg border border-slate-200 bg-white p-4">
                <p className="font-semibold text-slate-900">{t.fullName}</p>
                <p className="text-sm text-slate-700">
                  {t.email} – {t.reference} – <span data-testid="stato-docente">{t.status}</span>
                </p>
                {t.replaceable && replacing === t.id ? (
                  <form method="post" noValidate className="mt-3 grid gap-x-4 sm:grid-cols-3">
                    <h3 className="font-semibold text-slate-900 sm:col-span-3">
                      Chi partecipa al posto di {t.fullName}
                    </h3>
                    <input type="hidden" name="enrolmentId" value={t.id} />
                    <TextField
                      label="Nome e cognome *"
                      {...field("fullName")}
                      required
                      maxLength={120}
                    />
                    <CodeField
                      label="Codice fiscale *"
                      {...field("fiscalCode")}
                      required
                      maxLength={20}
                    />
                    <TextField label="Email *" type="email" {...field("email")} required />
                    <button
                      type="submit"
                      className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 sm:col-span-3 sm:justify-self-start"
                    >
                      Sostituisci il docente
                    </button>
                  </form>
                ) : t.replaceable ? (
                  <a
                    href={`?sostituisci=${t.id}`}
                    className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                  >
                    Sostituisci {t.fullName}
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
