/** The contact person's page of a school's order (decision 064): the token is the key. */
export function schoolOrderPagePath(token: string): string {
  return `/ordini-scuola/${token}`;
}
