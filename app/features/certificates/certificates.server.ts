/**
 * Attestati (decision 044). Staff issue one to a
 * participant whose enrolment is 'completata' with at least the edition's
 * required hours; the row copies what the certificate states, so it reads the
 * same whatever changes later. Anyone verifies a code at /attestati/{code};
 * staff may revoke one with a reason. Every issue and revocation goes to the
 * history in its own transaction.
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
} from "~/platform/db/schema";
import { isUuid } from "~/platform/uuid";
import { recordChange, type Actor } from "~/platform/records/audit.server";
import {
  certificateCodeFrom,
  normaliseCertificateCode,
} from "~/features/certificates/certificate-code";
import { ENROLMENT_STATUS_LABELS } from "~/features/enrolments/public-api";

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
 * every participant who may have one and has none yet. A named participant
 * who may not (not completata, too few hours, one already issued) is refused
 * with an Italian reason and nothing is issued; with "all" they are skipped.
 * `place` is where the certificate is issued (the school's city).
 */
export async function issueCertificates(
  db: Db,
  input: { editionId: string; enrolmentIds: string[] | "all"; place: string; actor: Actor },
): Promise<IssueOutcome | null> {
  return db.transaction(async (tx) => {
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
    const required = edition.edition.certificateHours;
    const problems: string[] = [];
    const eligible = rows.filter(({ enrolment: e, certificateId }) => {
      let problem: string | null = null;
      if (certificateId) problem = `${e.fullName} ha già un attestato.`;
      else if (e.status !== "completata") {
        problem = `${e.fullName}: l'attestato si rilascia solo a chi ha completato il corso (stato «${ENROLMENT_STATUS_LABELS.completata}»; ora è «${ENROLMENT_STATUS_LABELS[e.status]}»).`;
      } else if (e.hoursAttended < required) {
        problem = `${e.fullName} ha frequentato ${e.hoursAttended} ${e.hoursAttended === 1 ? "ora" : "ore"} sulle ${required} richieste: l'attestato non si può rilasciare.`;
      }
      if (problem) problems.push(problem);
      return problem === null;
    });
    if (ids && problems.length > 0) return { issued: [], problems };
    if (eligible.length === 0) {
      return {
        issued: [],
        problems: [
          `Nessun attestato da rilasciare: serve lo stato «${ENROLMENT_STATUS_LABELS.completata}» con almeno ${required} ore frequentate, e chi ha già l'attestato non ne riceve un altro.`,
        ],
      };
    }
    const issued: Certificate[] = [];
    for (const { enrolment: e } of eligible) {
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
          hours: e.hoursAttended,
          place: input.place,
          issuedBy: input.actor.id,
        })
        .returning();
      await recordChange(tx, {
        actor: input.actor,
        action: "create",
        entityType: "certificate",
        entityId: certificate!.id,
        summary: `Attestato ${certificate!.code} rilasciato a ${e.fullName} («${edition.courseTitle}»)`,
      });
      issued.push(certificate!);
    }
    return { issued, problems: [] };
  });
}

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
