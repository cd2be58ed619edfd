/**
 * The participant's private links (decisions 059, 067). Only the SHA-256 of a
 * token is stored, so a link cannot be rebuilt: every e-mail to the
 * participant issues a fresh one when it is sent, and any link issued opens
 * the page until 'Le mie iscrizioni' replaces them all.
 */
import { eq } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { enrolmentAccessTokens } from "~/platform/db/schema";
import { createToken } from "~/platform/security/token-hash.server";
import { participantPagePath } from "~/features/enrolments/journey/participant-link";

/**
 * Issues a new link to the enrolment's page and returns its path
 * (`/iscrizioni/{token}`); with `replacing`, the links issued before stop
 * working. Call it when the link is about to be shown or sent, never to
 * store it.
 */
export async function participantLinkFor(
  tx: Db,
  enrolmentId: string,
  options: { replacing?: boolean } = {},
): Promise<string> {
  const access = createToken();
  if (options.replacing) {
    await tx
      .delete(enrolmentAccessTokens)
      .where(eq(enrolmentAccessTokens.enrolmentId, enrolmentId));
  }
  await tx.insert(enrolmentAccessTokens).values({ hash: access.hash, enrolmentId });
  return participantPagePath(access.token);
}

/** Puts every link of the enrolment out of use (its person changed: a school's teacher replaced). */
export async function revokeParticipantLinks(tx: Db, enrolmentId: string): Promise<void> {
  await tx.delete(enrolmentAccessTokens).where(eq(enrolmentAccessTokens.enrolmentId, enrolmentId));
}
