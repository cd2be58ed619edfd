/**
 * FatturaPA documents checked as the SdI would first check them: against the
 * official XML Schema (tests/fixtures/fatturapa, the xmldsig import pointed at
 * the local copy), with libxml2 compiled to WebAssembly (`xmllint-wasm`), so
 * no system tool is needed. The validator loads the schema on every call:
 * hand it every document of a test file at once.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";
import { convert } from "xmlbuilder2";

const DIR = path.join(import.meta.dirname, "../fixtures/fatturapa");
const SCHEMA = "Schema_del_file_xml_FatturaPA_v1.2.2.xsd";
const DSIG = "xmldsig-core-schema.xsd";

const read = (name: string) => ({
  fileName: name,
  contents: readFileSync(path.join(DIR, name), "utf8"),
});

/** A state school's address, as an FPA12's buyer (its Sede) has it. */
export const A_SCHOOL_ADDRESS = {
  street: "Piazza Gianturco 1",
  postalCode: "85021",
  city: "Avigliano",
  province: "PZ",
};

/** The schema's complaints about each document, by file name (an empty list: valid). */
export async function schemaErrors(
  documents: ReadonlyArray<{ fileName: string; xml: string }>,
): Promise<Record<string, string[]>> {
  const result = await validateXML({
    xml: documents.map((d) => ({ fileName: d.fileName, contents: d.xml })),
    schema: read(SCHEMA),
    preload: [read(DSIG)],
  });
  const errors: Record<string, string[]> = Object.fromEntries(
    documents.map((d) => [d.fileName, []]),
  );
  for (const error of result.errors) {
    const file = error.loc?.fileName ?? "";
    (errors[file] ??= []).push(error.message);
  }
  return errors;
}

type Node = { [key: string]: Node | Node[] | string };

/** Always a list: a repeated element parses as one, a single one as an object. */
function many(value: Node | Node[] | string | undefined): Node[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]) as Node[];
}

/** The document parsed back into plain objects (element names as keys, text as strings). */
export function parseFattura(xml: string): Node {
  const parsed = convert(xml, { format: "object" }) as Node;
  return parsed["p:FatturaElettronica"] as Node;
}

const cents = (text: unknown) => Math.round(Number(text) * 100);

/**
 * The sums a reader checks, read back from the XML: the lines, the summary
 * rows, the document's total and the amount to pay, in cents.
 */
export function fatturaSums(xml: string) {
  const body = parseFattura(xml).FatturaElettronicaBody as Node;
  const goods = body.DatiBeniServizi as Node;
  const lines = many(goods.DettaglioLinee);
  const summary = many(goods.DatiRiepilogo);
  const general = (body.DatiGenerali as Node).DatiGeneraliDocumento as Node;
  const payment = (body.DatiPagamento as Node).DettaglioPagamento as Node;
  return {
    linesCents: lines.reduce((s, l) => s + cents(l.PrezzoTotale), 0),
    linesCheck: lines.every(
      (l) =>
        cents(l.PrezzoTotale) === Math.round(Number(l.Quantita ?? 1) * cents(l.PrezzoUnitario)),
    ),
    taxableCents: summary.reduce((s, r) => s + cents(r.ImponibileImporto), 0),
    taxCents: summary.reduce((s, r) => s + cents(r.Imposta), 0),
    totalCents: cents(general.ImportoTotaleDocumento),
    paymentCents: cents(payment.ImportoPagamento),
    stampDutyCents: general.DatiBollo ? cents((general.DatiBollo as Node).ImportoBollo) : 0,
  };
}

/** Asserts-ready: true when lines, summary, total and payment agree. */
export function sumsAddUp(xml: string): boolean {
  const s = fatturaSums(xml);
  return (
    s.linesCheck &&
    s.linesCents === s.taxableCents &&
    s.taxableCents + s.taxCents === s.totalCents &&
    s.totalCents === s.paymentCents
  );
}
