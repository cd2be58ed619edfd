import {
  CheckboxField,
  FieldRow,
  FormLegend,
  FormSection,
  SelectField,
  TextAreaField,
  TextField,
} from "~/ui/forms/field";
import { RecordForm, type RecordFormResult } from "~/ui/records/record-form";
import { RecordScreen, SavedRecordLinks } from "~/ui/records/record-screen";
import { DateTimeFields } from "~/ui/forms/date-time-fields";
import { WholeNumberField } from "~/ui/forms/number-field";
import { useFormResult } from "~/ui/forms/use-form-result";
import { CARD_THEME_LABELS, CARD_THEMES, type CallFormValues } from "~/features/calls/calls";
import type { ReactNode } from "react";
import type { FormValues } from "~/platform/forms/form-result";

const THEME_OPTIONS = CARD_THEMES.map((value) => ({ value, label: CARD_THEME_LABELS[value] }));

export function CallScreen({ children }: { children: ReactNode }) {
  return (
    <RecordScreen backHref="/admin/bandi" back="← Tutti i bandi">
      {children}
    </RecordScreen>
  );
}

/**
 * The staff form of a call: a plain POST form (works without JavaScript).
 * Times are Italian time (Europe/Rome).
 */
export function CallForm({
  mode,
  initial,
  result,
  callKey,
  version,
  publicPage,
}: {
  mode: "new" | "edit";
  initial: CallFormValues;
  result?: RecordFormResult;
  /** An existing call's key, shown read-only: pages find their call by it. */
  callKey?: string;
  /** The version an existing call's form is opened on (decision 039). */
  version?: string;
  /** Where visitors see this call, to check the result after saving. */
  publicPage?: string;
}) {
  const form = useFormResult<FormValues, RecordFormResult>(result, { id: "modulo-bando", initial });
  const { field, checkbox } = form;
  return (
    <RecordForm
      form={form}
      mode={mode}
      version={version}
      className="mt-6 space-y-8"
      createLabel="Crea il bando"
      cancelHref="/admin/bandi"
      failure="Errore durante il salvataggio del bando. Riprova più tardi."
      links={
        <SavedRecordLinks
          list={{ href: "/admin/bandi", label: "Torna all'elenco dei bandi" }}
          publicHref={publicPage}
        />
      }
    >
      <FormSection>
        <FormLegend>Il bando</FormLegend>
        <TextField label="Titolo" {...field("title")} required autoComplete="off" />
        {mode === "new" ? (
          <TextField
            label="Chiave (facoltativa)"
            hint="Identifica il bando e non cambia più. Se la lasci vuota si ricava dal titolo: solo lettere minuscole, numeri e trattini."
            {...field("key")}
            autoComplete="off"
          />
        ) : (
          <p className="text-sm text-slate-700">
            Chiave: <code className="font-semibold text-slate-900">{callKey}</code> (non si può
            cambiare: le pagine trovano il loro bando con questa chiave)
          </p>
        )}
        <FieldRow>
          <DateTimeFields
            date={{
              label: "Data di scadenza",
              hint: "Formato aaaa-mm-gg.",
              ...field("deadlineDate"),
              required: true,
            }}
            time={{
              label: "Ora di scadenza (ora italiana)",
              hint: "Formato hh:mm, ora di Roma anche con l'ora legale.",
              ...field("deadlineTime"),
              required: true,
            }}
          />
          <TextField
            type="date"
            label="Data di apertura (facoltativa)"
            hint="Se il bando apre più avanti: fino ad allora è «di prossima apertura»."
            {...field("opensDate")}
          />
          <TextField
            type="date"
            label="Contattaci entro (facoltativa)"
            hint="La data entro cui consigliamo alle scuole di contattarci."
            {...field("contactBy")}
          />
        </FieldRow>
        <TextField
          type="url"
          label="Link ufficiale (facoltativo)"
          hint="La pagina ufficiale del bando, per esempio sul portale della Regione."
          {...field("officialUrl")}
          inputMode="url"
        />
      </FormSection>

      <FormSection>
        <FormLegend>Scheda in home</FormLegend>
        <CheckboxField
          label="Mostra il bando tra le «Opportunità per le scuole» della home"
          {...checkbox("onHome")}
        />
        <TextField label="Titolo della scheda" {...field("cardTitle")} autoComplete="off" />
        <TextAreaField label="Testo della scheda" {...field("cardDescription")} rows={3} />
        <FieldRow>
          <TextField label="Pulsante a bando aperto" {...field("cardButton")} autoComplete="off" />
          <TextField
            label="Pulsante a bando chiuso"
            hint="Senza inviti a candidarsi. Se vuoto, resta quello a bando aperto."
            {...field("cardClosedButton")}
            autoComplete="off"
          />
        </FieldRow>
        <WholeNumberField
          label="Nascondi dopo la scadenza (giorni)"
          hint="Quanti giorni dopo la scadenza la scheda sparisce dalla home. Vuoto: non sparisce mai (resta come bando chiuso)."
          {...field("hideAfterDays")}
          min={0}
          max={365}
        />
        <TextField
          label="Dove porta il pulsante"
          hint="Una pagina del sito (per esempio /move-2025) o un indirizzo https:// (si apre in una nuova scheda)."
          {...field("cardLink")}
          autoComplete="off"
        />
        <FieldRow>
          <SelectField
            label="Colore della scheda"
            options={THEME_OPTIONS}
            {...field("cardTheme")}
          />
          <WholeNumberField
            label="Ordine"
            hint="Le schede dei bandi vanno in ordine crescente, prima delle altre opportunità."
            {...field("position")}
            min={0}
            max={999}
          />
        </FieldRow>
      </FormSection>
    </RecordForm>
  );
}
