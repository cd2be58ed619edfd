import { Link } from "react-router";
import { PolicyPage, PolicySection, SiteEmailLink } from "~/features/pages/info/policy-section";
import { pageMeta } from "~/platform/meta";
import { useSite } from "~/platform/site";

export const meta = () =>
  pageMeta(
    "Cookie policy",
    "Quali cookie e quali dati del browser usa questo sito: solo strumenti tecnici, nessun cookie di profilazione.",
  );

export default function CookiePolicy() {
  return (
    <PolicyPage
      title="Cookie policy"
      intro={
        <p>
          Questo sito usa solo gli strumenti tecnici necessari a funzionare: nessun cookie di
          profilazione, nessuna pubblicità, nessun tracciamento tra siti diversi.
        </p>
      }
    >
      <PolicySection title="Cosa sono i cookie">
        <p>
          I cookie sono piccoli file di testo che un sito salva nel browser di chi lo visita e che
          il browser rimanda al sito nelle visite successive. Strumenti simili sono il local storage
          e il session storage, spazi del browser in cui una pagina può conservare informazioni.
          Questa informativa li tratta insieme, come fanno le Linee guida del Garante per la
          protezione dei dati personali del 10 giugno 2021.
        </p>
      </PolicySection>

      <PolicySection title="Cookie tecnici">
        <p>
          Sono necessari al funzionamento del sito e non richiedono il tuo consenso (art. 122 del
          Codice privacy). Sul nostro sito sono questi:
        </p>
        <CookieTable />
      </PolicySection>

      <PolicySection title="Cookie analitici">
        <p>
          Non usiamo cookie analitici né strumenti di statistica di terze parti. Le statistiche di
          visita che ci servono le ricaviamo in forma anonima e aggregata dai registri del nostro
          server, senza salvare nulla nel tuo browser.
        </p>
      </PolicySection>

      <PolicySection title="Contenuti di terze parti">
        <p>
          La pagina <Link to="/contatti">Contatti</Link> mostra una mappa della nostra sede: le
          immagini della mappa (le «tessere») sono scaricate dai server di OpenStreetMap, che
          ricevono così il tuo indirizzo IP e le informazioni tecniche del browser, secondo la
          propria informativa sulla privacy. Il servizio delle tessere non salva cookie tramite il
          nostro sito. Le altre pagine non caricano contenuti da siti esterni; i link ad altri siti
          (piattaforme dei bandi, agenzie partner) si aprono in una nuova scheda e sono regolati
          dalle informative di quei siti.
        </p>
      </PolicySection>

      <PolicySection title="Come gestire i cookie dal browser">
        <p>
          Puoi vedere e cancellare i cookie e i dati salvati dai siti nelle impostazioni del
          browser, di solito alla voce «Privacy e sicurezza» (Chrome, Edge, Firefox) o «Privacy»
          (Safari). Cancellando i dati di questo sito il banner dei cookie ricomparirà alla visita
          successiva; bloccando tutti i cookie il personale non potrà accedere all'area riservata,
          mentre il resto del sito continuerà a funzionare.
        </p>
      </PolicySection>

      <PolicySection title="Durata: cookie di sessione e persistenti">
        <p>
          I cookie di sessione scadono quando termina la sessione di lavoro o si chiude il browser;
          quelli persistenti restano fino alla scadenza indicata o finché non li cancelli. Sul
          nostro sito il cookie dell'area riservata è persistente ma dura al massimo 7 giorni (e la
          sessione scade comunque dopo 8 ore di inattività), mentre la voce{" "}
          <code>cookieConsent</code> resta finché non cancelli i dati del sito.
        </p>
      </PolicySection>

      <PolicySection title="Aggiornamenti">
        <p>
          Aggiorniamo questa pagina ogni volta che il sito inizia o smette di usare un cookie o uno
          strumento simile. Per domande scrivi a <SiteEmailLink />
          {/* One text node up to the link, as the page always had: its HTML stays the same. */}
          {" o consulta la nostra "}
          <Link to="/privacy-policy">privacy policy</Link>.
        </p>
        <p className="text-sm text-slate-600">Ultimo aggiornamento: 21 novembre 2026.</p>
      </PolicySection>
    </PolicyPage>
  );
}

/** The cookies and browser data the site uses. */
function CookieTable() {
  const { name } = useSite();
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Cookie e dati salvati nel browser da questo sito</caption>
        <thead>
          <tr className="border-b-2 border-slate-300">
            <th scope="col" className="py-2 pr-3">
              Nome e tipo
            </th>
            <th scope="col" className="py-2 pr-3">
              A cosa serve
            </th>
            <th scope="col" className="py-2">
              Durata
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-slate-200 align-top">
            <td className="py-2 pr-3">
              Cookie di sessione dell'area riservata: <code>staff_session</code> (
              <code>__Host-staff_session</code> sul sito in https), cookie HTTP non leggibile dagli
              script della pagina
            </td>
            <td className="py-2 pr-3">
              Mantiene l'accesso del personale di {name} che entra nell'area riservata per gestire
              le news. Viene creato solo dopo l'accesso con e-mail e password: chi visita il sito
              non lo riceve mai. Contiene solo un codice casuale; il server ne conserva un'impronta
              per riconoscere la sessione.
            </td>
            <td className="py-2">
              Al massimo 7 giorni; la sessione si chiude prima con l'uscita dall'area riservata o
              dopo 8 ore di inattività
            </td>
          </tr>
          <tr className="border-b border-slate-200 align-top">
            <td className="py-2 pr-3">
              <code>cookieConsent</code> (local storage)
            </td>
            <td className="py-2 pr-3">
              Ricorda che hai premuto «Accetta» sul banner dei cookie, con il valore{" "}
              <code>accepted</code>, così il banner non ricompare. Se chiudi il banner con la X non
              viene salvato nulla.
            </td>
            <td className="py-2">Finché non cancelli i dati del sito dal browser</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
