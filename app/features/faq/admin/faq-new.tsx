import { FAQ_SCREENS, FaqForm } from "~/features/faq/admin/faq-form";
import { faqAction } from "~/features/faq/admin/faq-action.server";
import { EMPTY_FAQ } from "~/features/faq/faq";
import { RecordNewScreen } from "~/ui/records/ordered-records";
import { pageMeta } from "~/platform/meta";
import type { Route } from "./+types/faq-new";

export const meta = () => pageMeta("Nuova domanda", "Aggiungi una domanda frequente.");

/** Guarded by features/staff/auth/guard.ts; the action checks the session itself. */
export const loader = () => ({ initial: EMPTY_FAQ });

export const action = (args: Route.ActionArgs) => faqAction(args);

export default function FaqNewPage(props: Route.ComponentProps) {
  return <RecordNewScreen screens={FAQ_SCREENS} form={FaqForm} {...props} />;
}
