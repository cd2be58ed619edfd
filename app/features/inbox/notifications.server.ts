/**
 * What the outbox worker does for each kind of job (see jobs.server.ts): the
 * e-mails about contact requests and enrolments, and the optional MailerLite
 * calls of spec §7, made here on the server with the token from the environment.
 */
import { eq } from "drizzle-orm";
import { contactMessages } from "~/platform/db/schema";
import { getContactMessage } from "~/features/inbox/contacts.server";
import { getEnrolmentWithEdition } from "~/features/enrolments/public-api.server";
import { editionDatesText } from "~/features/enrolments/public-api";
import { getEnrolmentWithCourse } from "~/features/enrolments/public-api.server";
import { amountLabel, editionDates, paymentReason } from "~/features/enrolments/public-api";
import { participantPagePath } from "~/features/enrolments/public-api";
import { PAYMENT_METHOD_LABELS } from "~/platform/forms/form-options";
import type { Env } from "~/platform/env.server";
import { mailConfigured, sendMail, type MailAddress } from "~/platform/mail.server";
import type { JobHandler } from "~/platform/jobs.server";
import {
  bankDetails,
  refreshSiteSettings,
  siteSettings,
  vatTreatment,
} from "~/features/settings/public-api.server";
import { applyRetention } from "~/features/privacy/public-api.server";
import {
  cedilsPaymentReason,
  editionYearOfReference,
  type CedilsDetails,
} from "~/features/enrolments/public-api";
import type { WorkerDeps } from "~/context";
import {
  certificateUrl,
  getCertificateWithHolder,
} from "~/features/certificates/public-api.server";
import { formatDateIt } from "~/platform/format-date";

export type JobKind =
  | "contact.mail"
  | "contact.mailerlite"
  | "cedils.mail-school"
  | "cedils.mail-enrollee"
  | "enrolment.mail-school"
  | "enrolment.mail-enrollee"
  | "account.mail-link"
  | "enrolment.mail-promoted"
  | "enrolment.mail-links"
  | "mail.test"
  | "certificate.mail-issued"
  | "privacy.retention";

/** The school's inbox for notifications: MAIL_TO, else the public e-mail of the site settings. */
function schoolInbox(env: Env): MailAddress {
  const site = siteSettings();
  return { name: site.name, address: env.MAIL_TO ?? site.email };
}

/** Thrown when the row a job is about was deleted: nothing left to do, not retried. */
class Gone extends Error {}

/** The row a job is about, read again when the job runs (it may have been deleted since). */
async function stillThere<Row>(row: Promise<Row | null>, gone: string): Promise<Row> {
  const found = await row;
  if (!found) throw new Gone(gone);
  return found;
}

const contactMessage = (deps: WorkerDeps, payload: Record<string, unknown>) =>
  stillThere(
    getContactMessage(deps.database.db, String(payload.messageId)),
    "messaggio non più presente",
  );

const enrolment = (deps: WorkerDeps, payload: Record<string, unknown>) =>
  stillThere(
    getEnrolmentWithCourse(deps.database.db, String(payload.enrolmentId)),
    "iscrizione non più presente",
  );

/** What the message's page says about its MailerLite subscription. */
async function recordMailerLite(
  deps: WorkerDeps,
  messageId: string,
  status: "inviato" | "fallito",
  error: string | null,
) {
  await deps.database.db
    .update(contactMessages)
    .set({ mailerliteStatus: status, mailerliteError: error })
    .where(eq(contactMessages.id, messageId));
}

function ignoreGone(run: JobHandler["run"]): JobHandler["run"] {
  return async (deps, payload, attempt) => {
    try {
      await run(deps, payload, attempt);
    } catch (error) {
      if (error instanceof Gone) {
        deps.log.info({ payload }, error.message);
        return;
      }
      throw error;
    }
  };
}

/** An e-mail as the jobs write it: its text line by line; it comes from the school. */
type Mail = Omit<Parameters<typeof sendMail>[1], "text" | "from"> & { lines: string[] };

/**
 * A job that sends one e-mail (`compose` writes it from the payload, reading
 * again the row it is about, which may be gone by then): waits for a mail server.
 */
function mailAbout(
  compose: (deps: WorkerDeps, payload: Record<string, unknown>) => Promise<Mail>,
  secretFields: readonly string[] = [],
): JobHandler {
  return {
    available: mailConfigured,
    secretFields,
    run: ignoreGone(async (deps, payload) => {
      const { lines, ...mail } = await compose(deps, payload);
      const site = siteSettings();
      await sendMail(deps.env, {
        ...mail,
        from: { name: site.name, address: site.email },
        text: lines.join("\n"),
      });
    }),
  };
}

/** The end of a mail to a person: a blank line, the school's name and address. */
function signature(site: ReturnType<typeof siteSettings>): string[] {
  return [``, `${site.name}`, `${site.address.full}`];
}

/** The amount due frozen on an enrolment, with the VAT treatment (decision 058); none without a price. */
function amountLines(cents: number | null): string[] {
  const amount = amountLabel(cents);
  return amount ? [`Importo da pagare: ${amount} (${vatTreatment()}).`] : [];
}

/** The private page's link in a mail to the person (decision 059), when the job carries one. */
function pageLinkLines(env: Env, payload: Record<string, unknown>): string[] {
  if (typeof payload.token !== "string") return [];
  return [
    `La pagina della tua iscrizione, con lo stato, il pagamento e l'annullamento:`,
    `${env.PUBLIC_URL}${participantPagePath(payload.token)}`,
    `Il link è personale: non inoltrarlo.`,
    ``,
  ];
}

/** Where a bank transfer goes, as the mails to a person list it. */
function bankLines(): string[] {
  const bank = bankDetails();
  return [`Beneficiario: ${bank.beneficiary}`, `Banca: ${bank.bank}`, `IBAN: ${bank.iban}`];
}

/** Every kind's handler: the server hands them to the outbox worker at start (server/workers.ts). */
export const JOB_HANDLERS: Record<JobKind, JobHandler> = {
  // The nightly retention run (decision 042), queued by retention-schedule.server.ts:
  // the instance that claims the row runs it, with the periods saved in the settings.
  "privacy.retention": {
    available: () => true,
    run: async (deps) => {
      await refreshSiteSettings(deps.database);
      const erased = await applyRetention(deps);
      deps.log.info({ erased }, "retention run done");
    },
  },

  // The one-time link of a new account (accounts.server.ts). The payload holds
  // the link until sent: it works once, for SET_PASSWORD_LINK_HOURS.
  "account.mail-link": mailAbout(
    async (_deps, payload) => {
      const site = siteSettings();
      return {
        to: { name: String(payload.name), address: String(payload.to) },
        subject: `Il tuo account per l'area riservata di ${site.name}`,
        lines: [
          `Buongiorno ${String(payload.name)},`,
          ``,
          `è stato creato per te un account nell'area riservata del sito di ${site.name}.`,
          `Scegli la tua password da questo link (vale una sola volta, per ${String(payload.hours)} ore):`,
          String(payload.url),
          ``,
          `Se non ti aspettavi questo messaggio, ignoralo.`,
        ],
      };
    },
    ["url"],
  ),

  // The button 'Invia un messaggio di prova' of /admin/impostazioni.
  "mail.test": mailAbout(async (_deps, payload) => ({
    to: { name: "", address: String(payload.to) },
    subject: `Messaggio di prova da ${siteSettings().name}`,
    lines: [
      `Questo è un messaggio di prova inviato dalle impostazioni dell'area riservata.`,
      `Se lo leggi, l'invio delle e-mail funziona.`,
    ],
  })),

  "contact.mail": mailAbout(async (deps, payload) => {
    const m = await contactMessage(deps, payload);
    return {
      to: schoolInbox(deps.env),
      replyTo: { name: m.name, address: m.email },
      subject: `Richiesta dal sito: ${m.subject} – ${m.name}`,
      lines: [
        `Nuovo messaggio dal modulo contatti del sito.`,
        ``,
        `Nome e Cognome: ${m.name}`,
        `Email: ${m.email}`,
        `Oggetto: ${m.subject}`,
        `Ricevuto il: ${m.createdAt.toLocaleString("it-IT", { timeZone: "Europe/Rome" })}`,
        ``,
        `Messaggio:`,
        m.message,
        ``,
        `Per rispondere basta usare "Rispondi": la risposta va a ${m.email}.`,
        `Il messaggio è anche nell'area riservata: ${deps.env.PUBLIC_URL}/admin/messaggi/${m.id}`,
      ],
    };
  }),

  "contact.mailerlite": {
    available: (env) => Boolean(env.MAILERLITE_TOKEN),
    run: ignoreGone(async (deps, payload) => {
      const m = await contactMessage(deps, payload);
      await subscribeToMailerLite(deps.env, m);
      await recordMailerLite(deps, m.id, "inviato", null);
    }),
    async onFailure(deps, payload, error) {
      await recordMailerLite(deps, String(payload.messageId), "fallito", error.slice(0, 500));
    },
  },

  // A CEDILS registration (/iscrizione-cedils): an enrolment of the CEDILS edition (decision 049).
  "cedils.mail-school": mailAbout(async (deps, payload) => {
    const { enrolment: r } = await enrolment(deps, payload);
    const d = r.details as CedilsDetails;
    return {
      to: schoolInbox(deps.env),
      replyTo: { name: r.fullName, address: r.email },
      subject: `Nuova iscrizione CEDILS ${r.reference} – ${r.fullName}`,
      lines: [
        `Nuova iscrizione al corso CEDILS dal sito.`,
        ``,
        `Riferimento: ${r.reference}`,
        `Nome e Cognome: ${r.fullName}`,
        `Codice Fiscale: ${r.fiscalCode}`,
        `Email: ${r.email}`,
        `Telefono: ${r.phone}`,
        `Indirizzo: ${d.address ?? ""}, ${d.city ?? ""}`,
        `Materia di insegnamento: ${d.subject ?? "—"}`,
        `Tipo di scuola: ${d.schoolType ?? ""}`,
        `Tipo di laurea: ${d.laureaType ?? ""}`,
        `Laurea in: ${d.laureaIn ?? ""}`,
        `Socio ANILS: ${d.isAnilsMember ? "Sì" : "No"}`,
        `Ricevuta: ${r.fileOriginalName ?? ""} (${Math.ceil((r.fileSize ?? 0) / 1024)} KB)`,
        ``,
        `La ricevuta si scarica dall'area riservata (solo staff):`,
        `${deps.env.PUBLIC_URL}/admin/iscrizioni/${r.id}`,
      ],
    };
  }),

  // 'Le mie iscrizioni' (decision 059): new links to every enrolment of one address.
  "enrolment.mail-links": mailAbout(
    async (deps, payload) => {
      const site = siteSettings();
      const links = Array.isArray(payload.links)
        ? (payload.links as Array<{ enrolmentId: string; token: string }>)
        : [];
      const lines: string[] = [];
      for (const link of links) {
        const found = await getEnrolmentWithCourse(deps.database.db, link.enrolmentId);
        if (!found) continue;
        lines.push(
          `${found.enrolment.reference} – ${found.courseTitle} (${editionDates(found)}):`,
          `${deps.env.PUBLIC_URL}${participantPagePath(link.token)}`,
          ``,
        );
      }
      return {
        to: { name: "", address: String(payload.to) },
        subject: `Le tue iscrizioni – ${site.name}`,
        lines: [
          `Buongiorno,`,
          ``,
          `ecco i link alle pagine delle iscrizioni fatte con questo indirizzo email. I link inviati in precedenza non valgono più.`,
          ``,
          ...lines,
          `I link sono personali: non inoltrarli. Se non hai chiesto tu questo messaggio, puoi ignorarlo.`,
          ...signature(site),
        ],
      };
    },
    ["links"],
  ),

  // A seat was freed and the first on the waiting list took it.
  "enrolment.mail-promoted": mailAbout(async (deps, payload) => {
    const {
      enrolment: e,
      edition,
      courseTitle,
    } = await stillThere(
      getEnrolmentWithEdition(deps.database.db, String(payload.enrolmentId)),
      "iscrizione non più presente",
    );
    const site = siteSettings();
    return {
      to: { name: e.fullName, address: e.email },
      subject: `Si è liberato un posto: ${courseTitle} – ${e.reference}`,
      lines: [
        `Gentile ${e.fullName},`,
        ``,
        `si è liberato un posto nel corso «${courseTitle}» (${editionDatesText(edition.startDate, edition.endDate)}) ed è tuo: la tua iscrizione ${e.reference} è passata dalla lista d'attesa a «Ricevuta».`,
        ``,
        `Se non l'hai già fatto, completa il pagamento indicando come causale il riferimento ${e.reference}: ti scriveremo quando l'avremo verificato.`,
        `Se non puoi più partecipare, scrivici a ${site.email} (tel. ${site.phone}): il posto passerà a chi è dopo di te in lista.`,
        ...signature(site),
      ],
    };
  }),

  // An attestato was issued (certificates.server.ts): its code, where anyone checks it
  // and the PDF, and the participant's page. The page's token is stored hashed
  // only (decision 059), so the mail leads to /le-mie-iscrizioni, which sends the link again.
  "certificate.mail-issued": mailAbout(async (deps, payload) => {
    const { certificate: c, email } = await stillThere(
      getCertificateWithHolder(deps.database.db, String(payload.certificateId)),
      "attestato non più presente",
    );
    const site = siteSettings();
    const url = certificateUrl(deps.env.PUBLIC_URL, c.code);
    return {
      to: { name: c.fullName, address: email },
      subject: `Attestato rilasciato: ${c.courseTitle}`,
      lines: [
        `Gentile ${c.fullName},`,
        ``,
        `il ${formatDateIt(c.issuedAt)} ti abbiamo rilasciato l'attestato del corso «${c.courseTitle}» (${editionDatesText(c.startDate, c.endDate)}), per ${c.hours} ${c.hours === 1 ? "ora" : "ore"} di formazione.`,
        ``,
        `Codice dell'attestato: ${c.code}`,
        `Chiunque può verificarlo a questo indirizzo, da cui scarichi anche il PDF:`,
        url,
        `PDF: ${url}/pdf`,
        ``,
        `Le tue iscrizioni, con l'attestato, sono nella tua pagina personale: ricevi il link scrivendo il tuo indirizzo e-mail qui:`,
        `${deps.env.PUBLIC_URL}/le-mie-iscrizioni`,
        ...signature(site),
      ],
    };
  }),

  "cedils.mail-enrollee": mailAbout(
    async (deps, payload) => {
      const { enrolment: r } = await enrolment(deps, payload);
      const site = siteSettings();
      return {
        to: { name: r.fullName, address: r.email },
        subject: `Iscrizione al corso CEDILS ricevuta – ${r.reference}`,
        lines: [
          `Gentile ${r.fullName},`,
          ``,
          `abbiamo ricevuto la tua iscrizione al corso di preparazione alla certificazione CEDILS, con la ricevuta di pagamento allegata al modulo.`,
          ``,
          `Il tuo numero di riferimento è ${r.reference}: indicalo in ogni comunicazione con noi.`,
          ``,
          ...amountLines(r.amountDueCents),
          `Pagamento: se hai pagato con bonifico, la causale corretta è`,
          `"${cedilsPaymentReason(editionYearOfReference(r.reference) ?? new Date(r.createdAt).getFullYear(), r.reference)}".`,
          ...bankLines(),
          `Chi usa la Carta del Docente genera il buono per l'importo del corso e carica il buono come ricevuta.`,
          ``,
          `Il corso viene attivato al raggiungimento di almeno 10 partecipanti: ti scriveremo per confermare l'avvio e il calendario.`,
          ``,
          ...pageLinkLines(deps.env, payload),
          `Per qualsiasi domanda: ${site.email} – tel. ${site.phone}`,
          ...signature(site),
        ],
      };
    },
    ["token"],
  ),

  // An enrolment in a course edition (/corsi/{slug}/iscrizione).
  "enrolment.mail-school": mailAbout(async (deps, payload) => {
    const { enrolment: e, ...course } = await enrolment(deps, payload);
    const waiting = e.status === "lista_attesa";
    return {
      to: schoolInbox(deps.env),
      replyTo: { name: e.fullName, address: e.email },
      subject: `Nuova iscrizione ${e.reference}${waiting ? " (lista d'attesa)" : ""} – ${course.courseTitle} – ${e.fullName}`,
      lines: [
        `Nuova iscrizione dal sito${waiting ? ": i posti erano esauriti, è in lista d'attesa" : ""}.`,
        ``,
        `Riferimento: ${e.reference}`,
        `Corso: ${course.courseTitle}`,
        `Edizione: ${editionDates(course)}`,
        `Nome e cognome: ${e.fullName}`,
        `Codice fiscale: ${e.fiscalCode}`,
        `Email: ${e.email}`,
        `Telefono: ${e.phone}`,
        `Scuola: ${e.school}`,
        `Ruolo: ${e.role}`,
        `Pagamento: ${PAYMENT_METHOD_LABELS[e.paymentMethod]}`,
        `Importo dovuto: ${amountLabel(e.amountDueCents) ?? "nessun prezzo indicato"}`,
        ...(e.voucherCode ? [`Codice del buono: ${e.voucherCode}`] : []),
        ...(e.orderSchoolName
          ? [
              `Scuola che paga: ${e.orderSchoolName} (${e.orderSchoolCode ?? ""})`,
              `Fattura elettronica: ${e.orderInvoiceAddress ?? ""}`,
            ]
          : []),
        ...(e.fileOriginalName
          ? [`Allegato: ${e.fileOriginalName} (${Math.ceil((e.fileSize ?? 0) / 1024)} KB)`]
          : []),
      ],
    };
  }),

  "enrolment.mail-enrollee": mailAbout(
    async (deps, payload) => {
      const { enrolment: e, ...course } = await enrolment(deps, payload);
      const site = siteSettings();
      const waiting = e.status === "lista_attesa";
      return {
        to: { name: e.fullName, address: e.email },
        subject: `${waiting ? "Sei in lista d'attesa" : "Iscrizione ricevuta"} – ${course.courseTitle} – ${e.reference}`,
        lines: [
          `Gentile ${e.fullName},`,
          ``,
          waiting
            ? `abbiamo ricevuto la tua iscrizione al corso «${course.courseTitle}» (${editionDates(course)}), ma i posti di questa edizione sono esauriti: sei in lista d'attesa. Se si libera un posto ti scriviamo, seguendo l'ordine di arrivo delle iscrizioni.`
            : `abbiamo ricevuto la tua iscrizione al corso «${course.courseTitle}» (${editionDates(course)}).`,
          ``,
          `Il tuo numero di riferimento è ${e.reference}: indicalo in ogni comunicazione con noi.`,
          ``,
          ...amountLines(e.amountDueCents),
          ...(e.paymentMethod === "bonifico"
            ? [
                `Pagamento con bonifico: la causale corretta è`,
                `"${paymentReason(course.courseTitle, course, e.reference)}".`,
                ...bankLines(),
                ``,
              ]
            : e.paymentMethod === "carta_docente"
              ? [
                  `Verifichiamo il buono della Carta del Docente che hai allegato e ti confermiamo l'iscrizione.`,
                  ``,
                ]
              : [
                  `La segreteria contatta la tua scuola per l'ordine e la fattura elettronica.`,
                  ``,
                ]),
          ...pageLinkLines(deps.env, payload),
          `Per qualsiasi domanda: ${site.email} – tel. ${site.phone}`,
          ...signature(site),
        ],
      };
    },
    ["token"],
  ),
};

/**
 * Spec §7, server-side: create the custom fields `subject` and `message` (the
 * answers are not checked: they exist after the first time), then add the
 * subscriber with name, subject and message to the configured group.
 */
async function subscribeToMailerLite(
  env: Env,
  m: { email: string; name: string; subject: string; message: string },
): Promise<void> {
  const base = env.MAILERLITE_API_URL.replace(/\/+$/, "");
  const headers = {
    Authorization: `Bearer ${env.MAILERLITE_TOKEN}`,
    "Content-Type": "application/json",
    Accept: "application/json",
  };
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  for (const name of ["subject", "message"]) {
    const res = await post("/fields", { name, type: "text" });
    await res.body?.cancel();
  }
  const res = await post("/subscribers", {
    email: m.email,
    fields: { name: m.name, subject: m.subject, message: m.message },
    ...(env.MAILERLITE_GROUP ? { groups: [env.MAILERLITE_GROUP] } : {}),
  });
  if (!res.ok) {
    let detail = "";
    try {
      const body = (await res.json()) as { message?: unknown };
      if (typeof body.message === "string") detail = `: ${body.message}`;
    } catch {
      // Not JSON: the status says enough.
    }
    throw new Error(`MailerLite ha risposto con stato ${res.status}${detail}`);
  }
  await res.body?.cancel();
}

/** The e-mail jobs' kinds: what /admin/impostazioni reports on. */
export const MAIL_JOB_KINDS = (Object.keys(JOB_HANDLERS) as JobKind[]).filter((k) =>
  /mail(?!erlite)/.test(k),
);
