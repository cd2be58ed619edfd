// 'La tua iscrizione' (decision 059): plain HTML with real forms, read on a
// phone as often as not; no script.
import type { ReactNode } from "react";
import { FormStatus } from "~/ui/forms/form-status";
import { FileField } from "~/ui/forms/file-field";
import { formatDateTimeIt } from "~/platform/format-date";
import { PAYMENT_METHOD_LABELS } from "~/platform/forms/form-options";
import { ENROLMENT_STATUS_LABELS } from "~/features/enrolments/participant-status";
import { editionDatesText } from "~/features/enrolments/edition-dates";
import { editionModeLabel } from "~/features/enrolments/editions";
import { lessonWhenLabel } from "~/features/enrolments/lessons/lesson-hours";
import { BankDetails, RECEIPT_ACCEPT } from "~/features/enrolments/enrolment-form-parts";
import type { ParticipantPage } from "~/features/enrolments/journey/participant-page.server";
import { LabelledValue } from "~/ui/labelled-value";

const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

function statusText(page: ParticipantPage): string {
  switch (page.status) {
    case "ricevuta":
      return "Abbiamo ricevuto la tua iscrizione e hai un posto: ora verifichiamo il pagamento.";
    case "pagamento_verificato":
      return "Abbiamo verificato il pagamento: ti confermiamo l'iscrizione con il calendario.";
    case "confermata":
      return "La tua iscrizione è confermata: ti aspettiamo al corso.";
    case "completata":
      return "Hai completato il corso.";
    case "lista_attesa":
      return `I posti sono esauriti: sei in lista d'attesa, in posizione ${page.waitingPosition ?? "—"}. Se si libera un posto ti scriviamo.`;
    case "annullata":
      return "Questa iscrizione è annullata.";
    case "respinta":
      return "Questa iscrizione è stata respinta: scrivi alla segreteria per sapere perché.";
  }
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-slate-800">{children}</div>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <LabelledValue label={label} valueClassName="break-words">
      {children}
    </LabelledValue>
  );
}

function WhenAndWhere({ page }: { page: ParticipantPage }) {
  const e = page.edition;
  return (
    <Section id="quando-dove" title="Date e luogo">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Row label="Date">{editionDatesText(e.startDate, e.endDate)}</Row>
        {e.schedule ? <Row label="Orario">{e.schedule}</Row> : null}
        <Row label="Modalità">{editionModeLabel(e.mode)}</Row>
        {e.place ? <Row label="Luogo">{e.place}</Row> : null}
        {e.meetingLink ? (
          <Row label="Collegamento">
            <a href={e.meetingLink} className="font-semibold text-brand-700 underline">
              {e.meetingLink}
            </a>
          </Row>
        ) : null}
        {e.meetingLinkHidden ? (
          <Row label="Collegamento">Il link per collegarti compare qui quando hai un posto.</Row>
        ) : null}
      </dl>
    </Section>
  );
}

/** The lessons, day by day in Rome time, with the link to follow online when the participant may see it. */
function Lessons({ page }: { page: ParticipantPage }) {
  if (page.lessons.length === 0) return null;
  return (
    <Section id="lezioni" title="Lezioni">
      <ol className="space-y-2" data-testid="lezioni">
        {page.lessons.map((lesson) => (
          <li key={lesson.id} className="break-words">
            <span className="font-semibold first-letter:uppercase">
              {lesson.cancelled ? "Annullata: " : ""}
              {lessonWhenLabel(lesson)}
            </span>
            {lesson.title ? ` · ${lesson.title}` : ""}
            {lesson.place ? ` · ${lesson.place}` : ""}
            {lesson.onlineUrl && !lesson.cancelled ? (
              <>
                {" · "}
                <a href={lesson.onlineUrl} className="font-semibold text-brand-700 underline">
                  Collegati alla lezione online
                </a>
              </>
            ) : lesson.online ? (
              " · online"
            ) : null}
          </li>
        ))}
      </ol>
      <a
        href={page.calendarPath}
        className={`${BUTTON} border border-slate-300 text-slate-900 hover:bg-slate-50`}
      >
        Aggiungi le lezioni al tuo calendario (.ics)
      </a>
    </Section>
  );
}

function Payment(props: {
  page: ParticipantPage;
  bank: { beneficiary: string; bank: string; iban: string };
  reason: string;
  receiptAdded: boolean;
  receiptError?: string;
  problem?: string;
}) {
  const { payment } = props.page;
  const due = !payment.paid && props.page.status !== "annullata";
  return (
    <Section id="pagamento" title="Pagamento">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Row label="Quota">{payment.price || "Indicata dalla segreteria"}</Row>
        <Row label="Metodo">{PAYMENT_METHOD_LABELS[payment.method]}</Row>
        <Row label="Stato">
          {payment.paid
            ? "Pagamento verificato"
            : due
              ? "Da verificare"
              : "Nessun pagamento dovuto"}
        </Row>
        {payment.receiptName ? <Row label="Ricevuta caricata">{payment.receiptName}</Row> : null}
        {payment.voucher ? <Row label="Carta del Docente">{payment.voucher}</Row> : null}
      </dl>
      {props.page.invoicePath ? (
        <p className="mt-4">
          <a
            href={props.page.invoicePath}
            download
            className="font-semibold text-brand-700 underline"
          >
            Scarica la copia di cortesia della fattura (PDF)
          </a>
        </p>
      ) : null}
      {due && payment.method === "bonifico" ? (
        <BankDetails bank={props.bank} reasons={<dd>{props.reason}</dd>} />
      ) : null}
      {due && payment.method === "ordine_scuola" ? (
        <p>La segreteria concorda il pagamento con la tua scuola (ordine e fattura elettronica).</p>
      ) : null}
      {props.receiptAdded ? (
        <FormStatus tone="success">Ricevuta caricata: grazie.</FormStatus>
      ) : null}
      {props.problem ? <FormStatus tone="error">{props.problem}</FormStatus> : null}
      {payment.takesReceipt ? (
        <form method="post" action="?intent=ricevuta" encType="multipart/form-data" noValidate>
          <FileField
            label={
              payment.receiptName ? "Sostituisci la ricevuta" : "Carica la ricevuta o il buono"
            }
            name="receipt"
            accept={RECEIPT_ACCEPT}
            error={props.receiptError}
            hint="PDF, JPG, PNG, HEIC o HEIF, al massimo 10 MB."
          />
          <button type="submit" className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}>
            Carica la ricevuta
          </button>
        </form>
      ) : null}
    </Section>
  );
}

function Cancel({
  page,
  confirming,
  problem,
}: {
  page: ParticipantPage;
  confirming: boolean;
  problem?: string;
}) {
  if (page.status === "annullata" || page.status === "respinta") return null;
  return (
    <Section id="annulla" title="Annullare l'iscrizione">
      {problem ? <FormStatus tone="error">{problem}</FormStatus> : null}
      {!page.cancel.allowed ? (
        <p>{page.cancel.problem}</p>
      ) : confirming ? (
        <div className="space-y-3 rounded-xl border-2 border-red-700 bg-red-50 p-4">
          <h3 id="conferma-annullamento" tabIndex={-1} autoFocus className="font-bold">
            Vuoi davvero annullare l'iscrizione {page.reference}?
          </h3>
          <p>
            Il tuo posto passa a chi è in lista d'attesa e non si può riavere indietro: potrai
            iscriverti di nuovo solo se restano posti.
          </p>
          {page.payment.paid ? (
            <p>
              Hai già pagato: la segreteria emette la nota di credito e ti rimborsa a mano. Un buono
              della Carta del Docente già confermato non si può restituire tramite il servizio del
              Ministero: la segreteria ti scrive per concordare il rimborso.
            </p>
          ) : null}
          <form method="post" className="flex flex-wrap gap-3">
            <button
              type="submit"
              name="intent"
              value="confirm-cancel"
              className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`}
            >
              Sì, annulla l'iscrizione
            </button>
            <a href="?" className={`${BUTTON} border border-slate-300 text-slate-900`}>
              No, torna indietro
            </a>
          </form>
        </div>
      ) : (
        <form method="post" className="space-y-3">
          {page.edition.deadline ? (
            <p>Puoi annullare fino al {formatDateTimeIt(page.edition.deadline)}.</p>
          ) : null}
          <button
            type="submit"
            name="intent"
            value="cancel"
            className={`${BUTTON} border-2 border-red-700 text-red-800 hover:bg-red-50`}
          >
            Annulla l'iscrizione
          </button>
        </form>
      )}
    </Section>
  );
}

/** The satisfaction questionnaire (decision 066): a link while open, a thank-you once answered. */
function Questionnaire({ page, path }: { page: ParticipantPage; path: string }) {
  const q = page.questionnaire;
  if (q.state === "chiuso" || q.state === "escluso") return null;
  return (
    <Section id="questionario" title="Questionario di gradimento">
      {q.state === "compilato" ? (
        <p>Hai compilato il questionario di gradimento: grazie.</p>
      ) : q.state === "in_attesa" ? (
        <p>
          Il questionario di gradimento si apre alla fine dell&apos;ultima lezione, il{" "}
          {formatDateTimeIt(q.opensAt)}.
          {q.blocksCertificate ? " Servirà per scaricare l'attestato." : ""}
        </p>
      ) : (
        <>
          <p>
            Il corso è concluso: dicci com&apos;è andato. Il questionario è anonimo e richiede pochi
            minuti.
            {q.blocksCertificate ? " Serve per scaricare l'attestato." : ""}
          </p>
          <a href={path} className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}>
            Compila il questionario
          </a>
        </>
      )}
    </Section>
  );
}

export function ParticipantView(props: {
  page: ParticipantPage;
  bank: { beneficiary: string; bank: string; iban: string };
  reason: string;
  cancelled: boolean;
  confirming: boolean;
  receiptAdded: boolean;
  problem: { intent: string; message: string } | null;
  receiptError?: string;
  questionnairePath: string;
  questionnaireSent: boolean;
}) {
  const { page } = props;
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-8 sm:py-12">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Iscrizione {page.reference}
        </p>
        <h1 className="mt-1 text-3xl font-bold text-slate-900">La tua iscrizione</h1>
        <p className="mt-2 text-lg text-slate-800">
          {page.fullName}, corso «{page.course}»,{" "}
          {editionDatesText(page.edition.startDate, page.edition.endDate)}
        </p>
      </header>
      {props.cancelled ? (
        <FormStatus tone="success">La tua iscrizione è stata annullata.</FormStatus>
      ) : props.questionnaireSent ? (
        <FormStatus tone="success">
          Grazie: le tue risposte al questionario sono state inviate.
        </FormStatus>
      ) : null}
      <div className="rounded-2xl border-2 border-brand-700 bg-brand-50 p-5" data-testid="stato">
        <p className="text-sm font-semibold text-slate-700">Stato</p>
        <p className="text-2xl font-bold text-slate-900">{ENROLMENT_STATUS_LABELS[page.status]}</p>
        <p className="mt-1 text-slate-800">{statusText(page)}</p>
      </div>
      <WhenAndWhere page={page} />
      <Lessons page={page} />
      <Payment
        page={page}
        bank={props.bank}
        reason={props.reason}
        receiptAdded={props.receiptAdded}
        receiptError={props.receiptError}
        problem={props.problem?.intent === "ricevuta" ? props.problem.message : undefined}
      />
      <Questionnaire page={page} path={props.questionnairePath} />
      {page.certificateCode && page.questionnaire.blocksCertificate ? (
        <Section id="attestato" title="Attestato">
          <p>
            Il tuo attestato è pronto: per scaricarlo compila prima il{" "}
            <a href={props.questionnairePath} className="font-semibold text-brand-700 underline">
              questionario di gradimento
            </a>
            .
          </p>
        </Section>
      ) : page.certificateCode ? (
        <Section id="attestato" title="Attestato">
          <a
            href={`/attestati/${page.certificateCode}/pdf`}
            download
            className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
          >
            Scarica l'attestato (PDF)
          </a>
        </Section>
      ) : null}
      <Cancel
        page={page}
        confirming={props.confirming}
        problem={props.problem?.intent === "cancel" ? props.problem.message : undefined}
      />
      <p className="text-sm text-slate-700">
        Questa pagina è personale: chi ha il link la può aprire, non inoltrarlo. Hai perso il link?
        Chiedilo di nuovo da{" "}
        <a href="/le-mie-iscrizioni" className="underline">
          Le mie iscrizioni
        </a>
        .
      </p>
    </div>
  );
}

export function EnrolmentNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">Iscrizione non trovata</h1>
      <p className="mt-4 text-lg text-slate-700">
        Questo link non apre nessuna iscrizione: forse è incompleto, oppure ne hai chiesto uno nuovo
        e questo non vale più. Puoi ricevere i link aggiornati da{" "}
        <a href="/le-mie-iscrizioni" className="font-semibold text-brand-700 underline">
          Le mie iscrizioni
        </a>
        .
      </p>
    </div>
  );
}
