/**
 * Personal data of the people who write to us or enrol (decision 042):
 * erasure on request (GDPR art. 17), the retention periods applied every night,
 * and the export of everything held about one person (art. 15).
 *
 * Every table holding a person's data is one entry of PERSONAL_DATA_HOLDERS
 * (a new form is one more entry): erasure, retention and the export cover it.
 * Erasing deletes the row and, in the same transaction, every copy of it the
 * site makes (outbox jobs about it, saved versions) and its files (stored in
 * the database, decision 040). A school's order is the one row that stays:
 * only its contact person's data goes, since its fiscal facts are those of its
 * invoice (decision 064).
 */
import { and, eq, ilike, inArray, isNotNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { WorkerDeps } from "~/context";
import { now } from "~/platform/clock.server";
import type { Db } from "~/platform/db/client.server";
import {
  certificates,
  contactMessages,
  courseEditions,
  courses,
  editionLessons,
  enrolments,
  entityVersions,
  jobs,
  lessonAttendance,
  schoolOrders,
} from "~/platform/db/schema";
import { formatDateIt, isoDateInRome } from "~/platform/format-date";
import { deleteStoredFile } from "~/platform/files/stored-files.server";
import { receiptKey } from "~/platform/forms/uploads.server";
import { recordChange, type Actor } from "~/platform/records/audit.server";
import { isUuid } from "~/platform/uuid";
import { retentionMonths } from "~/features/settings/public-api.server";
import { forgetQuestionnaireFlags } from "~/features/questionnaire/public-api.server";

/** The one place erasure touches files. */
async function deleteReceiptFile(tx: Db, file: string): Promise<void> {
  await deleteStoredFile(tx, receiptKey(file));
}

/** Who a person is for the art. 15 search: their e-mail and, when known, fiscal code. */
export type Person = { email: string; fiscalCode: string | null };

/** How the history names an erased row, and its files. */
type Erased = { label: string; files: string[] };

type Holder = {
  /** The history's entity type (AUDIT_ENTITY_LABELS). */
  entityType: "message" | "enrolment" | "school-order";
  /** What the history says after the record's label: «cancellato», «cancellata»… */
  erasedWord: string;
  /** The outbox jobs about record `id`, deleted with it (their payload or copy may hold its data). */
  jobsAbout(id: string): SQL;
  exportKey: string;
  /** The person a record is about; null when there is no such record. */
  person(db: Db, id: string): Promise<Person | null>;
  /** Erases the row's personal data (deletes it, locked first); null when it was already gone. */
  erase(tx: Db, id: string): Promise<Erased | null>;
  /** Ids of rows whose retention period ended before `at`. */
  expired(db: Db, at: Date): Promise<string[]>;
  /** Everything this table holds about the person, as the export shows it. */
  find(db: Db, person: Person): Promise<Record<string, unknown>[]>;
};

/** An exact, case-insensitive match of an e-mail (no wildcard from the data). */
function sameEmail(column: Parameters<typeof ilike>[0], email: string) {
  return ilike(
    column,
    email.replace(/[\\%_]/g, (c) => `\\${c}`),
  );
}

function aboutPerson(
  table: { email: Parameters<typeof ilike>[0]; fiscalCode: Parameters<typeof eq>[0] },
  person: Person,
) {
  return or(
    sameEmail(table.email, person.email),
    person.fiscalCode ? eq(table.fiscalCode, person.fiscalCode) : undefined,
  );
}

function monthsBefore(at: Date, months: number): Date {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/**
 * The first Rome day whose editions are still within the enrolments' period
 * at `at`: an edition whose last day (its first when it has none) is before
 * it is past.
 */
function editionsKeptFrom(at: Date): string {
  return isoDateInRome(monthsBefore(at, retentionMonths().registrations));
}

const editionEnd = sql`coalesce(${courseEditions.endDate}, ${courseEditions.startDate})`;

const messages: Holder = {
  entityType: "message",
  erasedWord: "cancellato",
  jobsAbout: (id) => sql`${jobs.payload} ->> 'messageId' = ${id}`,
  exportKey: "messaggi",
  async person(db, id) {
    const [row] = await db
      .select({ email: contactMessages.email })
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    return row ? { email: row.email, fiscalCode: null } : null;
  },
  async erase(tx, id) {
    const [row] = await tx
      .delete(contactMessages)
      .where(eq(contactMessages.id, id))
      .returning({ createdAt: contactMessages.createdAt });
    return row ? { label: `Messaggio del ${formatDateIt(row.createdAt)}`, files: [] } : null;
  },
  async expired(db, at) {
    const cutoff = monthsBefore(at, retentionMonths().messages);
    const rows = await db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(lt(contactMessages.createdAt, cutoff));
    return rows.map((r) => r.id);
  },
  async find(db, person) {
    const rows = await db
      .select()
      .from(contactMessages)
      .where(sameEmail(contactMessages.email, person.email))
      .orderBy(contactMessages.createdAt);
    return rows.map((m) => ({
      ricevutoIl: m.createdAt.toISOString(),
      nome: m.name,
      email: m.email,
      oggetto: m.subject,
      messaggio: m.message,
      stato: m.status,
      iscrizioneNewsletter: m.mailerliteStatus,
    }));
  },
};

/**
 * The enrolments (decision 043: any course edition, the CEDILS ones too since
 * decision 049, their own fields in `altriDati`, as the data for the
 * participant's own invoice, decision 063); their attestati go with them.
 */
const courseEnrolments: Holder = {
  entityType: "enrolment",
  erasedWord: "cancellata",
  // A mail about several enrolments ('Le mie iscrizioni') lists them in `enrolmentIds`.
  jobsAbout: (id) =>
    sql`${jobs.payload} ->> 'enrolmentId' = ${id} or coalesce(${jobs.payload} -> 'enrolmentIds', '[]'::jsonb) @> to_jsonb(${id}::text)`,
  exportKey: "iscrizioniCorsi",
  async person(db, id) {
    const [row] = await db
      .select({ email: enrolments.email, fiscalCode: enrolments.fiscalCode })
      .from(enrolments)
      .where(eq(enrolments.id, id));
    return row ?? null;
  },
  async erase(tx, id) {
    // An attestato copies the name and fiscal code: erased with its enrolment.
    await tx.delete(certificates).where(eq(certificates.enrolmentId, id));
    const [row] = await tx
      .delete(enrolments)
      .where(eq(enrolments.id, id))
      .returning({ reference: enrolments.reference, file: enrolments.fileKey });
    return row ? { label: `Iscrizione ${row.reference}`, files: row.file ? [row.file] : [] } : null;
  },
  async expired(db, at) {
    const rows = await db
      .select({ id: enrolments.id })
      .from(enrolments)
      .innerJoin(courseEditions, eq(enrolments.editionId, courseEditions.id))
      .where(sql`${editionEnd} < ${editionsKeptFrom(at)}`);
    return rows.map((r) => r.id);
  },
  async find(db, person) {
    const rows = await db
      .select({ enrolment: enrolments, edition: courseEditions, courseTitle: courses.title })
      .from(enrolments)
      .innerJoin(courseEditions, eq(enrolments.editionId, courseEditions.id))
      .innerJoin(courses, eq(courseEditions.courseId, courses.id))
      .where(aboutPerson(enrolments, person))
      .orderBy(enrolments.createdAt);
    return rows.map(({ enrolment: e, edition, courseTitle }) => ({
      riferimento: e.reference,
      ricevutaIl: e.createdAt.toISOString(),
      corso: courseTitle,
      edizione: { inizio: edition.startDate, fine: edition.endDate },
      stato: e.status,
      nomeCognome: e.fullName,
      codiceFiscale: e.fiscalCode,
      email: e.email,
      telefono: e.phone,
      scuola: e.school,
      ruolo: e.role,
      pagamento: e.paymentMethod,
      codiceBuono: e.voucherCode,
      scuolaCheOrdina: e.orderSchoolName,
      codiceMeccanograficoScuola: e.orderSchoolCode,
      indirizzoFatturazione: e.orderInvoiceAddress,
      oreFrequentate: e.hoursAttended,
      altriDati: e.details,
      documentoDiPagamento: e.fileKey
        ? { nomeFile: e.fileOriginalName, tipo: e.fileMime, dimensioneByte: e.fileSize }
        : null,
    }));
  },
};

/** An order still holding its contact person's data: erased once, never again. */
const withContactData = or(
  ne(schoolOrders.contactEmail, ""),
  ne(schoolOrders.contactName, ""),
  isNotNull(schoolOrders.accessTokenHash),
);

/**
 * A school's order (decision 064): its contact person (name, e-mail) and the
 * hash of their private link are personal data, kept as long as the
 * enrolments of its edition. The row stays with its fiscal facts (school,
 * codice fiscale, IPA code, CIG and CUP, purchase order, amounts, status),
 * which its invoice repeats and the law keeps ten years; its teachers are
 * enrolments of their own, erased by their own rules.
 */
const orderContacts: Holder = {
  entityType: "school-order",
  erasedWord: "cancellati",
  // The order's e-mails name the contact and list the teachers; its invoice job stays.
  jobsAbout: (id) =>
    sql`${jobs.kind} in ('school-order.mail-contact', 'school-order.mail-school') and ${jobs.payload} ->> 'orderId' = ${id}`,
  exportKey: "ordiniScuole",
  async person(db, id) {
    const [row] = await db
      .select({ email: schoolOrders.contactEmail })
      .from(schoolOrders)
      .where(eq(schoolOrders.id, id));
    return row?.email ? { email: row.email, fiscalCode: null } : null;
  },
  async erase(tx, id) {
    const [row] = await tx
      .update(schoolOrders)
      .set({ contactName: "", contactEmail: "", accessTokenHash: null, updatedAt: new Date() })
      .where(and(eq(schoolOrders.id, id), withContactData))
      .returning({ reference: schoolOrders.reference });
    return row
      ? { label: `Ordine ${row.reference}: dati personali del referente`, files: [] }
      : null;
  },
  async expired(db, at) {
    const rows = await db
      .select({ id: schoolOrders.id })
      .from(schoolOrders)
      .innerJoin(courseEditions, eq(schoolOrders.editionId, courseEditions.id))
      .where(and(sql`${editionEnd} < ${editionsKeptFrom(at)}`, withContactData));
    return rows.map((r) => r.id);
  },
  async find(db, person) {
    // The person as the order's contact, or as one of its teachers (an enrolment of theirs).
    const asTeacher = db
      .select({ orderId: enrolments.schoolOrderId, reference: enrolments.reference })
      .from(enrolments)
      .where(and(isNotNull(enrolments.schoolOrderId), aboutPerson(enrolments, person)));
    const teacherOf = new Map((await asTeacher).map((t) => [t.orderId!, t.reference]));
    const rows = await db
      .select({ order: schoolOrders, edition: courseEditions, courseTitle: courses.title })
      .from(schoolOrders)
      .innerJoin(courseEditions, eq(schoolOrders.editionId, courseEditions.id))
      .innerJoin(courses, eq(courseEditions.courseId, courses.id))
      .where(
        or(
          and(
            ne(schoolOrders.contactEmail, ""),
            sameEmail(schoolOrders.contactEmail, person.email),
          ),
          teacherOf.size > 0 ? inArray(schoolOrders.id, [...teacherOf.keys()]) : undefined,
        ),
      )
      .orderBy(schoolOrders.createdAt);
    return rows.map(({ order: o, edition, courseTitle }) => {
      const contact =
        o.contactEmail !== "" && o.contactEmail.toLowerCase() === person.email.toLowerCase();
      return {
        riferimento: o.reference,
        ricevutoIl: o.createdAt.toISOString(),
        corso: courseTitle,
        edizione: { inizio: edition.startDate, fine: edition.endDate },
        stato: o.status,
        scuola: o.schoolName,
        // Only the person's own part: the contact's data to the contact, to a teacher their enrolment.
        referente: contact ? { nomeCognome: o.contactName, email: o.contactEmail } : null,
        iscrizioneComeDocente: teacherOf.get(o.id) ?? null,
      };
    });
  },
};

/** Decision 042: erasure, retention and export read this list. */
const PERSONAL_DATA_HOLDERS = [messages, courseEnrolments, orderContacts] as const;

export type PersonalRecordType = Holder["entityType"];

function holderOf(entityType: PersonalRecordType): Holder {
  return PERSONAL_DATA_HOLDERS.find((h) => h.entityType === entityType)!;
}

/** Why a record is erased: the history says which. */
type ErasureReason = "richiesta" | "conservazione";

const REASON_TEXT: Record<ErasureReason, string> = {
  richiesta: "su richiesta dell'interessato",
  conservazione: "perché è scaduto il periodo di conservazione",
};

const RETENTION_ACTOR: Actor = { id: null, label: "Conservazione automatica" };

/**
 * Erases one record and every copy of it: the outbox jobs about it (their
 * payload and last error may carry an address), its saved versions, its files.
 * The history row names it by reference or date, never by anything personal.
 * False when it was already gone.
 */
export async function erasePersonalRecord(
  deps: Pick<WorkerDeps, "database" | "env" | "log">,
  entityType: PersonalRecordType,
  id: string,
  by: Actor,
  reason: ErasureReason = "richiesta",
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const holder = holderOf(entityType);
  const erased = await deps.database.db.transaction(async (tx) => {
    const done = await holder.erase(tx, id);
    if (!done) return null;
    for (const file of done.files) await deleteReceiptFile(tx, file);
    await tx.delete(jobs).where(holder.jobsAbout(id));
    await tx
      .delete(entityVersions)
      .where(and(eq(entityVersions.entityType, entityType), eq(entityVersions.entityId, id)));
    const files = done.files.length ? ", con i file allegati," : "";
    await recordChange(tx, {
      actor: by,
      action: "erase",
      entityType,
      entityId: id,
      summary: `${done.label} ${holder.erasedWord}${files} ${REASON_TEXT[reason]}`,
    });
    return done;
  });
  return erased !== null;
}

/**
 * The nightly retention run (decision 042): one transaction per record past
 * its period in the settings (/admin/impostazioni). Safe to run twice: the
 * second run finds nothing.
 */
export async function applyRetention(
  deps: Pick<WorkerDeps, "database" | "env" | "log">,
  at: Date = now(),
): Promise<Record<PersonalRecordType | "attendance", number>> {
  const counts = { message: 0, enrolment: 0, "school-order": 0, attendance: 0 };
  counts.attendance = await eraseOldAttendance(deps.database.db, at);
  for (const holder of PERSONAL_DATA_HOLDERS) {
    for (const id of await holder.expired(deps.database.db, at)) {
      const erased = await erasePersonalRecord(
        deps,
        holder.entityType,
        id,
        RETENTION_ACTOR,
        "conservazione",
      );
      if (erased) counts[holder.entityType]++;
    }
  }
  // Not a record of its own: a flag on enrolments kept for a shorter period (decision 066).
  const cutoff = isoDateInRome(monthsBefore(at, retentionMonths().questionnaire));
  const cleared = await forgetQuestionnaireFlags(deps.database.db, cutoff);
  if (cleared) deps.log.info({ cleared }, "questionnaire flags past their retention cleared");
  return counts;
}

/**
 * Erases the attendance register's rows of lessons that ended more than its
 * retention period ago (decision 065), with one history row naming how many.
 */
async function eraseOldAttendance(db: Db, at: Date): Promise<number> {
  const cutoff = monthsBefore(at, retentionMonths().register);
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(lessonAttendance)
      .where(
        inArray(
          lessonAttendance.lessonId,
          tx
            .select({ id: editionLessons.id })
            .from(editionLessons)
            .where(lt(editionLessons.endsAt, cutoff)),
        ),
      )
      .returning({ lessonId: lessonAttendance.lessonId });
    if (gone.length > 0) {
      await recordChange(tx, {
        actor: RETENTION_ACTOR,
        action: "erase",
        entityType: "edition",
        entityId: null,
        summary: `Registro presenze: ${gone.length} ${gone.length === 1 ? "presenza cancellata" : "presenze cancellate"} di lezioni anteriori al ${formatDateIt(cutoff)}, perché è scaduto il periodo di conservazione`,
      });
    }
    return gone.length;
  });
}

/**
 * Everything held about the person a record is about (GDPR art. 15), found by
 * e-mail and fiscal code. Null when the record does not exist. The download
 * and its history row: exports.server.ts.
 */
export async function collectPersonalData(
  db: Db,
  from: { entityType: PersonalRecordType; id: string },
): Promise<{ document: unknown; fileName: string; rows: number; detail: string } | null> {
  if (!isUuid(from.id)) return null;
  const person = await holderOf(from.entityType).person(db, from.id);
  if (!person) return null;
  const found: Record<string, Record<string, unknown>[]> = {};
  for (const holder of PERSONAL_DATA_HOLDERS) {
    found[holder.exportKey] = await holder.find(db, person);
  }
  const counts = PERSONAL_DATA_HOLDERS.map((h) => found[h.exportKey]!.length);
  return {
    document: {
      esportatoIl: now().toISOString(),
      descrizione:
        "Tutti i dati personali conservati dal sito su questa persona (art. 15 GDPR), cercati per indirizzo e-mail e codice fiscale.",
      interessato: { email: person.email, codiceFiscale: person.fiscalCode },
      ...found,
    },
    fileName: "dati-personali",
    rows: counts.reduce((a, b) => a + b, 0),
    detail: `${counts[0]} messaggi, ${counts[1]} iscrizioni ai corsi, ${counts[2]} ordini delle scuole`,
  };
}
