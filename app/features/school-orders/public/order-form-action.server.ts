/**
 * The school order form's action (decision 064): the row buttons
 * (`intent=add-row`, `intent=remove-row-N`) answer the form again with one
 * row more or less and everything typed kept, so rows are added and removed
 * without script; any other post is the order, through the form pipeline.
 */
import { data, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { mailConfigured } from "~/platform/mail.server";
import { formFailed, formInvalid, validateSubmission } from "~/platform/forms/forms.server";
import { formValues, type FormValues } from "~/platform/forms/form-result";
import { parseSmallForm } from "~/platform/forms/uploads.server";
import { EditionClosedError } from "~/features/enrolments/public-api.server";
import { amountLabel } from "~/features/enrolments/public-api";
import {
  createSchoolOrder,
  NotEnoughSeatsError,
  TeachersAlreadyEnrolledError,
} from "~/features/school-orders/school-orders.server";
import {
  MAX_TEACHERS,
  rowCount,
  SchoolOrderFormSchema,
  teacherFields,
} from "~/features/school-orders/school-order-schemas";
import { schoolOrderPagePath } from "~/features/school-orders/order-link";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What the page shows once the order is stored. */
export type StoredOrder = {
  reference: string;
  teachers: number;
  amount: string | null;
  /** The contact's page of the order, with its token: shown once. */
  pagePath: string;
  mailed: boolean;
};

/** The typed values with row `removed` taken out and the rows after it moved up one. */
function withoutRow(values: FormValues, removed: number): FormValues {
  const rows = rowCount(values);
  const out = { ...values };
  const keys = ["fullName", "fiscalCode", "email"] as const;
  for (let i = removed; i < rows - 1; i++) {
    for (const key of keys) out[teacherFields(i)[key]] = values[teacherFields(i + 1)[key]] ?? "";
  }
  for (const key of keys) delete out[teacherFields(rows - 1)[key]];
  out.rows = String(Math.max(1, rows - 1));
  return out;
}

/** The answer to a row button: the form again, one row more or less, nothing stored. */
function rowsAnswer(values: FormValues, intent: string) {
  const rows = rowCount(values);
  if (intent === "add-row") {
    return data({
      status: "rows" as const,
      values: { ...values, rows: String(Math.min(rows + 1, MAX_TEACHERS)) },
      focusRow: Math.min(rows, MAX_TEACHERS - 1),
    });
  }
  const removed = Number(intent.slice("remove-row-".length));
  const next =
    Number.isInteger(removed) && removed >= 0 && removed < rows
      ? withoutRow(values, removed)
      : values;
  return data({ status: "rows" as const, values: next, focusRow: null });
}

/** The action of /corsi/{slug}/iscrizione-scuola for the published course `courseId`. */
export async function schoolOrderAction(args: Args, courseId: string) {
  const app = args.context.get(appContext);
  const spec = {
    label: "school order form",
    schema: SchoolOrderFormSchema,
    formName: "ordine-scuola",
    // A school sends one order for all its teachers: a few an hour are plenty.
    rateLimit: { keyPrefix: "school-order-ip", points: 10, duration: 60 * 60 },
  };
  // The order's own fields, three per teacher row, and the row buttons' intent.
  const formData = await parseSmallForm(args.request, 100 * 1024, 24 + 3 * MAX_TEACHERS);
  if (!formData) return formFailed(413);
  const read = { body: { formData, files: [], oversized: false } };
  const intent = formData.get("intent");
  if (typeof intent === "string" && (intent === "add-row" || intent.startsWith("remove-row-"))) {
    const values = formValues(read.body.formData);
    delete values.intent;
    delete values["bot-field"];
    return rowsAnswer(values, intent);
  }
  const submission = await validateSubmission(args, spec, read.body);
  if (!submission.ok) return submission.answer;
  const { privacy: _privacy, ...input } = submission.input;
  try {
    const outcome = await createSchoolOrder(app, courseId, input);
    app.log.info(
      { reference: outcome.reference, teachers: outcome.teachers },
      "school order stored",
    );
    const stored: StoredOrder = {
      reference: outcome.reference,
      teachers: outcome.teachers,
      amount: amountLabel(outcome.amountTotalCents),
      pagePath: schoolOrderPagePath(outcome.token),
      mailed: mailConfigured(app.env),
    };
    return data({ status: "stored" as const, order: stored });
  } catch (error) {
    const values = submission.values;
    if (error instanceof EditionClosedError || error instanceof NotEnoughSeatsError)
      return formInvalid({ editionId: error.message }, values);
    if (error instanceof TeachersAlreadyEnrolledError)
      return formInvalid(
        Object.fromEntries(error.rows.map((row) => [teacherFields(row).fiscalCode, error.message])),
        values,
      );
    app.log.error({ err: error }, "school order form: could not store");
    return formFailed(500, values, "Non abbiamo registrato nulla: riprova tra qualche minuto.");
  }
}
