import { faqEditing } from "~/features/faq/admin/faq-action.server";
import { PublicPagePreview } from "~/features/prices/public-api";
import { publicPagePreview } from "~/features/prices/public-api.server";
import { pageMeta } from "~/platform/meta";
import { orderedRecordPreview } from "~/platform/records/screens/ordered-records.server";
import { sanitizeNewsHtml } from "~/platform/records/sanitize.server";
import type { Route } from "./+types/faq-preview";

export const meta = () => pageMeta("Anteprima domanda", "Anteprima riservata allo staff.");

/**
 * The page of a question (/contatti or a price page) with its pending edits
 * (decision 047), or as it is when there are none; the answer sanitised as
 * the save will. Guarded by features/staff/auth/guard.ts.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  return orderedRecordPreview({ context, id: params.faqId }, faqEditing, (db, item) =>
    publicPagePreview(db, item.page, {
      question: { ...item, answerHtml: sanitizeNewsHtml(item.answer) },
    }),
  );
}

export default function FaqPreview({ loaderData }: Route.ComponentProps) {
  return <PublicPagePreview {...loaderData} />;
}
