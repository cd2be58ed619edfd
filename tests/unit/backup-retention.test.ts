import { describe, expect, it } from "vitest";
import { backupsToPrune } from "../../scripts/lib/backup-retention";

const name = (d: Date) => `backup-${d.toISOString().replace(/[:.]/g, "-").slice(0, 19)}.ndjson.gz`;

describe("backup retention (npm run backup -- --prune)", () => {
  it("keeps one archive per day for 14 days and one per month for 12 months", () => {
    // Two nightly archives a day (02:00 and 14:00) for two years, up to 2026-11-22.
    const names: string[] = [];
    for (let i = 0; i < 730; i++) {
      const day = Date.UTC(2026, 10, 22) - i * 86_400_000;
      names.push(name(new Date(day + 2 * 3_600_000)), name(new Date(day + 14 * 3_600_000)));
    }
    const removed = new Set(backupsToPrune([...names, "notes.txt", "backup-manual.ndjson.gz"]));
    const kept = names.filter((n) => !removed.has(n)).sort();
    // 14 days (the newest of each), plus the newest of each of the 11 earlier months.
    expect(kept).toHaveLength(14 + 11);
    expect(kept.at(-1)).toBe("backup-2026-11-22T14-00-00.ndjson.gz");
    expect(kept).toContain("backup-2026-11-09T14-00-00.ndjson.gz");
    expect(kept).not.toContain("backup-2026-11-08T14-00-00.ndjson.gz");
    expect(kept).toContain("backup-2026-10-31T14-00-00.ndjson.gz");
    expect(kept[0]).toBe("backup-2025-12-31T14-00-00.ndjson.gz");
    expect(removed.has("notes.txt")).toBe(false);
    expect(removed.has("backup-manual.ndjson.gz")).toBe(false);
  });

  it("removes nothing while there are fewer archives than the retention", () => {
    expect(backupsToPrune(["backup-2026-11-22T02-00-00.ndjson.gz"])).toEqual([]);
  });
});
