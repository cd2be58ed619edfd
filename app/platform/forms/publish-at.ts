// 'Pubblica il' (decision 046): the date and time, on Rome's
// clocks, from which visitors see a news post or a course. Both editors read it
// the same way and show the same Italian messages. Browser-safe.
import type { z } from "zod";
import { formatDateTimeIt } from "~/platform/format-date";
import { fromRomeWallClock, isRealDate, toRomeWallClock } from "~/platform/rome-time";

/** The two fields as typed (date yyyy-mm-dd, time hh:mm; both empty: no date chosen). */
export type PublishAtFields = { publishDate: string; publishTime: string };

export const NO_PUBLISH_AT: PublishAtFields = { publishDate: "", publishTime: "" };

/** The fields showing a stored publication instant (empty when there is none). */
export function publishAtFields(at: Date | null): PublishAtFields {
  if (!at) return NO_PUBLISH_AT;
  const { date, time } = toRomeWallClock(at);
  return { publishDate: date, publishTime: time };
}

/**
 * The instant the fields name, or null when both are empty; an Italian message
 * on the field at fault through `ctx` (a zod transform's context) otherwise.
 */
export function readPublishAt(fields: PublishAtFields, ctx: z.RefinementCtx): Date | null {
  const date = fields.publishDate.trim();
  const time = fields.publishTime.trim();
  const fail = (field: keyof PublishAtFields, message: string) => {
    ctx.addIssue({ code: "custom", path: [field], message });
    return null;
  };
  if (!date && !time) return null;
  if (!date) return fail("publishDate", "Inserisci anche la data di pubblicazione.");
  if (!isRealDate(date)) return fail("publishDate", "Data non valida: usa il formato aaaa-mm-gg.");
  if (!time) return fail("publishTime", "Inserisci anche l'ora di pubblicazione.");
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time))
    return fail("publishTime", "Ora non valida: usa il formato hh:mm, per esempio 08:00.");
  const at = fromRomeWallClock(date, time);
  if (!at)
    return fail(
      "publishTime",
      "Quest'ora non esiste in Italia: quella notte gli orologi passano dalle 02:00 alle 03:00 per l'ora legale. Scegli un altro orario.",
    );
  return at;
}

/**
 * The instant to store when a record is published with `chosen` typed in the
 * fields: a date left as it was shown (same minute) keeps the stored instant to
 * the second, so saving a published record again never moves it.
 */
export function chosenPublishAt(chosen: Date, stored: Date | null): Date {
  if (stored && Math.floor(stored.getTime() / 60_000) === Math.floor(chosen.getTime() / 60_000))
    return stored;
  return chosen;
}

/** True when a published record's time has not come yet (visitors do not see it). */
export function isScheduled(publishedAt: Date | string | null, now: Date): boolean {
  return publishedAt !== null && new Date(publishedAt).getTime() > now.getTime();
}

/** 'Programmato per il 2 marzo 2027, 08:00', as the staff lists say it. */
export function scheduledLabel(at: Date | string): string {
  return `Programmato per il ${formatDateTimeIt(at)}`;
}
