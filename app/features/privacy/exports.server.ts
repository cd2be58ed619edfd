/**
 * The one path of every download of personal data (decision 053): who may
 * have it, which columns they get (the fiscal codes for an amministratore
 * only, decision 042) and the history row naming who exported what and how
 * many rows, written in the transaction that reads them. An export route is
 * one call to `csvExport` or `jsonExport`.
 */
import { data, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { requireStaff } from "~/features/staff/public-api.server";
import { FORBIDDEN_MESSAGE, isAdmin, mayExportFiscalCodes } from "~/features/staff/public-api";
import { now } from "~/platform/clock.server";
import { csvDocument, type CsvColumns } from "~/platform/csv";
import type { Db } from "~/platform/db/client.server";
import { isoDateInRome } from "~/platform/format-date";
import { actorOf, recordChange } from "~/platform/records/audit.server";
import { privateDownload } from "~/platform/responses.server";
import { isUuid } from "~/platform/uuid";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * A column of a personal-data CSV: its heading, how a row fills it, and
 * "fiscal-code" on the ones an amministratore only gets.
 */
export type PersonalColumns<Row> = ReadonlyArray<
  readonly [heading: string, value: (row: Row) => string, only?: "fiscal-code"]
>;

type Export = {
  /** What is exported, as the history names it: «iscrizioni di tutti i corsi». */
  what: string;
  /** The history's entity type (a key of AUDIT_ENTITY_LABELS) and, for one record, its id. */
  entityType: string;
  entityId?: string;
  /** The 404's words when there is nothing by that id. */
  notFound: string;
};

/**
 * What an export read: the file's body and name (without date and extension,
 * unless `exactName`: an invoice's file keeps the name the SdI knows), its row count.
 */
type Produced = {
  body: string | Uint8Array<ArrayBuffer>;
  fileName: string;
  rows: number;
  detail?: string;
  exactName?: boolean;
};

const FORMATS = {
  CSV: { type: "text/csv; charset=utf-8", ext: "csv" },
  JSON: { type: "application/json; charset=utf-8", ext: "json" },
  XML: { type: "application/xml; charset=utf-8", ext: "xml" },
  PDF: { type: "application/pdf", ext: "pdf" },
  ZIP: { type: "application/zip", ext: "zip" },
} as const;

function rowsText(rows: number): string {
  return `${rows} ${rows === 1 ? "riga" : "righe"}`;
}

async function runExport(
  { request, context }: Args,
  spec: Export & { format: keyof typeof FORMATS; adminOnly: boolean },
  produce: (tx: Db, fiscalCodes: boolean) => Promise<Produced | null>,
): Promise<Response> {
  const staff = await requireStaff(request, context);
  const { database } = context.get(appContext);
  // The id comes from the address: only a well-formed one is written down.
  const entityId = spec.entityId && isUuid(spec.entityId) ? spec.entityId : null;
  const entry = { actor: actorOf(staff), entityType: spec.entityType, entityId };
  if (spec.adminOnly && !isAdmin(staff)) {
    // A refused attempt is history too: who tried to take what.
    await recordChange(database.db, {
      ...entry,
      action: "export-refused",
      summary: `Esportazione ${spec.format} rifiutata, riservata agli amministratori: ${spec.what}, ${rowsText(0)}`,
    });
    throw data(FORBIDDEN_MESSAGE, { status: 403 });
  }
  // The register PDF has no fiscal code column to give or withhold.
  const fiscalCodes = spec.format !== "PDF" && mayExportFiscalCodes(staff);
  const produced = await database.db.transaction(async (tx) => {
    const out = await produce(tx, fiscalCodes);
    if (!out) return null;
    const detail = out.detail ? ` (${out.detail})` : "";
    await recordChange(tx, {
      ...entry,
      action: "export",
      summary: `Esportazione ${spec.format}: ${spec.what}, ${rowsText(out.rows)}${detail}, ${fiscalCodes ? "con" : "senza"} i codici fiscali`,
    });
    return out;
  });
  if (!produced) throw data(spec.notFound, { status: 404 });
  const format = FORMATS[spec.format];
  return privateDownload(produced.body, {
    type: format.type,
    fileName: produced.exactName
      ? produced.fileName
      : `${produced.fileName}-${isoDateInRome(now())}.${format.ext}`,
  });
}

/** The CSV of `rows` (platform/csv.ts: formula-safe), without the fiscal codes unless `fiscalCodes`. */
export function personalCsv<Row>(
  columns: PersonalColumns<Row>,
  rows: readonly Row[],
  options: { fiscalCodes: boolean },
): string {
  const shown: CsvColumns<Row> = columns
    .filter(([, , only]) => options.fiscalCodes || only !== "fiscal-code")
    .map(([heading, value]) => [heading, value] as const);
  return csvDocument(shown, rows);
}

/**
 * A CSV of personal data for signed-in staff: `read` finds the rows (null:
 * 404) and names the file; a redattore gets every column but the fiscal codes,
 * or a refusal when the export is `adminOnly`.
 */
export function csvExport<Row>(
  args: Args,
  spec: Export & {
    columns: PersonalColumns<Row>;
    read: (db: Db) => Promise<{ rows: readonly Row[]; fileName: string } | null>;
    /** For an amministratore only (a refused attempt is written to the history too). */
    adminOnly?: boolean;
  },
): Promise<Response> {
  const adminOnly = spec.adminOnly ?? false;
  return runExport(args, { ...spec, format: "CSV", adminOnly }, async (tx, fiscalCodes) => {
    const found = await spec.read(tx);
    if (!found) return null;
    return {
      body: personalCsv(spec.columns, found.rows, { fiscalCodes }),
      fileName: found.fileName,
      rows: found.rows.length,
    };
  });
}

/**
 * A file of personal data for an amministratore only (an invoice's XML or
 * PDF, a month's invoices as a ZIP: decision 063); `read` null: 404.
 */
export function fileExport(
  args: Args,
  spec: Export & {
    format: "XML" | "PDF" | "ZIP";
    read: (db: Db) => Promise<{
      body: string | Uint8Array<ArrayBuffer>;
      fileName: string;
      rows: number;
      detail?: string;
    } | null>;
  },
): Promise<Response> {
  return runExport(args, { ...spec, adminOnly: true }, async (tx) => {
    const found = await spec.read(tx);
    return found ? { ...found, exactName: true } : null;
  });
}

/**
 * A JSON document of everything about one person (art. 15 GDPR), for an
 * amministratore only (decision 042); `read` null: 404.
 */
export function jsonExport(
  args: Args,
  spec: Export & {
    read: (
      db: Db,
    ) => Promise<{ document: unknown; fileName: string; rows: number; detail: string } | null>;
  },
): Promise<Response> {
  return runExport(args, { ...spec, format: "JSON", adminOnly: true }, async (tx) => {
    const found = await spec.read(tx);
    if (!found) return null;
    return { ...found, body: JSON.stringify(found.document, null, 2) };
  });
}

/**
 * A PDF of personal data for signed-in staff (the attendance register);
 * `read` null: 404. It carries no fiscal code, so every staff role may have it.
 */
export function pdfExport(
  args: Args,
  spec: Export & {
    read: (db: Db) => Promise<{ pdf: Buffer; fileName: string; rows: number } | null>;
  },
): Promise<Response> {
  return runExport(args, { ...spec, format: "PDF", adminOnly: false }, async (tx) => {
    const found = await spec.read(tx);
    if (!found) return null;
    return { body: new Uint8Array(found.pdf), fileName: found.fileName, rows: found.rows };
  });
}
