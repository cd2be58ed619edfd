/**
 * Attestati (decisions 044 and 065). The row copies what the certificate
 * states, so it reads the same whatever changes later. Every issue and
 * revocation goes to the history in its own transaction.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import {
  certificates,
  courseEditions,
  courses,
  enrolments,
  type Certificate,
  type Enrolment,
} from "~/platform/db/schema";
import { now } from "~/platform/clock.server";
import { enqueueJob, wakeJobs } from "~/platform/jobs.server";
import { isUuid } from "~/platform/uuid";
import { recordChange, type Actor } from "~/platform/records/audit.server";
import {
  certificateCodeFrom,
  normaliseCertificateCode,
} from "~/features/certificates/certificate-code";
import {
  certificateHoursFor,
  editionNotOverProblem,
  ENROLMENT_STATUS_LABELS,
} from "~/features/enrolments/public-api";
import { attendanceBases } from "~/features/enrolments/public-api.server";

/** A new, unguessable verification code (certificate-code.ts). */
export function newCertificateCode(): string {
  return certificateCodeFrom(randomBytes(20));
}

/** The public address of a certificate's verification page. */
export function certificateUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/attestati/${code}`;
}

export type IssueOutcome = { issued: Certificate[]; problems: string[] };

/**
 * Issues the attestato of the given participants of an edition, or ("all") of
 * every participant who may have one and has none yet (decision 065: after the
 * last lesson, with the edition's minimum attendance, the hours attended and
 * never more than the edition's). A named participant who may not is refused
 * with an Italian reason and nothing is issued; with "all" they are skipped.
 * Each attestato queues its e-mail to the participant. `place` is where the
 * certificate is issued (the school's city).
 */
export async function issueCertificates(
  db: Db,
  input: { editionId: string; enrolmentIds: string[] | "all"; place: string; actor: Actor },
): Promise<IssueOutcome | null> {
  const outcome = await db.transaction(async (tx): Promise<IssueOutcome | null> => {
    const [edition] = await tx
      .select({ edition: courseEditions, courseTitle: courses.title })
      .from(courseEditions)
      .innerJoin(courses, eq(courses.id, courseEditions.courseId))
      .where(eq(courseEditions.id, input.editionId))
      .for("update", { of: courseEditions });
    if (!edition) return null;
    const ids = input.enrolmentIds === "all" ? null : input.enrolmentIds.filter(isUuid);
    if (ids && ids.length === 0) return { issued: [], problems: ["Nessun partecipante indicato."] };
    const rows = await tx
      .select({ enrolment: enrolments, certificateId: certificates.id })
      .from(enrolments)
      .leftJoin(certificates, eq(certificates.enrolmentId, enrolments.id))
      .where(
        and(
          eq(enrolments.editionId, input.editionId),
          ids ? inArray(enrolments.id, ids) : eq(enrolments.status, "completata"),
        ),
      )
      .orderBy(asc(enrolments.createdAt))
      .for("update", { of: enrolments });
    if (ids && rows.length !== ids.length) return null;
    const bases = await attendanceBases(
      tx,
      edition.edition,
      rows.map((r) => r.enrolment),
    );
    const at = now();
    const minPercent = edition.edition.minAttendancePercent;
    const notOver = editionNotOverProblem(bases.edition, at);
    if (!ids && notOver) return { issued: [], problems: [notOver] };
    const problems: string[] = [];
    const eligible: Array<{ enrolment: Enrolment; hours: number }> = [];
    for (const { enrolment: e, certificateId } of rows) {
      if (certificateId) problems.push(`${e.fullName} ha già un attestato.`);
      else if (e.status !== "completata") {
        problems.push(
          `${e.fullName}: l'attestato si rilascia solo a chi ha completato il corso (stato «${ENROLMENT_STATUS_LABELS.completata}»; ora è «${ENROLMENT_STATUS_LABELS[e.status]}»).`,
        );
      } else {
        const rule = certificateHoursFor(e.fullName, bases.of(e), minPercent, at);
        if ("problem" in rule) problems.push(rule.problem);
        else eligible.push({ enrolment: e, hours: rule.hours });
      }
    }
    if (ids && problems.length > 0) return { issued: [], problems };
    if (eligible.length === 0) {
      return {
        issued: [],
        problems: [
          `Nessun attestato da rilasciare: serve lo stato «${ENROLMENT_STATUS_LABELS.completata}» con almeno il ${minPercent} % delle ore dell'edizione frequentate, e chi ha già l'attestato non ne riceve un altro.`,
        ],
      };
    }
    const issued: Certificate[] = [];
    for (const { enrolment: e, hours } of eligible) {
      const [certificate] = await tx
        .insert(certificates)
        .values({
          code: newCertificateCode(),
          enrolmentId: e.id,
          fullName: e.fullName,
          fiscalCode: e.fiscalCode,
          courseTitle: edition.courseTitle,
          startDate: edition.edition.startDate,
          endDate: edition.edition.endDate,
          hours,
          sofiaInitiativeId: edition.edition.sofiaInitiativeId,
          sofiaEditionId: edition.edition.sofiaEditionId,
          place: input.place,
          issuedBy: input.actor.id,
        })
        .returning();
      await recordChange(tx, {
        actor: input.actor,
        action: "create",
        entityType: "certificate",
        entityId: certificate!.id,
        summary: `Attestato ${certificate!.code} rilasciato a ${e.fullName} («${edition.courseTitle}», ${hours} ore)`,
      });
      await enqueueJob(tx, CERTIFICATE_MAIL_JOB, { certificateId: certificate!.id });
      issued.push(certificate!);
    }
    return { issued, problems: [] };
  });
  if (outcome && outcome.issued.length > 0) wakeJobs();
  return outcome;
}

/** The job that e-mails a participant their new attestato (inbox/notifications.server.ts). */
export const CERTIFICATE_MAIL_JOB = "certificate.mail-issued";

/**
 * Revokes a certificate with the reason given; it keeps verifying, as
 * 'Revocato'. Null when there is no such certificate in the edition; false
 * when it was already revoked.
 */
export async function revokeCertificate(
  db: Db,
  input: { editionId: string; certificateId: string; reason: string; actor: Actor },
): Promise<boolean | null> {
  if (!isUuid(input.certificateId)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ certificate: certificates })
      .from(certificates)
      .innerJoin(enrolments, eq(enrolments.id, certificates.enrolmentId))
      .where(
        and(eq(certificates.id, input.certificateId), eq(enrolments.editionId, input.editionId)),
      )
      .for("update", { of: certificates });
    if (!row) return null;
    if (row.certificate.revokedAt) return false;
    await tx
      .update(certificates)
      .set({ revokedAt: new Date(), revokedBy: input.actor.id, revokeReason: input.reason })
      .where(eq(certificates.id, input.certificateId));
    await recordChange(tx, {
      actor: input.actor,
      action: "revoke",
      entityType: "certificate",
      entityId: input.certificateId,
      summary: `Attestato ${row.certificate.code} di ${row.certificate.fullName} revocato: ${input.reason}`,
    });
    return true;
  });
}

/** The certificate a code names (typed in any case, with or without dashes); null when none. */
export async function findCertificate(db: Db, code: string): Promise<Certificate | null> {
  const normalised = normaliseCertificateCode(code);
  if (!normalised) return null;
  const [row] = await db.select().from(certificates).where(eq(certificates.code, normalised));
  return row ?? null;
}

/** A certificate with the address of its holder, for the e-mail that announces it; null when gone. */
export async function getCertificateWithHolder(db: Db, certificateId: string) {
  if (!isUuid(certificateId)) return null;
  const [row] = await db
    .select({ certificate: certificates, email: enrolments.email })
    .from(certificates)
    .innerJoin(enrolments, eq(enrolments.id, certificates.enrolmentId))
    .where(eq(certificates.id, certificateId));
  return row ?? null;
}
