import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  DigitsCodeField,
  FieldRow,
  FormLegend,
  FormSection,
  SelectField,
  TextField,
} from "~/ui/forms/field";
import { RecordForm, type RecordFormResult } from "~/ui/records/record-form";
import { RecordHeading, RecordScreen } from "~/ui/records/record-screen";
import { DateTimeFields } from "~/ui/forms/date-time-fields";
import { AmountField, WholeNumberField } from "~/ui/forms/number-field";
import { useFormResult } from "~/ui/forms/use-form-result";
import {
  EDITION_MODES,
  EDITION_STATUSES,
  type EditionFormValues,
} from "~/features/enrolments/editions";
import type { FormValues } from "~/platform/forms/form-result";

export function EditionScreen({
  course,
  title,
  children,
}: {
  course: { id: string; title: string };
  title: string;
  children: ReactNode;
}) {
  return (
    <RecordScreen backHref={`/admin/corsi/${course.id}/edizioni`} back="← Edizioni del corso">
      <RecordHeading title={title} name={course.title} />
      {children}
    </RecordScreen>
  );
}

/**
 * The staff form of an edition, new or existing: a plain POST form (works
 * without JavaScript). The deadline is Italian time (Europe/Rome).
 */
export function EditionForm({
  courseId,
  mode,
  initial,
  result,
  version,
}: {
  courseId: string;
  mode: "new" | "edit";
  initial: EditionFormValues;
  result?: RecordFormResult;
  /** The version an existing edition's form is opened on (decision 039). */
  version?: string;
}) {
  const form = useFormResult<FormValues, RecordFormResult>(result, {
    id: "modulo-edizione",
    initial,
  });
  const { field } = form;
  const back = `/admin/corsi/${courseId}/edizioni`;
  return (
    <RecordForm
      form={form}
      mode={mode}
      version={version}
      className="mt-6 space-y-8"
      createLabel="Aggiungi l'edizione"
      cancelHref={back}
      failure="Errore durante il salvataggio dell'edizione. Riprova più tardi."
      links={
        <Link to={back} className="font-semibold underline underline-offset-2">
          Torna alle edizioni del corso
        </Link>
      }
    >
      <FormSection>
        <FormLegend>Date e modalità</FormLegend>
        <FieldRow>
          <TextField type="date" label="Data di inizio" {...field("startDate")} required />
          <TextField
            type="date"
            label="Data di fine (facoltativa)"
            hint="Se l'edizione non ha una data di fine, descrivi il calendario qui sotto."
            {...field("endDate")}
          />
        </FieldRow>
        <TextField
          label="Calendario"
          hint="Ad esempio: martedì e giovedì, 16:30–18:30. Obbligatorio se manca la data di fine."
          {...field("schedule")}
          autoComplete="off"
        />
        <FieldRow>
          <SelectField label="Modalità" options={EDITION_MODES} {...field("mode")} required />
          <TextField
            label="Luogo"
            hint="Obbligatorio in presenza, ad esempio: Sede di Potenza, via Pretoria."
            {...field("place")}
            autoComplete="off"
          />
        </FieldRow>
      </FormSection>

      <FormSection>
        <FormLegend>Iscrizioni</FormLegend>
        <FieldRow>
          <WholeNumberField label="Posti" {...field("seats")} min={1} max={999} required />
          <SelectField label="Stato" options={EDITION_STATUSES} {...field("status")} required />
          <DateTimeFields
            date={{
              label: "Scadenza iscrizioni",
              hint: "Ora italiana. Se vuota, si accettano iscrizioni finché l'edizione è aperta.",
              ...field("deadlineDate"),
            }}
            time={{
              label: "Ora di scadenza (ora italiana)",
              hint: "Formato hh:mm.",
              ...field("deadlineTime"),
            }}
          />
          <AmountField
            label="Prezzo per partecipante (€)"
            hint="In euro, per esempio 199 o 1.250,50: è l'importo dovuto da chi si iscrive. Se vuoto, l'edizione non ha un prezzo da pagare online."
            {...field("price")}
          />
          <AmountField
            label="Prezzo per partecipante con ordine della scuola (€, facoltativo)"
            hint="Se vuoto, vale il prezzo per partecipante."
            {...field("schoolPrice")}
          />
        </FieldRow>
      </FormSection>

      <FormSection>
        <FormLegend>Attestato e SOFIA</FormLegend>
        <FieldRow>
          <WholeNumberField
            label="Frequenza minima per l'attestato (%)"
            hint="Percentuale delle ore dell'edizione da frequentare; di solito 75."
            {...field("minAttendancePercent")}
            min={1}
            max={100}
            required
          />
          <WholeNumberField
            label="Ore dell'edizione senza lezioni (e-learning)"
            hint="Solo se l'edizione non ha lezioni in calendario: con le lezioni, le ore sono la loro durata e la frequenza viene dal registro."
            {...field("certificateHours")}
            min={0}
            max={999}
          />
          <DigitsCodeField
            label="Codice SOFIA dell'iniziativa (facoltativo)"
            hint="Come compare sulla piattaforma SOFIA del Ministero; solo cifre."
            {...field("sofiaInitiativeId")}
          />
          <DigitsCodeField
            label="Codice SOFIA dell'edizione (facoltativo)"
            {...field("sofiaEditionId")}
          />
        </FieldRow>
      </FormSection>
    </RecordForm>
  );
}
