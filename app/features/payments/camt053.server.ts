/**
 * Reading a bank statement in ISO 20022 camt.053 (BankToCustomerStatement,
 * versions .001.02 to .001.08), as Italian banks export it for CBI
 * (decision 061). Only booked credits are kept: debits, reversals and pending
 * entries are not money received. An entry that books several transfers at
 * once (its TxDtls with their own amounts) gives one line per transfer.
 */
import { createHash } from "node:crypto";
import { XMLParser, XMLValidator } from "fast-xml-parser";

/** A credit read from the statement, before it is matched. */
export type StatementLine = {
  /** The bank's reference of the entry (AcctSvcrRef), prefixed by the account; else a hash of it. */
  key: string;
  /** yyyy-mm-dd */
  bookingDate: string;
  amountCents: number;
  currency: string;
  debtorName: string;
  /** The payment reason (causale): unstructured and structured remittance, the entry's extra text. */
  remittance: string;
};

/** The file is not a camt.053 statement we can read: the message says why, in Italian. */
export class StatementError extends Error {}

/** The statement's namespace, declared on its root (the parser drops namespaces). */
const NAMESPACE =
  /xmlns(?::\w+)?\s*=\s*["']urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.0[2-8]["']/;

/** Elements that may repeat: always read as arrays, so one and many look alike. */
const REPEATED = new Set(["Stmt", "Ntry", "NtryDtls", "TxDtls", "Ustrd", "Strd"]);

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  // Every value as the text it is: amounts and references must not become numbers.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

function node(value: unknown): Node | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Node)
    : undefined;
}

/** The child at `path` (an array's first element at each step). */
function at(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const step of path) {
    const here = Array.isArray(current) ? current[0] : current;
    current = node(here)?.[step];
  }
  return Array.isArray(current) ? current[0] : current;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

function text(value: unknown): string {
  if (typeof value === "string") return value.trim();
  const inner = node(value)?.["#text"];
  return typeof inner === "string" ? inner.trim() : "";
}

/** "199.00" in euro as cents; null when it is not an amount. */
function cents(amount: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,5}))?$/.exec(amount);
  if (!match) return null;
  const decimals = (match[2] ?? "").padEnd(5, "0");
  if (!/^\d{2}0{3}$/.test(decimals)) return null;
  return Number(match[1]) * 100 + Number(decimals.slice(0, 2));
}

function amountOf(value: unknown): { cents: number; currency: string } | null {
  const value_ = text(value);
  const parsed = cents(value_);
  if (parsed === null) return null;
  const currency = node(value)?.["@Ccy"];
  return { cents: parsed, currency: typeof currency === "string" ? currency : "EUR" };
}

/** The status code: a plain text in .02–.05, `<Sts><Cd>` from .06 on. */
function statusOf(entry: unknown): string {
  return text(at(entry, "Sts", "Cd")) || text(at(entry, "Sts"));
}

function remittanceOf(tx: unknown, entry: unknown): string {
  const info = at(tx, "RmtInf");
  const parts = [
    ...list(node(info)?.Ustrd).map(text),
    ...list(node(info)?.Strd).map((s) => text(at(s, "CdtrRefInf", "Ref"))),
    text(at(tx, "AddtlTxInf")),
    text(at(entry, "AddtlNtryInf")),
  ];
  return [...new Set(parts.filter(Boolean))].join(" ").slice(0, 1000);
}

/** The debtor's name: `Dbtr/Nm` up to .07, `Dbtr/Pty/Nm` from .08. */
function debtorOf(tx: unknown): string {
  const debtor = at(tx, "RltdPties", "Dbtr");
  return (text(at(debtor, "Pty", "Nm")) || text(at(debtor, "Nm"))).slice(0, 200);
}

function hashKey(parts: unknown[]): string {
  return `h:${createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 40)}`;
}

/** The credits of a camt.053 document; throws StatementError when it is not one. */
export function readCamt053(xml: string): StatementLine[] {
  // No document type declarations: entities could expand without end.
  if (/<!DOCTYPE/i.test(xml))
    throw new StatementError(
      "Il file contiene una dichiarazione DOCTYPE: non è un estratto conto camt.053.",
    );
  if (XMLValidator.validate(xml) !== true) {
    throw new StatementError(
      "Il file non è un documento XML valido: scarica di nuovo l'estratto conto dalla banca.",
    );
  }
  const document = node(parser.parse(xml))?.Document;
  const statements = at(document, "BkToCstmrStmt");
  if (!NAMESPACE.test(xml) || !statements) {
    throw new StatementError(
      "Il file non è un estratto conto camt.053 (ISO 20022, versioni da 001.02 a 001.08): scegli il file XML «camt.053» scaricato dalla banca.",
    );
  }
  const lines: StatementLine[] = [];
  for (const statement of list(node(statements)?.Stmt)) {
    const account =
      text(at(statement, "Acct", "Id", "IBAN")) || text(at(statement, "Acct", "Id", "Othr", "Id"));
    for (const entry of list(node(statement)?.Ntry)) {
      if (text(at(entry, "CdtDbtInd")) !== "CRDT") continue;
      if (text(at(entry, "RvslInd")) === "true") continue;
      if (statusOf(entry) !== "BOOK") continue;
      const bookingDate = (
        text(at(entry, "BookgDt", "Dt")) || text(at(entry, "BookgDt", "DtTm"))
      ).slice(0, 10);
      const entryAmount = amountOf(at(entry, "Amt"));
      if (!/^\d{4}-\d{2}-\d{2}$/.test(bookingDate) || !entryAmount) {
        throw new StatementError(
          "Un movimento dell'estratto conto non ha una data o un importo leggibile: il file non è completo.",
        );
      }
      const entryRef = text(at(entry, "AcctSvcrRef"));
      const transactions = list(node(at(entry, "NtryDtls"))?.TxDtls);
      const split = transactions.length > 1;
      const parts = transactions.length > 0 ? transactions : [undefined];
      parts.forEach((tx, i) => {
        const amount = split
          ? (amountOf(at(tx, "AmtDtls", "TxAmt", "Amt")) ?? amountOf(at(tx, "Amt")))
          : entryAmount;
        if (!amount) {
          throw new StatementError(
            "Un bonifico di un movimento cumulativo non ha un importo leggibile: il file non è completo.",
          );
        }
        const remittance = remittanceOf(tx, entry);
        const debtorName = debtorOf(tx);
        const txRef = text(at(tx, "Refs", "AcctSvcrRef"));
        const bankRef = split
          ? txRef || (entryRef ? `${entryRef}/${i + 1}` : "")
          : entryRef || txRef;
        const key = bankRef
          ? `${account}:${bankRef}`
          : hashKey([
              account,
              bookingDate,
              amount,
              text(at(entry, "NtryRef")),
              text(at(tx, "Refs", "EndToEndId")),
              debtorName,
              remittance,
              i,
            ]);
        lines.push({
          key,
          bookingDate,
          amountCents: amount.cents,
          currency: amount.currency,
          debtorName,
          remittance,
        });
      });
    }
  }
  return lines;
}

/**
 * The enrolment reference named in a payment reason, as written on the
 * enrolment (ISC-2027-0001, CED-2025-0042), whatever the spaces, dashes and
 * case the payer typed; null when there is none.
 */
export function referenceIn(remittance: string): string | null {
  const match = /\b(ISC|CED)[\s\-_/.]*(\d{4})[\s\-_/.]*(\d{1,6})\b/i.exec(remittance);
  if (!match) return null;
  return `${match[1]!.toUpperCase()}-${match[2]}-${match[3]!.padStart(4, "0")}`;
}
