// Funding calls (bandi) as records (docs/decisions/031): what the
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
  /** 'Nascondi dopo la scadenza (giorni)': null, never hidden. */
  hideAfterDays: number | null;
};

/**
 * Whether a call's home card is hidden at `now`, `hideAfterDays` days
 * (of 24 hours) after its deadline.
 */
export function isCallHidden(
  call: Pick<CallRecord, "deadline" | "hideAfterDays">,
  now: Date,
): boolean {
  if (call.hideAfterDays === null) return false;
  return now.getTime() >= new Date(call.deadline).getTime() + call.hideAfterDays * 86_400_000;
}

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
  hideAfterDays: string;
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
