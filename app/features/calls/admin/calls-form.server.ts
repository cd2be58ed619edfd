// The staff form of a call (/admin/bandi/nuovo, /admin/bandi/:callId) and the
// action both routes share (docs/conventions.md: two routes sharing a screen
// share one action module). Built on the record core's editor (decision 039).
import { redirect } from "react-router";
import { z } from "zod";
import { trimmedText } from "~/platform/forms/staff-text";
import { checkFields, type Fail } from "~/platform/forms/field-checks";
import { CARD_THEMES, type CallFormValues, type CallRecord } from "~/features/calls/calls";
import { fromRomeWallClock, isRealDate, toRomeWallClock } from "~/platform/rome-time";
import { slugify } from "~/platform/slug";
import { saveCall, type CallValues } from "~/features/calls/calls.server";
import { formDone } from "~/platform/forms/forms.server";
import {
  readTextFields,
  recordEditorAction,
  type EditorArgs,
} from "~/platform/records/record-editor.server";

export const CALL_SAVED_MESSAGE =
  "Bando salvato. Le pagine pubbliche mostrano già i nuovi dati dalla prossima visita.";
export const CALL_SAVE_FAILURE =
  "Errore durante il salvataggio del bando. Riprova più tardi: i dati inseriti sono ancora qui.";

export const EMPTY_CALL_FORM: CallFormValues = {
  key: "",
  title: "",
  opensDate: "",
  deadlineDate: "",
  deadlineTime: "12:00",
  contactBy: "",
  officialUrl: "",
  onHome: "",
  position: "10",
  cardTitle: "",
  cardDescription: "",
  cardButton: "Scopri il bando",
  cardClosedButton: "Leggi i dettagli del bando",
  cardLink: "",
  cardTheme: "smeraldo",
  hideAfterDays: "",
};

/** A record as the form shows it: instants back to Rome wall-clock date and time. */
export function callFormValues(call: CallRecord): CallFormValues {
  const deadline = toRomeWallClock(call.deadline);
  return {
    key: call.key,
    title: call.title,
    opensDate: call.opensAt ? toRomeWallClock(call.opensAt).date : "",
    deadlineDate: deadline.date,
    deadlineTime: deadline.time,
    contactBy: call.contactBy ?? "",
    officialUrl: call.officialUrl ?? "",
    onHome: call.onHome ? "on" : "",
    position: String(call.position),
    cardTitle: call.cardTitle,
    cardDescription: call.cardDescription,
    cardButton: call.cardButton,
    cardClosedButton: call.cardClosedButton,
    cardLink: call.cardLink,
    cardTheme: call.cardTheme,
    hideAfterDays: call.hideAfterDays === null ? "" : String(call.hideAfterDays),
  };
}

const HIDE_AFTER_DAYS_ERROR =
  "Indica un numero intero di giorni da 0 a 365, oppure lascia vuoto per non nasconderlo mai.";

const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/**
 * The call form's schema: texts trimmed, dates and times read as Europe/Rome
 * wall-clock time, cross-field rules (opening before deadline; the home card's
 * texts required only when it is shown). `isNew`: the key is chosen only once.
 */
export function callFormSchema(isNew: boolean) {
  return z
    .object({
      key: trimmedText(60, "La chiave può avere al massimo 60 caratteri."),
      title: trimmedText(200, "Il titolo può avere al massimo 200 caratteri."),
      opensDate: trimmedText(10, "Data non valida: usa il formato aaaa-mm-gg."),
      deadlineDate: trimmedText(10, "Data non valida: usa il formato aaaa-mm-gg."),
      deadlineTime: trimmedText(5, "Ora non valida: usa il formato hh:mm."),
      contactBy: trimmedText(10, "Data non valida: usa il formato aaaa-mm-gg."),
      officialUrl: trimmedText(500, "L'indirizzo può avere al massimo 500 caratteri."),
      onHome: trimmedText(10, "Valore non valido."),
      position: trimmedText(5, "Indica un numero intero da 0 a 999."),
      cardTitle: trimmedText(120, "Il titolo della scheda può avere al massimo 120 caratteri."),
      cardDescription: trimmedText(
        400,
        "Il testo della scheda può avere al massimo 400 caratteri.",
      ),
      cardButton: trimmedText(60, "Il testo del pulsante può avere al massimo 60 caratteri."),
      cardClosedButton: trimmedText(60, "Il testo del pulsante può avere al massimo 60 caratteri."),
      cardLink: trimmedText(500, "Il link può avere al massimo 500 caratteri."),
      cardTheme: trimmedText(20, "Scegli uno dei colori proposti."),
      hideAfterDays: trimmedText(5, HIDE_AFTER_DAYS_ERROR),
    })
    .transform(
      checkFields((v, fail: Fail<keyof CallFormValues>): CallValues => {
        if (!v.title) fail("title", "Inserisci il titolo del bando.");

        let key: string | undefined;
        if (isNew) {
          key = v.key || slugify(v.title);
          if (!KEY.test(key))
            fail("key", "La chiave può contenere solo lettere minuscole, numeri e trattini.");
        }

        let deadline: Date | null = null;
        if (!v.deadlineDate) fail("deadlineDate", "Inserisci la data di scadenza.");
        else if (!isRealDate(v.deadlineDate))
          fail("deadlineDate", "Data non valida: usa il formato aaaa-mm-gg.");
        if (!v.deadlineTime) fail("deadlineTime", "Inserisci l'ora di scadenza.");
        else if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(v.deadlineTime))
          fail("deadlineTime", "Ora non valida: usa il formato hh:mm, per esempio 14:00.");
        else if (isRealDate(v.deadlineDate)) {
          deadline = fromRomeWallClock(v.deadlineDate, v.deadlineTime);
          if (!deadline)
            fail(
              "deadlineTime",
              "Quest'ora non esiste in Italia: quella notte gli orologi passano dalle 02:00 alle 03:00 per l'ora legale. Scegli un altro orario.",
            );
        }

        let opensAt: Date | null = null;
        if (v.opensDate) {
          if (!isRealDate(v.opensDate))
            fail("opensDate", "Data non valida: usa il formato aaaa-mm-gg.");
          else {
            opensAt = fromRomeWallClock(v.opensDate, "00:00");
            if (deadline && opensAt && opensAt >= deadline)
              fail("opensDate", "La data di apertura deve precedere la scadenza.");
          }
        }

        if (v.contactBy) {
          if (!isRealDate(v.contactBy))
            fail("contactBy", "Data non valida: usa il formato aaaa-mm-gg.");
          else if (isRealDate(v.deadlineDate) && v.contactBy > v.deadlineDate)
            fail("contactBy", "La data entro cui contattarci non può venire dopo la scadenza.");
        }

        if (v.officialUrl && !isWebAddress(v.officialUrl))
          fail(
            "officialUrl",
            "Inserisci un indirizzo completo, per esempio https://www.regione.it/bando.",
          );

        let hideAfterDays: number | null = null;
        if (v.hideAfterDays) {
          if (!/^\d{1,3}$/.test(v.hideAfterDays) || Number(v.hideAfterDays) > 365)
            fail("hideAfterDays", HIDE_AFTER_DAYS_ERROR);
          else hideAfterDays = Number(v.hideAfterDays);
        }

        let position = 0;
        if (!/^\d{1,3}$/.test(v.position)) fail("position", "Indica un numero intero da 0 a 999.");
        else position = Number(v.position);

        const onHome = v.onHome === "on";
        if (onHome) {
          if (!v.cardTitle)
            fail("cardTitle", "Per mostrare il bando in home serve il titolo della scheda.");
          if (!v.cardDescription)
            fail("cardDescription", "Per mostrare il bando in home serve il testo della scheda.");
          if (!v.cardButton)
            fail("cardButton", "Per mostrare il bando in home serve il testo del pulsante.");
          if (!v.cardLink)
            fail(
              "cardLink",
              "Per mostrare il bando in home indica dove porta il pulsante: una pagina del sito (/…) o un indirizzo https://.",
            );
        }
        if (
          v.cardLink &&
          // A page of ours ("/erasmus", not "//elsewhere") or a full web address.
          !(/^\/(?!\/)\S*$/.test(v.cardLink) || isWebAddress(v.cardLink))
        )
          fail(
            "cardLink",
            "Il link deve essere una pagina del sito che inizia con / (per esempio /move-2025) o un indirizzo completo https://.",
          );

        const cardTheme = (CARD_THEMES as readonly string[]).includes(v.cardTheme)
          ? (v.cardTheme as CallValues["cardTheme"])
          : (fail("cardTheme", "Scegli uno dei colori proposti."), "smeraldo");

        return {
          ...(key ? { key } : {}),
          title: v.title,
          opensAt,
          deadline: deadline ?? new Date(0),
          contactBy: v.contactBy || null,
          officialUrl: v.officialUrl || null,
          onHome,
          position,
          cardTitle: v.cardTitle,
          cardDescription: v.cardDescription,
          cardButton: v.cardButton,
          cardClosedButton: v.cardClosedButton,
          cardLink: v.cardLink,
          cardTheme,
          hideAfterDays,
        };
      }),
    );
}

/**
 * Saves the call form through the record core's editor
 * (record-editor.server.ts): a new call (no callId) is inserted and staff are
 * taken to its page with the result; an existing one is updated and the
 * result shown above the form.
 */
export function callFormAction(args: EditorArgs & { callId?: string }) {
  return recordEditorAction(
    { ...args, id: args.callId },
    {
      label: "call form",
      schema: callFormSchema,
      read: readTextFields,
      messages: { saveFailure: CALL_SAVE_FAILURE },
      save: (db, { id, values, actor, openedVersion }) =>
        saveCall(db, { id, values, actor, openedVersion }),
      saved: (call, isNew) => {
        if (isNew) throw redirect(`/admin/bandi/${call.id}?avviso=creato`);
        return formDone({ message: CALL_SAVED_MESSAGE });
      },
    },
  );
}
