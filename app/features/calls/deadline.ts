/**
 * A dated call (bando) closes at an instant written with its Rome offset, e.g.
 * "2025-11-15T14:00:00+01:00". Loaders compare with the server clock
 * (app/platform/clock.server.ts) and send the result, so every visitor sees the
 * same answer whatever their own clock says.
 */
export function isDeadlinePassed(deadline: string, now: Date): boolean {
  return now.getTime() >= new Date(deadline).getTime();
}
