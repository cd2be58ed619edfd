// The staff form of a course edition (/admin/corsi/:courseId/edizioni/nuova
// and …/:editionId/modifica): its schema and the action both routes share, on
// the record core's editor (decision 039): the history row, and no lost edit.
import { redirect } from "react-router";
import { z } from "zod";
import { trimmedText } from "~/platform/forms/staff-text";
import { EURO_FORMAT_MESSAGE, formatEuro, parseEuro } from "~/platform/money";
import { checkFields, type Fail } from "~/platform/forms/field-checks";
import { fromRomeWallClock, isRealDate, toRomeWallClock } from "~/platform/rome-time";
import { getEdition, saveEdition, type EditionValues } from "~/features/enrolments/editions.server";
import { changedAmounts, textsWritingAmounts } from "~/features/prices/public-api.server";
import {
  EDITION_MODES,
  EDITION_STATUSES,
  EMPTY_EDITION_FORM,
  type EditionFormValues,
} from "~/features/enrolments/editions";
import type { CourseEdition } from "~/platform/db/schema";
import { DEFAULT_MIN_ATTENDANCE_PERCENT } from "~/features/enrolments/attendance-rules";
import { formDone } from "~/platform/forms/forms.server";
import {
  readTextFields,
  recordEditorAction,
  type EditorArgs,
} from "~/platform/records/record-editor.server";

export const EDITION_SAVED_MESSAGE =
  "Edizione salvata. La pagina del corso mostra già i nuovi dati dalla prossima visita.";
const EDITION_SAVE_FAILURE =
  "Errore durante il salvataggio dell'edizione. Riprova più tardi: i dati inseriti sono ancora qui.";

/** An edition as its form shows it: the deadline back to Rome wall-clock date and time. */
export function editionFormValues(edition: CourseEdition): EditionFormValues {
  const deadline = edition.enrolmentDeadline ? toRomeWallClock(edition.enrolmentDeadline) : null;
  return {
    startDate: edition.startDate,
    endDate: edition.endDate ?? "",
    schedule: edition.schedule,
    mode: edition.mode,
    place: edition.place,
    seats: String(edition.seats),
    deadlineDate: deadline?.date ?? "",
    deadlineTime: deadline?.time ?? "23:59",
    price: edition.priceCents === null ? "" : euroTyped(edition.priceCents),
    schoolPrice: edition.schoolPriceCents === null ? "" : euroTyped(edition.schoolPriceCents),
    certificateHours: String(edition.certificateHours),
    minAttendancePercent: String(edition.minAttendancePercent),
    sofiaInitiativeId: edition.sofiaInitiativeId,
    sofiaEditionId: edition.sofiaEditionId,
    status: edition.status,
  };
}

/**
 * A new edition's form, its price pre-filled from the course's own price when
 * that is one amount ("€ 290"; not "€ 126/ora"). Courses have no link to a
 * price offer of /admin/prezzi, so the course is the only source (decision 058).
 */
export function newEditionFormValues(course: { price: string | null }): EditionFormValues {
  const parsed = parseEuro(course.price ?? "");
  const price = course.price && "cents" in parsed ? euroTyped(parsed.cents) : "";
  return { ...EMPTY_EDITION_FORM, price };
}

/** An amount as staff type it back: "199,00", "1.250,50". */
export function euroTyped(cents: number): string {
  return formatEuro(cents).slice(2);
}

/** A typed euro amount (empty: none) into cents, or its error beside `field`. */
function amountField(
  text: string,
  field: "price" | "schoolPrice",
  fail: Fail<keyof EditionFormValues>,
): number | null {
  if (!text) return null;
  const parsed = parseEuro(text);
  if ("error" in parsed) {
    fail(field, parsed.error);
    return null;
  }
  return parsed.cents;
}

const DATE_FORMAT = "Data non valida: usa il formato aaaa-mm-gg.";
const PERCENT_MESSAGE = "Indica la frequenza minima come percentuale intera da 1 a 100.";
const SOFIA_MESSAGE = "Il codice SOFIA è fatto di sole cifre (ad esempio 98765).";

/** The edition form's schema: the deadline read as Europe/Rome wall-clock time. */
function editionFormSchema(courseId: string) {
  return z
    .object({
      startDate: trimmedText(10, DATE_FORMAT),
      endDate: trimmedText(10, DATE_FORMAT),
      schedule: trimmedText(300, "Il calendario può avere al massimo 300 caratteri."),
      mode: trimmedText(20, "Scegli la modalità."),
      place: trimmedText(200, "Il luogo può avere al massimo 200 caratteri."),
      seats: trimmedText(5, "Indica un numero intero da 1 a 999."),
      deadlineDate: trimmedText(10, DATE_FORMAT),
      deadlineTime: trimmedText(5, "Ora non valida: usa il formato hh:mm."),
      price: trimmedText(30, EURO_FORMAT_MESSAGE),
      schoolPrice: trimmedText(30, EURO_FORMAT_MESSAGE),
      certificateHours: trimmedText(5, "Indica un numero intero di ore da 0 a 999."),
      minAttendancePercent: trimmedText(5, PERCENT_MESSAGE),
      sofiaInitiativeId: trimmedText(20, SOFIA_MESSAGE),
      sofiaEditionId: trimmedText(20, SOFIA_MESSAGE),
      status: trimmedText(10, "Scegli lo stato."),
    })
    .transform(
      checkFields((v, fail: Fail<keyof EditionFormValues>): EditionValues => {
        if (!v.startDate) fail("startDate", "Inserisci la data di inizio.");
        else if (!isRealDate(v.startDate)) fail("startDate", DATE_FORMAT);
        if (v.endDate) {
          if (!isRealDate(v.endDate)) fail("endDate", DATE_FORMAT);
          else if (isRealDate(v.startDate) && v.endDate < v.startDate)
            fail("endDate", "La data di fine non può venire prima della data di inizio.");
        }
        if (!v.endDate && !v.schedule)
          fail("schedule", "Indica la data di fine o il calendario degli incontri.");

        const mode = EDITION_MODES.find((m) => m.value === v.mode)?.value;
        if (!mode) fail("mode", "Scegli la modalità: online, in presenza o e-learning.");
        if (mode === "in_presenza" && !v.place)
          fail(
            "place",
            "Per un'edizione in presenza indica il luogo (ad esempio: Sede di Potenza).",
          );

        let seats = 0;
        if (!/^\d{1,3}$/.test(v.seats) || Number(v.seats) < 1)
          fail("seats", "Indica i posti: un numero intero da 1 a 999.");
        else seats = Number(v.seats);

        let certificateHours = 0;
        if (v.certificateHours && !/^\d{1,3}$/.test(v.certificateHours))
          fail("certificateHours", "Indica un numero intero di ore da 0 a 999.");
        else certificateHours = Number(v.certificateHours || "0");

        let minAttendancePercent = DEFAULT_MIN_ATTENDANCE_PERCENT;
        if (
          !/^\d{1,3}$/.test(v.minAttendancePercent) ||
          Number(v.minAttendancePercent) < 1 ||
          Number(v.minAttendancePercent) > 100
        )
          fail("minAttendancePercent", PERCENT_MESSAGE);
        else minAttendancePercent = Number(v.minAttendancePercent);
        for (const key of ["sofiaInitiativeId", "sofiaEditionId"] as const)
          if (v[key] && !/^\d{1,20}$/.test(v[key])) fail(key, SOFIA_MESSAGE);

        let enrolmentDeadline: Date | null = null;
        if (v.deadlineDate) {
          const time = v.deadlineTime || "23:59";
          if (!isRealDate(v.deadlineDate)) fail("deadlineDate", DATE_FORMAT);
          else if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time))
            fail("deadlineTime", "Ora non valida: usa il formato hh:mm, per esempio 23:59.");
          else {
            enrolmentDeadline = fromRomeWallClock(v.deadlineDate, time);
            if (!enrolmentDeadline)
              fail(
                "deadlineTime",
                "Quest'ora non esiste in Italia: quella notte gli orologi passano dalle 02:00 alle 03:00 per l'ora legale. Scegli un altro orario.",
              );
          }
        }

        const priceCents = amountField(v.price, "price", fail);
        const schoolPriceCents = amountField(v.schoolPrice, "schoolPrice", fail);
        if (v.schoolPrice && !v.price)
          fail(
            "schoolPrice",
            "Indica prima il prezzo per partecipante: il prezzo per l'ordine della scuola è un'alternativa a quello.",
          );

        const status = EDITION_STATUSES.find((s) => s.value === v.status)?.value;
        if (!status) fail("status", "Scegli lo stato: aperta o chiusa.");

        return {
          courseId,
          startDate: v.startDate,
          endDate: v.endDate || null,
          schedule: v.schedule,
          mode: mode ?? "online",
          place: v.place,
          seats,
          enrolmentDeadline,
          priceCents,
          schoolPriceCents,
          certificateHours,
          minAttendancePercent,
          sofiaInitiativeId: v.sofiaInitiativeId,
          sofiaEditionId: v.sofiaEditionId,
          status: status ?? "aperta",
        };
      }),
    );
}

export function editionFormAction(args: EditorArgs & { courseId: string; editionId?: string }) {
  const { courseId } = args;
  return recordEditorAction(
    { ...args, id: args.editionId },
    {
      label: "edition form",
      schema: () => editionFormSchema(courseId),
      read: readTextFields,
      messages: { saveFailure: EDITION_SAVE_FAILURE },
      save: async (db, { id, values, actor, openedVersion }) => {
        const before = id ? await getEdition(db, id) : null;
        const edition = await saveEdition(db, { id, values, actor, openedVersion });
        // The price changed: texts still writing the old amount by hand are listed (058).
        const gone = before
          ? changedAmounts(
              [before.priceCents, before.schoolPriceCents],
              [edition.priceCents, edition.schoolPriceCents],
            )
          : [];
        return { edition, handWritten: await textsWritingAmounts(db, gone) };
      },
      saved: ({ handWritten }, isNew) => {
        if (isNew) throw redirect(`/admin/corsi/${courseId}/edizioni?avviso=creata`);
        return formDone({ message: EDITION_SAVED_MESSAGE, handWritten });
      },
    },
  );
}
