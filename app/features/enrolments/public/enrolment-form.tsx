import { useEffect, useRef } from "react";
import { CheckCircle2 } from "lucide-react";
import {
  CodeField,
  EInvoiceAddressField,
  RadioGroupField,
  SelectField,
  TextField,
} from "~/ui/forms/field";
import { FileField } from "~/ui/forms/file-field";
import {
  ENROLMENT_ROLES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from "~/platform/forms/form-options";
import type { FormResult } from "~/platform/forms/form-result";
import { alreadyEnrolled, ResendLinkForm } from "~/features/enrolments/journey/resend-link";
import { PersonFields } from "~/features/enrolments/person-fields";
import {
  BankDetails,
  EnrolmentPublicForm,
  RECEIPT_ACCEPT,
  ReferenceNote,
  useEnrolmentForm,
} from "~/features/enrolments/enrolment-form-parts";
import { InvoiceFields } from "~/features/enrolments/public/invoice-fields";

export type EnrolmentResult = FormResult<{
  reference: string;
  waitingList: boolean;
  mailed: boolean;
  /** The private page of the enrolment (decision 059). */
  pagePath: string;
  /** The amount due frozen on the enrolment ("€ 199,00", decision 058); null without a price. */
  amount: string | null;
  /** A bank transfer still to make: its payment reason, with the reference (decision 061). */
  transferReason: string | null;
  /** The buono checked online (decision 062): its amount and what is left by transfer. */
  voucher: string | null;
}>;

/** An edition as the form offers it. */
export type EditionChoice = {
  id: string;
  label: string;
  seatsLabel: string;
  reason: string;
  /** "€ 199,00" (with the school-order price when it differs), or null without a price. */
  price: string | null;
  /** What a transfer pays: "€ 199,00", or null without a price. */
  amount: string | null;
};

export type EnrolmentFormProps = {
  result?: EnrolmentResult;
  /** Where the form posts: /corsi/{slug}/iscrizione. */
  action: string;
  editions: EditionChoice[];
  /** The edition chosen in the address (?edizione=), or the only one. */
  selected?: string;
  bank: { beneficiary: string; bank: string; iban: string };
  /** The VAT treatment from the settings, beside the amounts. */
  vatTreatment: string;
  /** Buoni are checked with the ministry's service: the code only, no PDF (decision 062). */
  vouchersOnline?: boolean;
};

const PAYMENT_OPTIONS = PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}));

/**
 * The enrolment form of a course edition; each payment method shows its own
 * fields once chosen (app.css). A real multipart POST without JavaScript; sent
 * in place by its island with it.
 */
export function EnrolmentForm({
  result,
  action,
  editions,
  selected,
  bank,
  vatTreatment,
  vouchersOnline = false,
}: EnrolmentFormProps) {
  const form = useEnrolmentForm(result, action, "enrolment-form");
  const chosen = form.field("editionId").defaultValue || selected || "";
  const reasons = editions.filter((e) => !chosen || e.id === chosen);
  // After a stored enrolment the confirmation replaces the form (decision 059):
  // an empty form below it looked, on a phone, like a failed submission.
  if (form.shown?.status === "success" && form.shown.reference) {
    return (
      <EnrolmentConfirmation
        {...form.shown}
        reference={form.shown.reference}
        vatTreatment={vatTreatment}
        bank={bank}
      />
    );
  }
  // Inside the island, so that the offer also shows when the answer came by fetch.
  const duplicate = alreadyEnrolled(form.shown);
  return (
    <>
      {duplicate ? <ResendLinkForm {...duplicate} /> : null}
      <EnrolmentPublicForm
        form={form}
        formName="iscrizione-corso"
        success={() => <EnrolmentSuccess />}
      >
        <RadioGroupField
          label="Edizione *"
          {...form.field("editionId")}
          defaultValue={chosen}
          options={editions.map((e) => ({
            value: e.id,
            label: `${e.label}${e.price ? ` – ${e.price}` : ""} (${e.seatsLabel})`,
          }))}
          hint={
            editions.some((e) => e.price) ? `Prezzo per partecipante. ${vatTreatment}.` : undefined
          }
          required
          className="sm:col-span-2"
        />
        <PersonFields field={form.field} />
        <TextField
          label="Scuola *"
          hint="La scuola o l'ente in cui lavori, ad esempio: IIS «Einstein-De Lorenzo», Potenza."
          {...form.field("school")}
          autoComplete="organization"
          required
          maxLength={200}
        />
        <SelectField label="Ruolo *" {...form.field("role")} required options={ENROLMENT_ROLES} />
        <RadioGroupField
          label="Come paghi *"
          {...form.field("paymentMethod")}
          options={PAYMENT_OPTIONS}
          required
          className="sm:col-span-2"
        />

        <div data-payment-part="carta_docente" className="sm:col-span-2">
          <TextField
            label="Codice del buono della Carta del Docente"
            hint={
              vouchersOnline
                ? "Il codice del buono (di solito 8 lettere e numeri): lo verifichiamo subito con il servizio del Ministero, senza allegare il PDF."
                : "Il codice stampato sul buono (di solito 8 lettere e numeri). Allega anche il buono in PDF qui sotto."
            }
            {...form.field("voucherCode")}
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
          />
        </div>

        <div
          data-payment-part="bonifico"
          className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:col-span-2"
        >
          <p className="font-semibold text-slate-900">Coordinate per il bonifico</p>
          <BankDetails
            bank={bank}
            reasons={reasons.map((e) => (
              <dd key={e.id} data-testid="causale">
                {e.reason}
              </dd>
            ))}
            amounts={reasons
              .filter((e) => e.amount)
              .map((e) => (
                <dd key={e.id} data-testid="importo">
                  {e.amount}
                  {reasons.length > 1 ? ` (${e.label})` : ""}
                </dd>
              ))}
          />
          <p className="mt-2 text-sm text-slate-700">
            Il posto è tuo appena invii il modulo. Dopo l'invio ricevi un numero di riferimento (ad
            esempio ISC-2027-0001): indicalo nella causale del bonifico. Se hai già pagato puoi
            allegare la ricevuta qui sotto; non è obbligatoria.
          </p>
        </div>

        <div
          data-payment-part={vouchersOnline ? "bonifico" : "carta_docente bonifico"}
          className="sm:col-span-2"
        >
          <FileField
            label={
              vouchersOnline
                ? "Ricevuta del bonifico"
                : "Buono della Carta del Docente o ricevuta del bonifico"
            }
            {...form.file("paymentFile")}
            accept={RECEIPT_ACCEPT}
            hint="PDF, JPG, PNG, HEIC o HEIF, al massimo 10 MB. Obbligatorio per la Carta del Docente; per il bonifico puoi aggiungerlo anche dopo. Non serve per l'ordine della scuola."
          />
        </div>

        <InvoiceFields field={form.field} />

        <div
          data-payment-part="ordine_scuola"
          className="grid gap-x-6 gap-y-2 sm:col-span-2 sm:grid-cols-2"
        >
          <p className="text-slate-700 sm:col-span-2">
            Paga la tua scuola: la segreteria riceve l'ordine e la fattura elettronica. Se la scuola
            iscrive più docenti, usa il{" "}
            <a href={`${action}-scuola`} className="font-semibold text-brand-700 underline">
              modulo dell'ordine della scuola
            </a>
            : un solo ordine, una sola fattura.
          </p>
          <TextField
            label="Scuola che paga"
            {...form.field("orderSchoolName")}
            autoComplete="off"
            maxLength={200}
          />
          <CodeField
            label="Codice meccanografico"
            hint="10 caratteri, ad esempio PZIC83000L."
            {...form.field("orderSchoolCode")}
            maxLength={20}
          />
          <EInvoiceAddressField
            label="Codice univoco o PEC per la fattura elettronica"
            hint="Il codice univoco ufficio (6 caratteri) o la PEC della scuola."
            {...form.field("orderInvoiceAddress")}
            className="sm:col-span-2"
          />
        </div>
      </EnrolmentPublicForm>
    </>
  );
}

function EnrolmentSuccess() {
  // A submission dropped by the honeypot looks like a success, without a reference.
  return <p className="font-semibold">Grazie: abbiamo ricevuto il modulo.</p>;
}

/**
 * The confirmation of a stored enrolment, focused as it appears so a phone
 * shows it and a screen reader reads it.
 */
function EnrolmentConfirmation({
  reference,
  waitingList,
  mailed,
  pagePath,
  amount,
  transferReason,
  voucher,
  vatTreatment,
  bank,
}: {
  reference: string;
  waitingList?: boolean;
  mailed?: boolean;
  pagePath?: string;
  amount?: string | null;
  transferReason?: string | null;
  voucher?: string | null;
  vatTreatment: string;
  bank: EnrolmentFormProps["bank"];
}) {
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The whole confirmation at the top of the screen, below the sticky header (scroll-mt).
    box.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div
      ref={box}
      className="scroll-mt-20 rounded-2xl border-2 border-green-700 bg-green-50 p-5 text-green-950"
      data-testid="conferma-iscrizione"
    >
      <h2
        ref={heading}
        id="conferma-iscrizione"
        tabIndex={-1}
        autoFocus
        className="flex items-center gap-2 text-2xl font-bold"
      >
        <CheckCircle2 aria-hidden="true" className="size-6 shrink-0" />
        {waitingList ? "Sei in lista d'attesa" : "Iscrizione ricevuta: grazie!"}
      </h2>
      {waitingList ? <p className="mt-2">I posti di questa edizione sono esauriti.</p> : null}
      <ReferenceNote reference={reference} />
      {amount ? (
        <p className="mt-1">
          Importo da pagare: <strong data-testid="importo-dovuto">{amount}</strong> ({vatTreatment}
          ).
        </p>
      ) : null}
      {transferReason ? (
        <div className="mt-3 rounded-xl border border-green-700 bg-white p-4 text-slate-900">
          <h3 className="font-semibold">Paga con un bonifico</h3>
          <p className="mt-1 text-sm">
            Il posto è già tuo: se il bonifico non arriva entro pochi giorni lo liberiamo per chi è
            in lista d'attesa (ti avvisiamo prima per e-mail). La ricevuta non è obbligatoria: puoi
            caricarla dalla pagina della tua iscrizione.
          </p>
          <BankDetails
            bank={bank}
            reasons={<dd data-testid="causale">{transferReason}</dd>}
            amounts={amount ? <dd data-testid="importo">{amount}</dd> : undefined}
          />
        </div>
      ) : null}
      {voucher ? (
        <p className="mt-1" data-testid="buono">
          {voucher}
        </p>
      ) : null}
      {pagePath ? (
        <p className="mt-3">
          <a
            href={pagePath}
            className="inline-flex min-h-11 items-center rounded-full bg-green-800 px-5 py-2 font-semibold text-white hover:bg-green-900"
          >
            Apri la pagina della tua iscrizione
          </a>
          <span className="mt-1 block text-sm">
            Lì vedi lo stato, il pagamento e puoi annullare. Salva il link: è personale.
          </span>
        </p>
      ) : null}
      <p className="mt-3">
        {waitingList
          ? "Se si libera un posto ti contattiamo, nell'ordine di arrivo delle iscrizioni. Finché non c'è un posto per te non validiamo il buono e non tratteniamo il pagamento."
          : "Ora verifichiamo il pagamento e ti confermiamo l'iscrizione con il calendario degli incontri."}
        {mailed ? " Ti abbiamo inviato il riepilogo e il link per email." : null}
      </p>
    </div>
  );
}
