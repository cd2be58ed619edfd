import { House } from "lucide-react";
import { Link } from "react-router";
import { primaryButton } from "~/ui/buttons";
import { PolicyPage, PolicySection } from "~/features/pages/info/policy-section";
import { pageMeta } from "~/platform/meta";
import { useSite } from "~/platform/site";
import { retentionMonths } from "~/features/settings/public-api.server";
import type { Route } from "./+types/privacy-policy";

export const meta = () =>
  pageMeta(
    "Privacy policy",
    "Informativa sul trattamento dei dati personali di chi visita il sito, ci scrive o si iscrive ai corsi (art. 13 del Regolamento UE 2016/679).",
  );

/** The retention periods come from the settings the nightly run applies (decision 042). */
export function loader() {
  return { retention: retentionMonths() };
}

/** "24 mesi", "1 mese". */
function months(n: number): string {
  return n === 1 ? "1 mese" : `${n} mesi`;
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { retention } = loaderData;
  return (
    <PolicyPage
      title="Privacy policy"
      intro={
        <p>
          Informativa sul trattamento dei dati personali ai sensi dell'articolo 13 del Regolamento
          (UE) 2016/679 (GDPR): quali dati raccogliamo attraverso questo sito, perché e come li
          proteggiamo.
        </p>
      }
    >
      <PolicySection title="Titolare del trattamento">
        <p>
          Il titolare del trattamento è {site.legalName}, con sede a {site.address.city} in{" "}
          {site.address.full}, partita IVA {site.vatNumber}. Per qualsiasi domanda sui tuoi dati
          puoi scrivere a <a href={`mailto:${site.email}`}>{site.email}</a> o telefonare al{" "}
          {site.phone}.
        </p>
      </PolicySection>

      <PolicySection title="Tipi di dati trattati">
        <p>
          <strong>Dati di navigazione.</strong> Il server che ospita il sito registra, per ogni
          richiesta, l'indirizzo IP, la data e l'ora, la pagina richiesta, il codice di risposta e
          il tipo di browser. Servono a far funzionare il sito, a proteggerlo da abusi (per esempio
          limitando gli invii ripetuti dei moduli) e a diagnosticare i guasti; non li usiamo per
          identificarti.
        </p>
        <p>
          <strong>Dati forniti volontariamente.</strong> Quando compili il modulo di contatto ci
          comunichi nome, e-mail, oggetto e messaggio. Quando ti iscrivi a un corso (per esempio il
          corso CEDILS) ci comunichi anche codice fiscale, telefono, indirizzo, dati sul titolo di
          studio e sulla scuola in cui lavori e la ricevuta del pagamento. Ti chiediamo solo i dati
          necessari al servizio che richiedi.
        </p>
      </PolicySection>

      <PolicySection title="Finalità del trattamento">
        <ul>
          <li>Rispondere alle richieste di informazioni e gestire le iscrizioni ai corsi.</li>
          <li>
            Inviarti comunicazioni di servizio legate alla tua richiesta o al corso a cui sei
            iscritto (conferme, calendari, variazioni).
          </li>
          <li>
            Adempiere agli obblighi di legge e di contratto, compresi quelli fiscali, contabili e
            quelli legati al nostro accreditamento presso il Ministero dell'Istruzione e del Merito
            e alla piattaforma SOFIA.
          </li>
          <li>
            Elaborare statistiche anonime e aggregate sull'uso del sito, che non permettono di
            risalire a singole persone.
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="Base giuridica">
        <ul>
          <li>
            Richieste di informazioni e iscrizioni: esecuzione di un contratto o di misure
            precontrattuali adottate su tua richiesta (art. 6, par. 1, lett. b GDPR).
          </li>
          <li>
            Obblighi fiscali, contabili e amministrativi: adempimento di un obbligo legale (art. 6,
            par. 1, lett. c GDPR).
          </li>
          <li>
            Sicurezza del sito e statistiche aggregate: legittimo interesse del titolare (art. 6,
            par. 1, lett. f GDPR).
          </li>
          <li>
            Eventuali comunicazioni informative sui nuovi corsi: il tuo consenso, che puoi revocare
            in ogni momento (art. 6, par. 1, lett. a e art. 7 GDPR).
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="Modalità del trattamento e conservazione">
        <p>
          I dati sono trattati con strumenti elettronici, sul server che ospita il sito e nella
          casella di posta della segreteria, con misure tecniche e organizzative adeguate (art. 32
          GDPR): connessioni cifrate, accesso all'area riservata solo al personale autorizzato con
          credenziali personali, password conservate in forma cifrata, ricevute di pagamento
          accessibili solo allo staff. I dati non sono diffusi né venduti a terzi; possono essere
          comunicati solo ai fornitori che ci aiutano a erogare il servizio (hosting, posta
          elettronica e, per le richieste di contatto, il servizio di gestione dei contatti
          MailerLite, con sede nell'Unione europea), nominati responsabili del trattamento ai sensi
          dell'art. 28 GDPR, e alle autorità quando la legge lo impone.
        </p>
        <p>
          Conserviamo i messaggi del modulo di contatto per {months(retention.messages)} dal giorno
          in cui li riceviamo. Conserviamo le iscrizioni ai corsi, con le ricevute di pagamento e i
          buoni della Carta del docente, per {months(retention.registrations)} dalla fine
          dell'edizione del corso; le presenze alle lezioni (registro presenze) per{" "}
          {months(retention.register)} dal giorno della lezione, se l'iscrizione non è già stata
          cancellata prima; l'indicazione che hai compilato il questionario di gradimento, per{" "}
          {months(retention.questionnaire)} dalla fine dell'edizione. Le risposte al questionario
          sono anonime: non sono collegate a te né alla tua iscrizione. Degli ordini con cui una
          scuola iscrive i suoi docenti conserviamo il nome e l'e-mail della persona di riferimento
          per {months(retention.registrations)} dalla fine dell'edizione, come le iscrizioni; poi
          restano solo i dati della scuola e dell'ordine (denominazione, codice fiscale, CIG e CUP,
          numero, data e importi), che sono quelli della sua fattura. Conserviamo le e-mail che il
          sito ti invia (la copia che lo staff può leggere, con i link personali nascosti) per{" "}
          {months(retention.mails)} dall'invio. Allo scadere di questi periodi il sito li cancella
          da solo, ogni notte: da quel momento non compaiono più nemmeno nelle copie di sicurezza
          (backup), e quelle fatte prima, che usiamo solo per ripristinare il sito dopo un guasto,
          vengono eliminate entro 12 mesi. Le fatture elettroniche emesse per le iscrizioni, con i
          dati di chi le riceve (nome, codice fiscale, indirizzo, e-mail), e gli altri documenti
          contabili sono conservati per i 10 anni previsti dalla legge (art. 2220 del Codice
          civile), anche sul sito, dove li vede solo un amministratore: non sono cancellati alla
          scadenza dell'iscrizione né con una richiesta di cancellazione, perché la legge ci obbliga
          a tenerli (art. 17, par. 3, lett. b GDPR). I dati di navigazione sono conservati per non
          più di 30 giorni, salvo necessità di accertare reati informatici.
        </p>
      </PolicySection>

      <PolicySection title="Diritti dell'interessato">
        <p>In ogni momento puoi chiederci, scrivendo a {site.email}:</p>
        <ul>
          <li>l'accesso ai tuoi dati e una copia degli stessi (art. 15 GDPR);</li>
          <li>
            la rettifica dei dati inesatti o la loro cancellazione (artt. 16 e 17 GDPR): cancelliamo
            il messaggio o l'iscrizione con i file allegati, anche prima dei periodi indicati sopra;
          </li>
          <li>la limitazione del trattamento (art. 18 GDPR);</li>
          <li>di opporti al trattamento basato sul legittimo interesse (art. 21 GDPR);</li>
          <li>
            la portabilità dei dati che ci hai fornito, in un formato strutturato e leggibile da
            dispositivo automatico (art. 20 GDPR).
          </li>
        </ul>
        <p>
          Ti rispondiamo entro un mese dalla richiesta (art. 12 GDPR). Se ritieni che il trattamento
          violi il Regolamento puoi proporre reclamo al Garante per la protezione dei dati personali
          (art. 77 GDPR).
        </p>
      </PolicySection>

      <PolicySection title="Modifiche a questa informativa">
        <p>
          Possiamo aggiornare questa informativa quando cambiano i servizi del sito o le norme di
          riferimento. La versione in vigore è sempre pubblicata su questa pagina con la data
          dell'ultimo aggiornamento; se le modifiche riguardano dati che ci hai già fornito, te le
          comunichiamo per e-mail.
        </p>
        <p className="text-sm text-slate-600">Ultimo aggiornamento: 24 novembre 2026.</p>
      </PolicySection>

      <p>
        <Link to="/" className={primaryButton}>
          <House aria-hidden="true" className="h-4 w-4" />
          Torna alla home
        </Link>
      </p>
    </PolicyPage>
  );
}
