/**
 * The staff form of a lesson (decision 060): a day and two times typed as
 * Rome's clocks show them, a place or an online link. The schema turns them
 * into the instants the database keeps.
 */
import { z } from "zod";
import { checkFields, type Fail } from "~/platform/forms/field-checks";
import { trimmedText } from "~/platform/forms/staff-text";
import { fromRomeWallClock, isRealDate } from "~/platform/rome-time";

export type LessonFormValues = {
  date: string;
  start: string;
  end: string;
  title: string;
  place: string;
  onlineUrl: string;
};

export const EMPTY_LESSON_FORM: LessonFormValues = {
  date: "",
  start: "",
  end: "",
  title: "",
  place: "",
  onlineUrl: "",
};

/** What a lesson's form saves. */
export type LessonValues = {
  startsAt: Date;
  endsAt: Date;
  title: string;
  place: string;
  onlineUrl: string | null;
};

const DATE_FORMAT = "Data non valida: usa il formato aaaa-mm-gg, per esempio 2027-02-09.";
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const SKIPPED_HOUR =
  "Quest'ora non esiste in Italia: quella notte gli orologi passano dalle 02:00 alle 03:00 per l'ora legale. Scegli un altro orario.";

/** A time of the day in Rome: the instant, or a message for the field. */
function romeInstant(
  date: string,
  time: string,
  field: "start" | "end",
  fail: Fail<keyof LessonFormValues>,
): Date | null {
  if (!time) {
    fail(field, field === "start" ? "Inserisci l'ora di inizio." : "Inserisci l'ora di fine.");
    return null;
  }
  if (!TIME.test(time)) {
    fail(field, "Ora non valida: usa il formato hh:mm, per esempio 16:00.");
    return null;
  }
  if (!isRealDate(date)) return null;
  const at = fromRomeWallClock(date, time);
  if (!at) fail(field, SKIPPED_HOUR);
  return at;
}

export const LessonFormSchema = z
  .object({
    date: trimmedText(10, DATE_FORMAT),
    start: trimmedText(5, "Ora non valida: usa il formato hh:mm."),
    end: trimmedText(5, "Ora non valida: usa il formato hh:mm."),
    title: trimmedText(200, "L'argomento può avere al massimo 200 caratteri."),
    place: trimmedText(200, "Il luogo può avere al massimo 200 caratteri."),
    onlineUrl: trimmedText(500, "Il link può avere al massimo 500 caratteri."),
  })
  .transform(
    checkFields((v, fail: Fail<keyof LessonFormValues>): LessonValues => {
      if (!v.date) fail("date", "Inserisci il giorno della lezione.");
      else if (!isRealDate(v.date)) fail("date", DATE_FORMAT);
      const startsAt = romeInstant(v.date, v.start, "start", fail);
      const endsAt = romeInstant(v.date, v.end, "end", fail);
      // Same day by construction (one date field); compared as instants so the
      // night clocks go back is still read right.
      if (startsAt && endsAt && endsAt <= startsAt)
        fail("end", "L'ora di fine deve venire dopo l'ora di inizio.");
      let onlineUrl: string | null = null;
      if (v.onlineUrl) {
        if (!/^https:\/\/[^\s/]+\.[^\s]+$/i.test(v.onlineUrl) || !URL.canParse(v.onlineUrl))
          fail(
            "onlineUrl",
            "Il link deve essere un indirizzo https://, per esempio https://meet.example.org/corso.",
          );
        else onlineUrl = v.onlineUrl;
      }
      if (!v.place && !v.onlineUrl)
        fail("place", "Indica il luogo della lezione, oppure il link per seguirla online.");
      return {
        startsAt: startsAt ?? new Date(0),
        endsAt: endsAt ?? new Date(0),
        title: v.title,
        place: v.place,
        onlineUrl,
      };
    }),
  );
