import { data } from "react-router";
import { appContext } from "~/context";
import { privateLinkHeaders, privatePageMeta } from "~/platform/meta";
import { formDone, formFailed, formInvalid, parseSubmission } from "~/platform/forms/forms.server";
import { ReplaceTeacherSchema } from "~/features/school-orders/school-order-schemas";
import { replaceTeacher, schoolOrderPage } from "~/features/school-orders/order-page.server";
import { OrderStatusView } from "~/features/school-orders/public/order-status-view";
import type { Route } from "./+types/order-status";

/**
 * GET /ordini-scuola/{token}: the contact person's page of a school's order
 * (decision 064). The link is the key, as for the participant's page
 * (decision 059): never cached, never indexed, never sent on as a Referer.
 */
export const headers = privateLinkHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  privatePageMeta(
    loaderData?.page ? "Ordine della scuola" : "Ordine non trovato",
    "La pagina riservata dell'ordine di una scuola: stato, docenti, importo, fattura.",
  );

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await schoolOrderPage(context.get(appContext).database.db, params.token);
  if (!page) return data({ page: null, replacing: null }, { status: 404 });
  return { page, replacing: new URL(request.url).searchParams.get("sostituisci") };
}

/** One teacher replaced by another: the new teacher's data checked as every enrolment's. */
export async function action(args: Route.ActionArgs) {
  const { database } = args.context.get(appContext);
  const submission = await parseSubmission(args, {
    label: "school order replacement",
    schema: ReplaceTeacherSchema,
    honeypot: false,
    rateLimit: { keyPrefix: "school-order-replace", points: 20, duration: 60 * 60 },
  });
  if (!submission.ok) return submission.answer;
  const { enrolmentId, ...teacher } = submission.input;
  const outcome = await replaceTeacher(database.db, args.params.token, enrolmentId, teacher);
  if (!outcome) throw data("Ordine non trovato", { status: 404 });
  if (!outcome.ok) {
    return outcome.field === "fiscalCode"
      ? formInvalid({ fiscalCode: outcome.message }, submission.values)
      : formFailed(409, submission.values, outcome.message);
  }
  return formDone({ replaced: teacher.fullName });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.page)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-2xl font-bold text-slate-900">Ordine non trovato</h1>
        <p className="mt-3 text-slate-800">
          Il link non apre nessun ordine: controlla di averlo copiato per intero dall'email che hai
          ricevuto, oppure scrivici dalla pagina{" "}
          <a href="/contatti" className="font-semibold text-brand-700 underline">
            Contatti
          </a>
          .
        </p>
      </div>
    );
  return (
    <OrderStatusView
      page={loaderData.page}
      replacing={
        actionData?.status === "invalid"
          ? (actionData.values.enrolmentId ?? null)
          : actionData?.status === "success"
            ? null
            : loaderData.replacing
      }
      replaced={
        actionData?.status === "success" && "replaced" in actionData
          ? String(actionData.replaced)
          : null
      }
      problem={actionData?.status === "failed" ? (actionData.message ?? null) : null}
      invalid={
        actionData?.status === "invalid"
          ? { errors: actionData.errors, values: actionData.values }
          : null
      }
    />
  );
}
