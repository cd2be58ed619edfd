import { now } from "~/platform/clock.server";
import { csvExport } from "~/features/privacy/public-api.server";
import { unpaidReleaseDays } from "~/features/settings/public-api.server";
import { MONEY_COLUMNS, moneyRows } from "~/features/payments/summary.server";
import type { Route } from "./+types/payments-export";

/**
 * CSV of what every enrolment owes and paid (decision 061): an amministratore
 * only, through the export path (decision 053), so it lands in the history.
 */
export async function loader(args: Route.LoaderArgs) {
  const releaseDays = unpaidReleaseDays();
  return csvExport(args, {
    what: "pagamenti delle iscrizioni",
    entityType: "payment",
    notFound: "Pagamenti non trovati",
    adminOnly: true,
    columns: MONEY_COLUMNS,
    read: async (db) => ({ rows: await moneyRows(db, now(), releaseDays), fileName: "pagamenti" }),
  });
}
