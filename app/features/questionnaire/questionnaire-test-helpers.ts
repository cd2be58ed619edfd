// What the questionnaire's integration tests share: an edition over or to
// come, a participant holding a private link, and the participant's form.
import { randomUUID } from "node:crypto";
import type { Database } from "~/platform/db/client.server";
import { eq } from "drizzle-orm";
import {
  editionLessons,
  enrolmentAccessTokens,
  enrolments,
  type CourseEdition,
} from "~/platform/db/schema";
import { parseEnv, type Env } from "~/platform/env.server";
import { isoDateInRome } from "~/platform/format-date";
import { createToken } from "~/platform/security/token-hash.server";
import { issueCertificates } from "~/features/certificates/public-api.server";
import { DEFAULT_QUESTIONS, fieldName } from "~/features/questionnaire/questions";
import { action as answerAction } from "~/features/questionnaire/participant/questionnaire-page";
import { callAction } from "../../../tests/support/action";
import { anEnrolment, insertCourseEdition } from "../../../tests/support/builders";
import pino from "pino";

export const testEnv = (extra: Record<string, string> = {}): Env =>
  parseEnv({ NODE_ENV: "test", DATA_DIR: process.env.DATA_DIR, ...extra });

const HOUR = 3_600_000;

/**
 * A course and an edition whose last lesson ended `endedHoursAgo` hours ago
 * (negative: still to come), its dates around its lessons; without
 * `endedHoursAgo`, an edition without lessons that ended on 2025-10-31.
 */
export async function anEditionWithLessons(
  database: Database,
  options: { endedHoursAgo?: number; required?: boolean } = {},
): Promise<{ edition: CourseEdition; courseId: string }> {
  const end = Date.now() - (options.endedHoursAgo ?? 0) * HOUR;
  const { course, edition } = await insertCourseEdition(database.db, `corso-${randomUUID()}`, {
    startDate:
      options.endedHoursAgo === undefined ? "2025-10-01" : isoDateInRome(new Date(end - 50 * HOUR)),
    endDate: options.endedHoursAgo === undefined ? "2025-10-31" : isoDateInRome(new Date(end)),
    questionnaireRequired: options.required ?? false,
  });
  if (options.endedHoursAgo !== undefined) {
    await database.db.insert(editionLessons).values([
      // An earlier lesson, and a cancelled one after the last: neither decides.
      {
        editionId: edition.id,
        startsAt: new Date(end - 50 * HOUR),
        endsAt: new Date(end - 48 * HOUR),
      },
      { editionId: edition.id, startsAt: new Date(end - 2 * HOUR), endsAt: new Date(end) },
      {
        editionId: edition.id,
        startsAt: new Date(end + 46 * HOUR),
        endsAt: new Date(end + 48 * HOUR),
        status: "annullata",
      },
    ]);
  }
  return { edition, courseId: course.id };
}

/** A participant of `editionId` (a seat unless `status` says otherwise) and the token of their link. */
export async function aParticipant(
  database: Database,
  editionId: string,
  status: (typeof enrolments.$inferInsert)["status"] = "confermata",
): Promise<{ id: string; token: string }> {
  const { token, hash } = createToken();
  const [row] = await database.db
    .insert(enrolments)
    .values(anEnrolment(editionId, { status }))
    .returning({ id: enrolments.id });
  await database.db.insert(enrolmentAccessTokens).values({ hash, enrolmentId: row!.id });
  return { id: row!.id, token };
}

/** The attestato of the enrolment `enrolmentId` ('completata', its hours attended), issued by staff; its code. */
export async function aCertificate(
  database: Database,
  editionId: string,
  enrolmentId: string,
): Promise<string> {
  await database.db
    .update(enrolments)
    .set({ status: "completata", hoursAttended: 20 })
    .where(eq(enrolments.id, enrolmentId));
  const outcome = await issueCertificates(database.db, {
    editionId,
    enrolmentIds: [enrolmentId],
    place: "Potenza",
    actor: { id: null, label: "Segreteria" },
  });
  return outcome!.issued[0]!.code;
}

/** Every default scale answered with `score`, the comment `comment` (left out when empty). */
export function answersForm(score: number, comment = ""): Record<string, string> {
  const form: Record<string, string> = {};
  for (const q of DEFAULT_QUESTIONS) {
    if (q.kind === "scala") form[fieldName(q)] = String(score);
    else if (comment) form[fieldName(q)] = comment;
  }
  return form;
}

/** POST /iscrizioni/{token}/questionario: the status, and the data or the redirect's location. */
export async function postAnswers(
  database: Database,
  token: string,
  fields: Record<string, string>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const request = new Request(`http://localhost/iscrizioni/${token}/questionario`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const answer = await callAction(answerAction, request, {
    database,
    env: testEnv(),
    log: pino({ level: "silent" }),
    params: { token },
  }).catch((thrown: unknown) => {
    const init = (thrown as { init?: ResponseInit | null }).init;
    if (thrown instanceof Response) return { status: thrown.status, body: {} };
    if (init?.status) return { status: init.status, body: {} };
    throw thrown;
  });
  const raw = answer.body as unknown;
  if (raw instanceof Response) {
    return { status: raw.status, body: { location: raw.headers.get("Location") } };
  }
  return answer;
}
