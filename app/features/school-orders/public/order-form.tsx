import { Plus, Trash2 } from "lucide-react";
import {
  CodeField,
  DigitsCodeField,
  EInvoiceAddressField,
  RadioGroupField,
  TextField,
  FormSection,
  FormLegend,
  FieldRow,
  HoneypotField,
} from "~/ui/forms/field";
import { fieldProps } from "~/ui/forms/form-fields";
import { FormStatus } from "~/ui/forms/form-status";
import { EmailField, PersonNameField, PrivacyField } from "~/ui/forms/public-form";
import { INVALID_FORM, type FormValues } from "~/platform/forms/form-result";
import {
  MAX_TEACHERS,
  rowCount,
  SCHOOL_KINDS,
  teacherFields,
} from "~/features/school-orders/school-order-schemas";

/** An edition as the order form offers it: dates, mode, place, the price per teacher, seats left. */
export type OrderEditionChoice = { id: string; label: string };

export type OrderFormState = {
  values: FormValues;
  errors: Record<string, string | undefined>;
  /** The row to focus after «Aggiungi un docente», so a keyboard goes on typing there. */
  focusRow: number | null;
  /** Why the last post stored nothing, for the whole form. */
  failure: string | null;
};

const SCHOOL_KIND_OPTIONS = SCHOOL_KINDS.map((value) => ({
  value,
  label: value === "statale" ? "Statale (pubblica amministrazione)" : "Paritaria o privata",
}));

const ROW_BUTTON =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50";

/**
 * The school's order form (decision 064). The row buttons are submit buttons
 * the server answers with the form again, so the page needs no script; the
 * first, hidden button makes Enter send the order.
 */
export function SchoolOrderForm({
  action,
  editions,
  selected,
  state,
  priceNote,
}: {
  action: string;
  editions: OrderEditionChoice[];
  selected?: string;
  state: OrderFormState;
  priceNote: string | null;
}) {
  const { values, errors } = state;
  const { field } = fieldProps(values, errors);
  const rows = rowCount(values);
  const invalid = Object.keys(errors).length > 0;
  return (
    <form
      method="post"
      action={action}
      noValidate
      aria-labelledby="modulo-ordine-titolo"
      className="space-y-6"
    >
      <button
        type="submit"
        name="intent"
        value="send"
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
      >
        Invia l'ordine
      </button>
      <input type="hidden" name="form-name" value="ordine-scuola" />
      <input type="hidden" name="rows" value={rows} />
      <HoneypotField />

      <RadioGroupField
        label="Edizione *"
        {...field("editionId")}
        defaultValue={values.editionId || selected}
        options={editions.map((e) => ({ value: e.id, label: e.label }))}
        hint={priceNote ?? undefined}
        required
      />
      <p
        className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800"
        id="posti-ordine"
      >
        I posti sono assegnati a tutti i docenti dell'ordine insieme. Se nell'edizione restano meno
        posti dei docenti indicati, l'ordine non viene registrato: ti diciamo quanti posti restano,
        così puoi togliere qualche docente o scegliere un'altra edizione. I docenti di un ordine non
        vanno in lista d'attesa.
      </p>

      <FormSection>
        <FormLegend>La scuola</FormLegend>
        <FieldRow>
          <TextField
            label="Nome della scuola *"
            {...field("schoolName")}
            autoComplete="organization"
            required
            maxLength={200}
          />
          <DigitsCodeField
            label="Codice fiscale della scuola *"
            hint="11 cifre, ad esempio 80003150762."
            {...field("schoolFiscalCode")}
            required
            maxLength={15}
          />
        </FieldRow>
        <FieldRow>
          <TextField
            label="Indirizzo (via e numero civico) *"
            {...field("street")}
            autoComplete="address-line1"
            required
            maxLength={200}
          />
          <TextField
            label="CAP *"
            {...field("postalCode")}
            inputMode="numeric"
            autoComplete="postal-code"
            required
            maxLength={5}
          />
          <TextField
            label="Comune *"
            {...field("city")}
            autoComplete="address-level2"
            required
            maxLength={100}
          />
          <TextField
            label="Provincia (sigla) *"
            {...field("province")}
            autoCapitalize="characters"
            autoComplete="off"
            required
            maxLength={2}
          />
        </FieldRow>
        <RadioGroupField
          label="Tipo di scuola *"
          {...field("kind")}
          options={SCHOOL_KIND_OPTIONS}
          required
        />
        <FieldRow>
          <CodeField
            label="Codice univoco ufficio (IPA)"
            hint="Solo per le scuole statali: 6 caratteri, ad esempio UFXYZ1."
            {...field("ipaCode")}
            maxLength={20}
          />
          <EInvoiceAddressField
            label="Codice destinatario SDI o PEC"
            hint="Solo per le scuole paritarie: 7 caratteri o l'indirizzo PEC."
            {...field("sdiOrPec")}
          />
        </FieldRow>
      </FormSection>

      <FormSection>
        <FormLegend>L'ordine della scuola</FormLegend>
        <FieldRow>
          <CodeField
            label="CIG *"
            hint="10 caratteri, ad esempio Z1A2B3C4D5."
            {...field("cig")}
            required
            maxLength={20}
          />
          <CodeField
            label="CUP"
            hint="Se l'acquisto ne ha uno: 15 caratteri."
            {...field("cup")}
            maxLength={20}
          />
          <TextField
            label="Numero dell'ordine *"
            {...field("orderNumber")}
            autoComplete="off"
            required
            maxLength={40}
          />
          <TextField label="Data dell'ordine *" type="date" {...field("orderDate")} required />
        </FieldRow>
      </FormSection>

      <FormSection>
        <FormLegend>Il referente dell'ordine</FormLegend>
        <FieldRow>
          <PersonNameField label="Nome e cognome *" {...field("contactName")} />
          <EmailField label="Email *" {...field("contactEmail")} />
        </FieldRow>
        <p className="text-sm text-slate-700">
          Il referente riceve il numero dell'ordine e il link alla pagina in cui ne segue lo stato.
        </p>
      </FormSection>

      <section aria-labelledby="docenti-ordine" className="space-y-4">
        <h3 id="docenti-ordine" className="text-xl font-bold text-slate-900">
          I docenti ({rows})
        </h3>
        <p className="text-slate-700">
          Ogni docente riceve per email il link alla propria iscrizione. Al massimo {MAX_TEACHERS}{" "}
          docenti per ordine.
        </p>
        {Array.from({ length: rows }, (_, i) => {
          const f = teacherFields(i);
          return (
            <FormSection key={i}>
              <FormLegend>Docente {i + 1}</FormLegend>
              <FieldRow>
                <TextField
                  label="Nome e cognome *"
                  {...field(f.fullName)}
                  autoComplete="off"
                  required
                  maxLength={120}
                  autoFocus={state.focusRow === i}
                />
                <CodeField
                  label="Codice fiscale *"
                  {...field(f.fiscalCode)}
                  required
                  maxLength={20}
                />
                <TextField
                  label="Email *"
                  type="email"
                  {...field(f.email)}
                  autoComplete="off"
                  required
                />
              </FieldRow>
              {rows > 1 ? (
                <button
                  type="submit"
                  name="intent"
                  value={`remove-row-${i}`}
                  formNoValidate
                  className={ROW_BUTTON}
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                  Togli il docente {i + 1}
                </button>
              ) : null}
            </FormSection>
          );
        })}
        {rows < MAX_TEACHERS ? (
          <button type="submit" name="intent" value="add-row" formNoValidate className={ROW_BUTTON}>
            <Plus aria-hidden="true" className="size-5" />
            Aggiungi un docente
          </button>
        ) : null}
      </section>

      <PrivacyField
        purpose="per gestire l'ordine e le iscrizioni dei docenti"
        name="privacy"
        defaultChecked={values.privacy === "on"}
        error={errors.privacy}
      />

      <FormStatus tone={invalid || state.failure ? "error" : undefined}>
        {state.failure ?? (invalid ? INVALID_FORM : null)}
      </FormStatus>
      <button
        type="submit"
        name="intent"
        value="send"
        className="inline-flex items-center justify-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow hover:bg-brand-800"
      >
        Invia l'ordine
      </button>
    </form>
  );
}
