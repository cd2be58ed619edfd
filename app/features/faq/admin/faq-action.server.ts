// The editor of a question (/admin/faq/nuova, /admin/faq/:faqId) on the shared
// screens of ordered records (ordered-records.server.ts; decisions 039, 045, 047).
import { faqSchema, type FaqDraft, type FaqValues } from "~/features/faq/faq";
import { faqRecord, getFaq, saveFaq } from "~/features/faq/faq.server";
import type { FaqItem } from "~/platform/db/schema";
import {
  orderedRecordAction,
  type OrderedRecordEditing,
} from "~/platform/records/screens/ordered-records.server";

export const FAQ_SAVED = "Domanda salvata: la pagina la mostra già dalla prossima visita.";

export const faqEditing: OrderedRecordEditing<
  FaqItem,
  FaqValues,
  ReturnType<typeof faqSchema>,
  FaqDraft
> = {
  type: faqRecord,
  href: "/admin/faq",
  label: "faq form",
  schema: faqSchema,
  save: saveFaq,
  find: getFaq,
  draftOf: (item) => ({ page: item.page, question: item.question, answer: item.answer }),
  messages: {
    saveFailure:
      "Errore durante il salvataggio della domanda. Riprova più tardi: i dati inseriti sono ancora qui.",
    saved: FAQ_SAVED,
  },
};

/** The editor's action; `id` for an existing record. */
export const faqAction = orderedRecordAction(faqEditing);
