import { CodeField, EInvoiceAddressField, TextField } from "~/ui/forms/field";

type FieldProps = { name: string; defaultValue: string; error?: string };

type InvoiceFieldName =
  "invoiceStreet" | "invoicePostalCode" | "invoiceCity" | "invoiceProvince" | "invoiceRecipient";

/**
 * «Dati per la fattura» of the enrolment form (decision 063): the person's
 * residence and, optionally, their own SDI code or PEC. Shown with the
 * methods the person pays by (Carta del Docente, bonifico: app.css), not with
 * the school's order, whose invoice goes to the school. The server says which
 * are missing, so no `required` here: a hidden required field would stop
 * the browser from sending the form.
 */
export function InvoiceFields({ field }: { field: (name: InvoiceFieldName) => FieldProps }) {
  return (
    <fieldset
      data-payment-part="carta_docente bonifico"
      aria-describedby="dati-fattura-nota"
      className="sm:col-span-2"
    >
      <legend className="font-semibold text-slate-900">Dati per la fattura</legend>
      <p id="dati-fattura-nota" className="mt-1 text-sm text-slate-700">
        La fattura elettronica dell'iscrizione è intestata a te: indica la tua residenza. Tutti i
        campi sono obbligatori tranne il codice destinatario.
      </p>
      <div className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <TextField
          label="Indirizzo (via e numero civico)"
          {...field("invoiceStreet")}
          autoComplete="address-line1"
          maxLength={60}
          className="sm:col-span-2"
        />
        <TextField
          label="CAP"
          {...field("invoicePostalCode")}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
        />
        <TextField
          label="Comune"
          {...field("invoiceCity")}
          autoComplete="address-level2"
          maxLength={60}
        />
        <CodeField
          label="Provincia (sigla)"
          hint="2 lettere, ad esempio PZ."
          {...field("invoiceProvince")}
          maxLength={2}
        />
        <EInvoiceAddressField
          label="Codice destinatario SDI o PEC (facoltativo)"
          hint="Solo se ricevi le fatture elettroniche su un tuo canale, ad esempio con la partita IVA: il codice di 7 caratteri o la PEC. Se lo lasci vuoto, la fattura è nella tua area riservata del sito dell'Agenzia delle Entrate."
          {...field("invoiceRecipient")}
          autoCapitalize="none"
          className="sm:col-span-2"
        />
      </div>
    </fieldset>
  );
}
