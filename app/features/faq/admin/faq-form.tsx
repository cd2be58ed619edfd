import { FormCard, SelectField, TextField } from "~/ui/forms/field";
import { useHydrated } from "~/platform/islands/use-hydrated";
import { RichTextField } from "~/ui/records/rich-text-field";
import {
  OrderedRecordForm,
  type RecordFormProps,
  type RecordScreens,
} from "~/ui/records/ordered-records";
import { FAQ_PAGE_KEYS, FAQ_PAGES, type FaqDraft } from "~/features/faq/faq";

/** Where the FAQ screens go and what they say (ordered-records.tsx). */
export const FAQ_SCREENS: RecordScreens = {
  formId: "modulo-faq",
  href: "/admin/faq",
  back: "Tutte le domande",
  backAfterSave: "Torna all'elenco delle domande",
  createLabel: "Aggiungi la domanda",
  failure: "Errore durante il salvataggio della domanda.",
  create: {
    title: "Nuova domanda",
    intro:
      "La nuova domanda va in fondo alla sua pagina: puoi spostarla dall'elenco delle domande.",
  },
  edit: { heading: "Modifica domanda", created: "Domanda aggiunta." },
};

const PAGE_OPTIONS = FAQ_PAGE_KEYS.map((value) => ({
  value,
  label: `${FAQ_PAGES[value].label} (${FAQ_PAGES[value].path})`,
}));

/**
 * The staff form of a question, new or existing, with the version it was
 * opened on: 'Risposta' is rich text once JavaScript runs, a textarea of HTML before.
 */
export function FaqForm(props: RecordFormProps<FaqDraft>) {
  const hydrated = useHydrated();
  const { initial } = props;
  const pagePath = FAQ_PAGES[initial.page as keyof typeof FAQ_PAGES]?.path ?? "/contatti";
  return (
    <OrderedRecordForm screens={FAQ_SCREENS} props={props} publicHref={pagePath}>
      {({ field, values, errors }) => (
        <FormCard>
          <SelectField label="Pagina" options={PAGE_OPTIONS} {...field("page")} required />
          <TextField label="Domanda" {...field("question")} required autoComplete="off" />
          <RichTextField
            name="answer"
            label="Risposta"
            hint={{
              plain: 'Testo in HTML semplice: paragrafi <p>, elenchi, link <a href="/pagina">.',
              enhanced: "Usa la barra degli strumenti per grassetto, elenchi e link.",
            }}
            defaultValue={String(values.answer ?? initial.answer)}
            error={errors.answer}
            enhanced={hydrated}
            rows={6}
            required
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 aria-[invalid=true]:border-red-700"
          />
        </FormCard>
      )}
    </OrderedRecordForm>
  );
}
