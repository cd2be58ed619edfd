import { expect } from "vitest";

/**
 * Two instances running a background scan at the same moment claim `claimed`
 * rows between them, each row once; a scan after them finds nothing left.
 */
export async function expectScansClaimOnce(scan: () => Promise<number>, claimed: number) {
  const counts = await Promise.all([scan(), scan()]);
  expect(counts.reduce((a, b) => a + b, 0)).toBe(claimed);
  expect(await scan()).toBe(0);
}
