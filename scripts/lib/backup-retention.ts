// Which backup archives `npm run backup -- --prune` keeps: the newest archive of
// each of the last 14 days that have one, and the newest archive of each of the
// last 12 months that have one. Everything else named backup-<date>.ndjson.gz
// is removed; other files in the folder are never touched.

const NAME = /^backup-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})\.ndjson\.gz$/;

type Retention = { daily: number; monthly: number };
const DEFAULT_RETENTION: Retention = { daily: 14, monthly: 12 };

/** The archives to delete, among `names` (file names, not paths). */
export function backupsToPrune(names: string[], retention = DEFAULT_RETENTION): string[] {
  // The stamp sorts like the date: newest first.
  const archives = names.filter((name) => NAME.test(name)).sort((a, b) => (a < b ? 1 : -1));
  const keep = new Set<string>();
  const days = new Set<string>();
  const months = new Set<string>();
  for (const name of archives) {
    const [, y, m, d] = name.match(NAME)!;
    const day = `${y}-${m}-${d}`;
    const month = `${y}-${m}`;
    if (!days.has(day) && days.size < retention.daily) {
      days.add(day);
      keep.add(name);
    }
    if (!months.has(month) && months.size < retention.monthly) {
      months.add(month);
      keep.add(name);
    }
  }
  return archives.filter((name) => !keep.has(name));
}
