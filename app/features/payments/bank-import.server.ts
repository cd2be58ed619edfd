/**
 * Bank statements read by the site (decision 061): each credit of a camt.053
 * statement is stored once in `bank_lines` (its key is unique, so a second
 * import of the same statement adds nothing) and matched to an enrolment by
 * the reference in its payment reason. The money of a matched line goes
 * through the ledger (`recordPayment`, the line's key as source); a line that
 * pays less or more than what is left is recorded and listed, one without a
 * usable reference waits for a person to match it by hand.
 */
import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { bankLines, enrolments, type BankLine } from "~/platform/db/schema";
import { wakeJobs } from "~/platform/jobs.server";
import { formatEuro } from "~/platform/money";
import { recordChange, type Actor } from "~/platform/records/audit.server";
import { isUuid } from "~/platform/uuid";
import { recordPayment } from "~/features/enrolments/public-api.server";
import { referenceIn, type StatementLine } from "~/features/payments/camt053.server";

type LineStatus = BankLine["status"];

export type ImportSummary = Record<LineStatus, number> & {
  /** Lines already imported before: left as they were. */
  known: number;
};

const ENDED = ["annullata", "respinta"] as const;

async function enrolmentByReference(tx: Db, reference: string) {
  const [row] = await tx
    .select({
      id: enrolments.id,
      reference: enrolments.reference,
      fullName: enrolments.fullName,
      status: enrolments.status,
    })
    .from(enrolments)
    .where(eq(sql`upper(${enrolments.reference})`, reference.toUpperCase()));
  return row ?? null;
}

type Enrolled = NonNullable<Awaited<ReturnType<typeof enrolmentByReference>>>;

/**
 * Records the line's money for `enrolment` (in the caller's transaction) and
 * says what it was: the whole of what was left, less, or more.
 */
async function payWithLine(
  tx: Db,
  line: Pick<BankLine, "entryKey" | "amountCents" | "bookingDate" | "debtorName">,
  enrolment: Enrolled,
  actor: Actor,
  how: string,
): Promise<"matched" | "partial" | "excess"> {
  const paid = await recordPayment(tx, {
    enrolmentId: enrolment.id,
    method: "bonifico",
    amountCents: line.amountCents,
    receivedOn: line.bookingDate,
    sourceRef: line.entryKey,
    note: line.debtorName ? `Bonifico di ${line.debtorName}` : "Bonifico",
    recordedBy: actor.id,
  });
  const leftBefore =
    paid.dueCents === null ? 0 : paid.dueCents - (paid.paidCents - line.amountCents);
  const kind =
    line.amountCents === leftBefore
      ? "matched"
      : line.amountCents < leftBefore
        ? "partial"
        : "excess";
  const words = {
    matched: "pagato",
    partial: "pagamento parziale",
    excess: "pagato più del dovuto",
  };
  await recordChange(tx, {
    actor,
    action: "payment",
    entityType: "enrolment",
    entityId: enrolment.id,
    summary: `Iscrizione ${enrolment.reference}: bonifico di ${formatEuro(line.amountCents)} del ${line.bookingDate} ${how}, ${words[kind]}`,
  });
  return kind;
}

/** Stores and matches one credit in its own transaction; null when it was imported before. */
async function importLine(db: Db, line: StatementLine, actor: Actor): Promise<LineStatus | null> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(bankLines)
      .values({
        entryKey: line.key,
        bookingDate: line.bookingDate,
        amountCents: line.amountCents,
        currency: line.currency,
        debtorName: line.debtorName,
        remittance: line.remittance,
        status: "unknown",
        importedBy: actor.id,
      })
      .onConflictDoNothing({ target: bankLines.entryKey })
      .returning();
    if (!stored) return null;
    const settle = (status: LineStatus, enrolmentId: string | null, note = "") =>
      tx
        .update(bankLines)
        .set({ status, enrolmentId, note, updatedAt: new Date() })
        .where(eq(bankLines.id, stored.id));
    if (line.currency !== "EUR") {
      await settle("unknown", null, `Importo in ${line.currency}: da verificare a mano.`);
      return "unknown";
    }
    const reference = referenceIn(line.remittance);
    const enrolment = reference ? await enrolmentByReference(tx, reference) : null;
    if (!reference || !enrolment) {
      await settle(
        "unknown",
        null,
        reference ? `Nessuna iscrizione con il riferimento ${reference}.` : "",
      );
      return "unknown";
    }
    if ((ENDED as readonly string[]).includes(enrolment.status)) {
      // Money for an enrolment that is over (a released seat): a person decides.
      await settle(
        "unknown",
        enrolment.id,
        `L'iscrizione ${enrolment.reference} è chiusa (annullata o respinta): riattivala o rimborsa.`,
      );
      return "unknown";
    }
    const kind = await payWithLine(tx, stored, enrolment, actor, "dall'estratto conto");
    await settle(kind, enrolment.id);
    return kind;
  });
}

/**
 * Imports the credits of a statement: new ones stored and matched, known ones
 * (same key) left alone. One history row says what the import did.
 */
export async function importStatement(
  db: Db,
  lines: StatementLine[],
  actor: Actor,
  fileName: string,
): Promise<ImportSummary> {
  const summary: ImportSummary = {
    matched: 0,
    partial: 0,
    excess: 0,
    unknown: 0,
    manual: 0,
    known: 0,
  };
  for (const line of lines) {
    const status = await importLine(db, line, actor);
    if (status === null) summary.known++;
    else summary[status]++;
  }
  await recordChange(db, {
    actor,
    action: "import",
    entityType: "payment",
    summary: `Estratto conto «${fileName}» importato: ${lines.length} accrediti, ${summary.matched} pagati, ${summary.partial} parziali, ${summary.excess} in eccesso, ${summary.unknown} da abbinare, ${summary.known} già importati`,
  });
  wakeJobs();
  return summary;
}

/** Lines that wait for a person: unknown ones, and partial or excess ones not yet looked at. */
export function linesToReview(db: Db) {
  return db
    .select({
      line: bankLines,
      reference: enrolments.reference,
      fullName: enrolments.fullName,
    })
    .from(bankLines)
    .leftJoin(enrolments, eq(enrolments.id, bankLines.enrolmentId))
    .where(
      or(
        eq(bankLines.status, "unknown"),
        and(inArray(bankLines.status, ["partial", "excess"]), isNull(bankLines.reviewedAt)),
      ),
    )
    .orderBy(desc(bankLines.bookingDate), desc(bankLines.createdAt))
    .limit(200);
}

export type ManualMatch =
  | { ok: true; reference: string; status: "matched" | "partial" | "excess" }
  | { ok: false; message: string };

/**
 * Matches an unknown line to the enrolment whose reference a person typed:
 * its money is recorded as the import would have, the line becomes 'manual'.
 * Null when there is no such unknown line (already matched by someone else).
 */
export async function matchLineByHand(
  db: Db,
  input: { lineId: string; reference: string; actor: Actor },
): Promise<ManualMatch | null> {
  if (!isUuid(input.lineId)) return null;
  const typed = referenceIn(input.reference) ?? input.reference.trim();
  const outcome = await db.transaction(async (tx): Promise<ManualMatch | null> => {
    const [line] = await tx
      .select()
      .from(bankLines)
      .where(and(eq(bankLines.id, input.lineId), eq(bankLines.status, "unknown")))
      .for("update");
    if (!line) return null;
    if (line.currency !== "EUR") {
      return {
        ok: false,
        message:
          "Un accredito in un'altra valuta va registrato a mano dalla pagina del partecipante.",
      };
    }
    const enrolment = typed ? await enrolmentByReference(tx, typed) : null;
    if (!enrolment) {
      return {
        ok: false,
        message: `Nessuna iscrizione con il riferimento «${input.reference.trim()}»: controlla il riferimento (es. ISC-2027-0001).`,
      };
    }
    if ((ENDED as readonly string[]).includes(enrolment.status)) {
      return {
        ok: false,
        message: `L'iscrizione ${enrolment.reference} è annullata o respinta: riportala prima a uno stato attivo.`,
      };
    }
    const status = await payWithLine(tx, line, enrolment, input.actor, "abbinato a mano");
    await tx
      .update(bankLines)
      .set({
        status: "manual",
        enrolmentId: enrolment.id,
        note: "",
        reviewedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(bankLines.id, line.id));
    return { ok: true, reference: enrolment.reference, status };
  });
  if (outcome?.ok) wakeJobs();
  return outcome;
}

/** A partial or excess line a person has looked at leaves the list; false when there is none. */
export async function markLineReviewed(db: Db, lineId: string, actor: Actor): Promise<boolean> {
  if (!isUuid(lineId)) return false;
  return db.transaction(async (tx) => {
    const [line] = await tx
      .update(bankLines)
      .set({ reviewedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(bankLines.id, lineId),
          inArray(bankLines.status, ["partial", "excess"]),
          isNull(bankLines.reviewedAt),
        ),
      )
      .returning();
    if (!line) return false;
    await recordChange(tx, {
      actor,
      action: "review",
      entityType: "payment",
      entityId: line.enrolmentId,
      summary: `Accredito di ${formatEuro(line.amountCents)} del ${line.bookingDate} (${line.status === "partial" ? "parziale" : "in eccesso"}) verificato`,
    });
    return true;
  });
}
