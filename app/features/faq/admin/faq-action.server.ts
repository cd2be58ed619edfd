// The action of the FAQ editor (/admin/faq/nuova, /admin/faq/:faqId), built on
// the record core's editor (decision 039): a new question goes to its page,
// an existing one answers with the message above the form.
import { redirect, type RouterContextProvider } from "react-router";
import { faqSchema } from "~/features/faq/faq";
import { saveFaq } from "~/features/faq/faq.server";
import { NOT_AUTHENTICATED_MESSAGE } from "~/features/news/admin/news-editor";
import { formDone } from "~/platform/forms/forms.server";
import { readTextFields, recordEditorAction } from "~/platform/records/record-editor.server";

export const FAQ_SAVED = "Domanda salvata: la pagina la mostra già dalla prossima visita.";
const FAQ_SAVE_FAILURE =
  "Errore durante il salvataggio della domanda. Riprova più tardi: i dati inseriti sono ancora qui.";

export function faqAction(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  faqId?: string;
}) {
  return recordEditorAction(
    { ...args, id: args.faqId },
    {
      label: "faq form",
      schema: faqSchema,
      read: readTextFields,
      messages: { notAuthenticated: NOT_AUTHENTICATED_MESSAGE, saveFailure: FAQ_SAVE_FAILURE },
      save: (db, { id, values, actor, openedVersion }) =>
        saveFaq(db, { id, values, actor, openedVersion }),
      saved: (item, isNew) => {
        if (isNew) throw redirect(`/admin/faq/${item.id}?avviso=creata`);
        return formDone({ message: FAQ_SAVED });
      },
    },
  );
}
