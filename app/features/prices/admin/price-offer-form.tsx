import {
  OrderedRecordForm,
  type RecordFormProps,
  type RecordScreens,
} from "~/ui/records/ordered-records";
import {
  FieldRow,
  FormLegend,
  FormSection,
  SelectField,
  TextAreaField,
  TextField,
} from "~/ui/forms/field";
import { AmountField } from "~/ui/forms/number-field";
import {
  PRICE_LIST_KEYS,
  PRICE_LISTS,
  TEACHER_CARD_CHOICES,
  type PriceOfferDraft,
} from "~/features/prices/price-offers";

/** Where the offer screens go and what they say (ordered-records.tsx). */
export const PRICE_OFFER_SCREENS: RecordScreens = {
  formId: "modulo-offerta",
  href: "/admin/prezzi",
  back: "Tutti i prezzi",
  backAfterSave: "Torna all'elenco dei prezzi",
  createLabel: "Crea l'offerta",
  failure: "Errore durante il salvataggio dell'offerta.",
  create: {
    title: "Nuova offerta",
    intro: "La nuova offerta va in fondo al suo listino: puoi spostarla dall'elenco dei prezzi.",
  },
  edit: { heading: "Modifica offerta", created: "Offerta creata." },
};

const LIST_OPTIONS = PRICE_LIST_KEYS.map((value) => ({
  value,
  label: `${PRICE_LISTS[value].label} (${PRICE_LISTS[value].path})`,
}));
const CARD_OPTIONS = Object.entries(TEACHER_CARD_CHOICES).map(([value, label]) => ({
  value,
  label,
}));

/**
 * The staff form of a price offer, new or existing: a plain POST form (works
 * without JavaScript) with the version it was opened on (decision 039).
 */
export function PriceOfferForm(props: RecordFormProps<PriceOfferDraft>) {
  const { list } = props.initial;
  const listPath = PRICE_LISTS[list as keyof typeof PRICE_LISTS]?.path ?? "/prezzi";
  return (
    <OrderedRecordForm screens={PRICE_OFFER_SCREENS} props={props} publicHref={listPath}>
      {({ field }) => (
        <FormSection>
          <FormLegend>L'offerta</FormLegend>
          <SelectField label="Listino" options={LIST_OPTIONS} {...field("list")} required />
          <TextField label="Titolo" {...field("title")} required autoComplete="off" />
          <TextField
            label="Descrizione breve"
            hint="Una riga su a chi si rivolge l'offerta."
            {...field("summary")}
            autoComplete="off"
          />
          <FieldRow>
            <AmountField
              label="Prezzo"
              hint="In euro, per esempio 156 o 99,50. Lascialo vuoto se l'offerta non ha un prezzo da mostrare."
              {...field("price")}
            />
            <TextField
              label="Unità del prezzo"
              hint="Per esempio «all'ora» o «a docente»; senza prezzo, il testo mostrato al suo posto."
              {...field("unit")}
              required
              autoComplete="off"
            />
          </FieldRow>
          <TextField
            label="Ore"
            hint="Per esempio «25 ore di formazione»: compare come prima voce dell'elenco."
            {...field("hours")}
            autoComplete="off"
          />
          <TextAreaField
            label="Cosa comprende"
            hint="Una voce per riga."
            {...field("included")}
            rows={5}
          />
          <TextAreaField
            label="Note"
            hint="Facoltative: compaiono sotto l'elenco, in piccolo."
            {...field("notes")}
            rows={2}
          />
          <SelectField label="Carta del Docente" options={CARD_OPTIONS} {...field("teacherCard")} />
          <TextField
            label="Testo del pulsante di contatto"
            hint="Il pulsante porta alla pagina dei contatti."
            {...field("contactLabel")}
            required
            autoComplete="off"
          />
        </FormSection>
      )}
    </OrderedRecordForm>
  );
}
