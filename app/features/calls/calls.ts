// Funding calls (bandi) as records (issue 15, docs/decisions/031): what the
// pages, the home cards and the staff screens share. Browser-safe: no zod, no
// database. Staff type dates and times as Europe/Rome wall-clock time; the
// database keeps instants; pages write them back in Rome time.
import { callStatus, type CallStatus } from "~/features/calls/call-status";
import { formatDateIt } from "~/platform/format-date";

/**
 * The calls a page is built on, by their stable key. They can be edited but
 * not deleted (the page would lose its notice); new calls get other keys.
 */
export const PAGE_CALLS = {
  "fondi-basilicata": "/fondi-basilicata",
  "move-2025": "/move-2025",
  "ai-lab-tender": "/ai-evolution-lab e /ai-evolution-community",
} as const;

export type PageCallKey = keyof typeof PAGE_CALLS;

export function isPageCall(key: string): key is PageCallKey {
  return Object.hasOwn(PAGE_CALLS, key);
}

export const CARD_THEMES = ["smeraldo", "cielo", "viola", "ambra"] as const;
export type CardTheme = (typeof CARD_THEMES)[number];

export const CARD_THEME_LABELS: Record<CardTheme, string> = {
  smeraldo: "Verde smeraldo",
  cielo: "Azzurro",
  viola: "Viola",
  ambra: "Ambra (testo scuro)",
};

/** Tailwind classes of each card theme: background and text, badge, button. Checked for AA contrast. */
export const CARD_THEME_COLORS: Record<CardTheme, { card: string; badge: string; button: string }> =
  {
    smeraldo: {
      card: "bg-gradient-to-br from-emerald-700 to-teal-900 text-white",
      badge: "bg-black/30 text-white",
      button: "bg-white text-emerald-900 hover:bg-emerald-50",
    },
    cielo: {
      card: "bg-gradient-to-br from-sky-700 to-brand-900 text-white",
      badge: "bg-black/30 text-white",
      button: "bg-white text-brand-900 hover:bg-sky-50",
    },
    viola: {
      card: "bg-gradient-to-br from-violet-800 to-indigo-950 text-white",
      badge: "bg-black/30 text-white",
      button: "bg-white text-violet-900 hover:bg-violet-50",
    },
    ambra: {
      card: "bg-gradient-to-br from-amber-300 to-orange-300 text-slate-900",
      badge: "bg-white/70 text-slate-900",
      button: "bg-slate-900 text-white hover:bg-slate-800",
    },
  };

/** Whether and where a call stands on the home page, and its card there: the same in every shape of a call. */
export type CallHomeCard = {
  onHome: boolean;
  position: number;
  cardTitle: string;
  cardDescription: string;
  cardButton: string;
  cardClosedButton: string;
  cardLink: string;
  cardTheme: CardTheme;
};

/** A call as the public pages and the staff list read it (dates as ISO instants). */
export type CallRecord = CallHomeCard & {
  id: string;
  key: string;
  title: string;
  opensAt: string | null;
  deadline: string;
  contactBy: string | null;
  officialUrl: string | null;
};

/**
 * The staff form's fields, as typed (date, time and number inputs send text):
 * the form (admin/call-form.tsx) and its action (calls-form.server.ts).
 */
export type CallFormValues = {
  key: string;
  title: string;
  opensDate: string;
  deadlineDate: string;
  deadlineTime: string;
  contactBy: string;
  officialUrl: string;
  onHome: string;
  position: string;
  cardTitle: string;
  cardDescription: string;
  cardButton: string;
  cardClosedButton: string;
  cardLink: string;
  cardTheme: string;
};

/** What a page shows of its call: the dates as people read them, and where it stands. */
export type CallView = {
  key: string;
  title: string;
  status: CallStatus;
  opensAt?: string;
  opensLabel?: string;
  deadline: string;
  deadlineLabel: string;
  contactBy?: string;
  contactByLabel?: string;
  officialUrl: string | null;
};

const TIME = new Intl.DateTimeFormat("it-IT", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/Rome",
});

/** "15 novembre 2025, ore 14:00": the deadline in Rome time, as the pages write it. */
export function deadlineLabel(deadline: Date | string): string {
  const at = typeof deadline === "string" ? new Date(deadline) : deadline;
  return `${formatDateIt(at)}, ore ${TIME.format(at)}`;
}

/** A contact-by date (yyyy-mm-dd, a Rome calendar day) as people read it. */
export function dayLabel(day: string): string {
  return formatDateIt(`${day}T12:00:00Z`);
}

/** The view of a call at `now` (the server clock). */
export function callView(call: CallRecord, now: Date): CallView {
  return {
    key: call.key,
    title: call.title,
    status: callStatus(
      { deadline: call.deadline, ...(call.opensAt ? { opensAt: call.opensAt } : {}) },
      now,
    ),
    ...(call.opensAt ? { opensAt: call.opensAt, opensLabel: formatDateIt(call.opensAt) } : {}),
    deadline: call.deadline,
    deadlineLabel: deadlineLabel(call.deadline),
    ...(call.contactBy
      ? { contactBy: call.contactBy, contactByLabel: dayLabel(call.contactBy) }
      : {}),
    officialUrl: call.officialUrl,
  };
}

// ---- Europe/Rome wall-clock time ⇄ instants -------------------------------

const PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Rome",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function romeParts(at: Date) {
  const p = Object.fromEntries(PARTS.formatToParts(at).map((x) => [x.type, x.value]));
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    time: `${p.hour}:${p.minute}`,
    utc: Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!),
  };
}

/** Rome's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function romeOffset(at: number): number {
  return romeParts(new Date(at)).utc - Math.floor(at / 1000) * 1000;
}

/** A calendar date typed as yyyy-mm-dd that exists (no 31 April). */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The Rome calendar date (yyyy-mm-dd) and time (HH:MM) of an instant, for the staff form. */
export function toRomeWallClock(at: Date | string): { date: string; time: string } {
  const { date, time } = romeParts(typeof at === "string" ? new Date(at) : at);
  return { date, time };
}

/**
 * The instant at which Rome's clocks show `date` (yyyy-mm-dd) `time` (HH:MM).
 * null when the time does not exist in Rome (the hour skipped when summer time
 * starts, last Sunday of March 02:00–02:59). In the hour repeated when it ends
 * (last Sunday of October 02:00–02:59) the first one, summer time, is taken.
 */
export function fromRomeWallClock(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [y, mo, da, h, mi] = [+d[1]!, +d[2]!, +d[3]!, +t[1]!, +t[2]!];
  const asUtc = Date.UTC(y, mo - 1, da, h, mi);
  const check = new Date(asUtc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== da)
    return null;
  if (h > 23 || mi > 59) return null;
  // Try both offsets Rome uses; keep those that read back as the typed time, summer first.
  const candidates = [2, 1]
    .map((hours) => asUtc - hours * 3_600_000)
    .filter((at) => romeOffset(at) === asUtc - at);
  return candidates.length ? new Date(candidates[0]!) : null;
}
