import { FAQ_SCREENS, FaqForm } from "~/features/faq/admin/faq-form";
import { faqAction, faqEditing } from "~/features/faq/admin/faq-action.server";
import { orderedRecordEditData } from "~/platform/records/screens/ordered-records.server";
import { RecordEditScreen } from "~/ui/records/ordered-records";
import { pageMeta } from "~/platform/meta";
import type { Route } from "./+types/faq-edit";

export const meta = () => pageMeta("Modifica domanda", "Modifica di una domanda frequente.");

/** Guarded by features/staff/auth/guard.ts. An unknown question sends staff back to the list. */
export const loader = (args: Route.LoaderArgs) =>
  orderedRecordEditData({ ...args, id: args.params.faqId }, faqEditing);

export const action = (args: Route.ActionArgs) => faqAction(args, args.params.faqId);

export default function FaqEditPage(props: Route.ComponentProps) {
  return <RecordEditScreen screens={FAQ_SCREENS} form={FaqForm} {...props} />;
}
