/**
 * What the detail screens of messages and registrations share for personal
 * data (decision 042): the erase intent of their action, for an amministratore
 * only, checked here on the server whatever the screen shows. The art. 15
 * export goes through exports.server.ts, as every export does (decision 053).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { requireAdmin, requireStaff } from "~/features/staff/public-api.server";
import { isAdmin } from "~/features/staff/public-api";
import type { Db } from "~/platform/db/client.server";
import { actorOf } from "~/platform/records/audit.server";
import { requireSmallForm } from "~/platform/forms/uploads.server";
import {
  erasePersonalRecord,
  type PersonalRecordType,
} from "~/features/privacy/personal-data.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * The record of a detail screen, for signed-in staff (404 with `notFound`
 * when `find` finds nothing), with what its 'Dati personali' box shows: the
 * tools for an amministratore, and the erase confirmation when asked (`?cancella=1`).
 */
export async function requirePersonalRecord<Found>(
  { request, context }: Args,
  find: (db: Db) => Promise<Found | null>,
  notFound: string,
): Promise<{ found: Found; canManage: boolean; confirming: boolean }> {
  const staff = await requireStaff(request, context);
  const found = await find(context.get(appContext).database.db);
  if (!found) throw data(notFound, { status: 404 });
  const canManage = isAdmin(staff);
  const confirming = canManage && new URL(request.url).searchParams.has("cancella");
  return { found, canManage, confirming };
}

/**
 * The 'Sì, elimina' of a detail screen (`intent=delete`): erases the record
 * and goes to `doneHref`. Returns null for the screen's other forms, whose
 * action then reads the request as usual (this reads a copy).
 */
export async function handleErasure(
  { request, context }: Args,
  record: { entityType: PersonalRecordType; id: string; doneHref: string },
): Promise<null> {
  const form = await requireSmallForm(request.clone());
  if (form.get("intent") !== "delete") return null;
  const staff = await requireAdmin(request, context);
  await erasePersonalRecord(context.get(appContext), record.entityType, record.id, actorOf(staff));
  // Erased now, or by someone else a moment ago: either way it is gone.
  throw redirect(record.doneHref);
}
