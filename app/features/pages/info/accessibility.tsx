import { Link } from "react-router";
import { primaryButton } from "~/ui/buttons";
import { PolicyPage, PolicySection } from "~/features/pages/info/policy-section";
import { pageMeta } from "~/platform/meta";
import { useSite } from "~/platform/site";

export const meta = () =>
  pageMeta(
    "Accessibilità",
    "Dichiarazione di accessibilità del sito: obiettivo WCAG 2.2 livello AA, come lo verifichiamo, i limiti noti e come segnalarci un problema.",
  );

export default function Accessibility() {
  const site = useSite();
  return (
    <PolicyPage
      title="Dichiarazione di accessibilità"
      intro={
        <p>
          Vogliamo che il sito di {site.name} sia utilizzabile da tutti: da chi usa un lettore di
          schermo, da chi naviga solo con la tastiera, da chi ingrandisce il testo o consulta le
          pagine dal telefono.
        </p>
      }
    >
      <PolicySection title="Obiettivo di conformità">
        <p>
          Il sito è progettato per essere conforme alle Web Content Accessibility Guidelines (WCAG)
          2.2 al livello AA, il riferimento richiamato dalla norma europea EN 301 549 e dalle linee
          guida AgID.
        </p>
      </PolicySection>
      <PolicySection title="Cosa facciamo">
        <ul>
          <li>
            Ogni pagina ha un solo titolo principale, punti di riferimento e un link per saltare al
            contenuto.
          </li>
          <li>Tutti i comandi si usano con la tastiera e il focus è sempre visibile.</li>
          <li>
            Le immagini informative hanno un testo alternativo in italiano; quelle decorative sono
            ignorate dai lettori di schermo.
          </li>
          <li>I colori di testi e pulsanti rispettano i contrasti minimi previsti.</li>
          <li>I moduli hanno etichette esplicite e messaggi di errore legati ai campi.</li>
          <li>
            Le pagine si leggono su schermi di 390 pixel di larghezza senza scorrimento orizzontale.
          </li>
          <li>
            Lo scorrimento animato si disattiva se nel sistema è impostata la riduzione del
            movimento.
          </li>
        </ul>
      </PolicySection>
      <PolicySection title="Come lo verifichiamo">
        <p>
          A ogni modifica del sito una serie di test automatici apre le pagine in un browser reale,
          su schermo da computer e da telefono, e le analizza con axe-core secondo le regole WCAG
          2.2 A e AA; la modifica non viene pubblicata se emerge una violazione. Gli stessi test
          controllano l'uso da tastiera dei menu e delle schede. Periodicamente verifichiamo le
          pagine principali anche a mano, con un lettore di schermo e con lo zoom al 200%.
        </p>
      </PolicySection>
      <PolicySection title="Limiti noti">
        <ul>
          <li>
            La mappa della pagina Contatti, fornita da un servizio esterno, non è pienamente
            utilizzabile con un lettore di schermo: l'indirizzo completo è sempre scritto accanto
            alla mappa.
          </li>
          <li>
            Alcuni documenti PDF dei bandi pubblicati da enti esterni potrebbero non essere
            accessibili: su richiesta te ne forniamo il contenuto in un formato accessibile.
          </li>
          <li>
            I siti esterni a cui rimandiamo (piattaforme dei bandi, agenzie partner) non sono sotto
            il nostro controllo.
          </li>
        </ul>
      </PolicySection>
      <PolicySection title="Segnala un problema">
        <p>
          Se trovi una pagina o una funzione che non riesci a usare, scrivici dalla pagina Contatti
          scegliendo l'oggetto «Altro», oppure all'indirizzo{" "}
          <a href={`mailto:${site.email}`}>{site.email}</a>. Indica la pagina e il problema: ti
          rispondiamo entro 30 giorni e, se serve, ti forniamo nel frattempo l'informazione in un
          altro formato.
        </p>
      </PolicySection>
      <p>
        <Link to="/contatti" className={primaryButton}>
          Segnala un problema
        </Link>
      </p>
      <p className="text-sm text-slate-600">Ultimo aggiornamento: 21 novembre 2026.</p>
    </PolicyPage>
  );
}
