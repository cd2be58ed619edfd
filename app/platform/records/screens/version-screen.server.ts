/**
 * The server half of the one screen every record type uses to restore a saved
 * version (decision 039; the screen is app/ui/records/version-screen.tsx).
 */
import { redirect, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import type { Db } from "~/platform/db/client.server";
import type { RecordType } from "~/platform/records/editable-record.server";
import type { Snapshot } from "~/platform/records/versions.server";
import {
  requireVersionSummary,
  restoreVersionAction,
} from "~/platform/records/record-editor.server";
import { requireStaffMember } from "~/platform/staff-access";

type Args = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  /** The record's address parameter (its id, or a page's key). */
  id: string;
  versionId: string;
};

export type VersionedRecord<Row, Values> = {
  type: RecordType<Row, Values>;
  /** The record named by the address, or null (a type may redirect itself). */
  find: (db: Db, id: string, context: Readonly<RouterContextProvider>) => Promise<Row | null>;
  /** Where staff go when the record is gone. */
  missingHref: string;
  editHref: (row: Row) => string;
  /** The snapshot's long text shown under the version's title. */
  textField: string;
  /** The snapshot's field that heads the version's texts (its title unless said). */
  headingField?: string;
  /** What the record is, on the screen: the type's noun unless said («Testi della pagina»). */
  subject?: string;
  /** What the restore does and keeps, given the record and the version. */
  restores: string | ((row: Row, snapshot: Snapshot) => string);
};

async function requireRecord<Row, Values>(
  { context, id }: Args,
  record: VersionedRecord<Row, Values>,
) {
  const row = await record.find(context.get(appContext).database.db, id, context);
  if (!row) throw redirect(record.missingHref);
  return row;
}

/** The confirmation's data (staff only; a version not of this record: 404). */
async function versionScreenData<Row, Values>(args: Args, record: VersionedRecord<Row, Values>) {
  await requireStaffMember(args.request, args.context);
  const row = await requireRecord(args, record);
  const id = record.type.idOf(row);
  const { db } = args.context.get(appContext).database;
  const found = await requireVersionSummary(
    db,
    record.type.entityType,
    id,
    args.versionId,
    record.textField,
  );
  const { restores } = record;
  return {
    row,
    snapshot: found.snapshot,
    screen: {
      record: { id, name: record.type.titleOf(row), editHref: record.editHref(row) },
      version: found.summary,
      heading: record.headingField
        ? String(found.snapshot[record.headingField] ?? "")
        : found.summary.title,
      subject: record.subject ?? record.type.noun,
      restores: typeof restores === "string" ? restores : restores(row, found.snapshot),
    },
  };
}

/** 'Sì, ripristina questa versione': the record core's restore, back to the editor. */
async function versionScreenAction<Row, Values>(args: Args, record: VersionedRecord<Row, Values>) {
  const row = await requireRecord(args, record);
  return restoreVersionAction({ request: args.request, context: args.context }, record.type, {
    id: record.type.idOf(row),
    versionId: args.versionId,
    editHref: record.editHref(row),
    missingHref: record.missingHref,
  });
}

/** A version route's arguments: its parameters name the record (`param`) and the version. */
type RouteArgs<Param extends string> = Omit<Args, "id" | "versionId"> & {
  params: Record<Param | "versionId", string>;
};

/**
 * The loader's data and the action of a version route whose record is named
 * by the parameter `param` (`/admin/corsi/:courseId/versioni/:versionId`).
 */
export function versionRoute<Param extends string, Row, Values>(
  param: Param,
  record: VersionedRecord<Row, Values>,
) {
  const argsOf = ({ request, context, params }: RouteArgs<Param>): Args => ({
    request,
    context,
    id: params[param],
    versionId: params.versionId,
  });
  return {
    data: (args: RouteArgs<Param>) => versionScreenData(argsOf(args), record),
    restore: (args: RouteArgs<Param>) => versionScreenAction(argsOf(args), record),
  };
}
