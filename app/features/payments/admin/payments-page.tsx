import { data } from "react-router";
import { appContext } from "~/context";
import { now } from "~/platform/clock.server";
import { pageMeta } from "~/platform/meta";
import { dispatchIntent, formDone, formFailed, formInvalid } from "~/platform/forms/forms.server";
import { parseUpload, requireSmallForm } from "~/platform/forms/uploads.server";
import { actorOf } from "~/platform/records/audit.server";
import { requireAdmin } from "~/features/staff/public-api.server";
import { unpaidReleaseDays } from "~/features/settings/public-api.server";
import { readCamt053, StatementError } from "~/features/payments/camt053.server";
import {
  importStatement,
  linesToReview,
  markLineReviewed,
  matchLineByHand,
} from "~/features/payments/bank-import.server";
import { byEdition, moneyRows, receivedByMonth } from "~/features/payments/summary.server";
import { PaymentsView } from "~/features/payments/admin/payments-view";
import type { Route } from "./+types/payments-page";

export const meta = () =>
  pageMeta("Pagamenti", "Quanto è dovuto, pagato e in ritardo; gli estratti conto della banca.");

/** A statement of a month is well under 1 MB; 5 MB leaves room for a year of them. */
const STATEMENT_LIMITS = { maxFileBytes: 5 * 1024 * 1024, maxParts: 10, maxTextBytes: 16 * 1024 };

const FILE_ERRORS = {
  missing: "Scegli il file dell'estratto conto (XML camt.053) scaricato dall'home banking.",
  tooLarge: "Il file supera 5 MB: scarica dalla banca l'estratto di un periodo più breve.",
  notXml:
    "Il file non è un XML: scegli l'estratto conto in formato camt.053 (XML), non il PDF o il CSV.",
};

/** /admin/pagamenti (decision 061), for an amministratore only (the guard's layout and this loader). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { database } = context.get(appContext);
  const rows = await moneyRows(database.db, now(), unpaidReleaseDays());
  const [months, review] = await Promise.all([
    receivedByMonth(database.db),
    linesToReview(database.db),
  ]);
  return {
    ...byEdition(rows),
    months,
    review: review.map(({ line, reference, fullName }) => ({
      id: line.id,
      bookingDate: line.bookingDate,
      amountCents: line.amountCents,
      currency: line.currency,
      debtorName: line.debtorName,
      remittance: line.remittance,
      status: line.status,
      note: line.note,
      enrolment: reference ? `${reference} – ${fullName ?? ""}` : null,
    })),
  };
}

/** The statement, posted as multipart to ?intent=importa. */
async function importAction(args: Route.ActionArgs, actor: ReturnType<typeof actorOf>) {
  const { database } = args.context.get(appContext);
  const upload = await parseUpload(args.request, STATEMENT_LIMITS);
  const invalid = (message: string) => formInvalid({ statement: message }, {});
  if (!upload.ok) {
    return invalid(upload.reason === "too_large" ? FILE_ERRORS.tooLarge : FILE_ERRORS.missing);
  }
  if (upload.oversized.includes("statement")) return invalid(FILE_ERRORS.tooLarge);
  const file = upload.files.find((f) => f.field === "statement");
  if (!file) return invalid(FILE_ERRORS.missing);
  const xml = new TextDecoder("utf-8").decode(file.bytes).replace(/^\uFEFF/, "");
  if (!xml.trimStart().startsWith("<")) return invalid(FILE_ERRORS.notXml);
  try {
    const lines = readCamt053(xml);
    const summary = await importStatement(database.db, lines, actor, file.originalName);
    return formDone({ intent: "importa" as const, summary });
  } catch (error) {
    if (error instanceof StatementError) return invalid(error.message);
    throw error;
  }
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const staff = await requireAdmin(request, context);
  const actor = actorOf(staff);
  if (new URL(request.url).searchParams.get("intent") === "importa") {
    return importAction(args, actor);
  }
  const { database } = context.get(appContext);
  const form = await requireSmallForm(request);
  const lineId = String(form.get("lineId") ?? "");
  return dispatchIntent(form.get("intent"), {
    abbina: async () => {
      const reference = String(form.get("reference") ?? "").slice(0, 40);
      if (!reference.trim()) {
        return formInvalid(
          { [`reference-${lineId}`]: "Scrivi il riferimento dell'iscrizione (es. ISC-2027-0001)." },
          { reference },
        );
      }
      const matched = await matchLineByHand(database.db, { lineId, reference, actor });
      if (!matched) throw data("Accredito non trovato o già abbinato", { status: 404 });
      if (!matched.ok) {
        return formInvalid({ [`reference-${lineId}`]: matched.message }, { reference });
      }
      return formDone({ intent: "abbina" as const, reference: matched.reference });
    },
    verificato: async () => {
      if (!(await markLineReviewed(database.db, lineId, actor))) {
        return formFailed(
          409,
          undefined,
          "Questo accredito è già stato verificato: ricarica la pagina.",
        );
      }
      return formDone({ intent: "verificato" as const });
    },
  });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentsView {...loaderData} result={actionData} />;
}
