/** The address of an enrolment's private page (decision 059), from its token. Browser-safe. */
export function participantPagePath(token: string): string {
  return `/iscrizioni/${token}`;
}
