import { Blocks, Bot, Database, MousePointerClick, Users, Workflow } from "lucide-react";
import { CtaBand } from "~/ui/cta-band";
import { IconCardGrid } from "~/ui/icon-card";
import { InfoSection } from "~/ui/section";
import { PageHero } from "~/ui/page-hero";
import { pageMeta } from "~/platform/meta";

export const meta = () =>
  pageMeta(
    "Smart Lab",
    "Lo Smart Lab: il laboratorio no-code dove studenti e docenti progettano app, automazioni e prototipi senza scrivere codice.",
  );

const FEATURE_ICONS = [MousePointerClick, Database, Workflow, Bot, Users, Blocks] as const;

const FEATURES = [
  {
    title: "Progettazione visuale",
    text: "Interfacce, schermate e logiche si costruiscono trascinando blocchi: in una lezione si passa dall'idea a un'app che funziona sul telefono.",
  },
  {
    title: "Dati veri, organizzati",
    text: "Fogli e database visuali per raccogliere, filtrare e rappresentare dati raccolti dagli studenti: questionari, misure di laboratorio, inventari.",
  },
  {
    title: "Automazioni",
    text: "Flussi che collegano moduli, e-mail e calendari: gli studenti capiscono come funziona un processo digitale costruendone uno.",
  },
  {
    title: "Intelligenza artificiale integrata",
    text: "Classificazione di testi e immagini e assistenti conversazionali inseriti nei progetti, con una riflessione guidata su limiti e uso responsabile.",
  },
  {
    title: "Lavoro in team",
    text: "Ruoli di progetto (product owner, designer, tester) a rotazione, come in una vera software house, e una presentazione finale dei prototipi.",
  },
  {
    title: "Pronto per PCTO e curricolo",
    text: "Moduli da 10 ore in su, online o in presenza, riconoscibili come PCTO e collegabili a tecnologia, matematica, economia e cittadinanza digitale.",
  },
];

const EXAMPLES = [
  {
    title: "Biblioteca in tasca",
    school: "Liceo scientifico, classi terze",
    text: "Un'app per prenotare i libri della biblioteca scolastica: catalogo consultabile dal telefono, prestiti registrati in un database, promemoria automatico via e-mail tre giorni prima della scadenza. Gli studenti l'hanno progettata in 20 ore e la usano ancora.",
  },
  {
    title: "Sentinella dell'aria",
    school: "Istituto tecnico, classi quarte",
    text: "Una dashboard che raccoglie le misure di CO₂ e temperatura delle aule e avvisa il personale quando è ora di aprire le finestre. Le regole di allerta sono automazioni no-code; un modello di AI segnala le misure anomale.",
  },
];

export default function SmartLab() {
  return (
    <>
      <PageHero title="Smart Lab" kicker="Laboratorio no-code">
        <p>
          Un laboratorio no-code dove studenti e docenti progettano app, automazioni e prototipi
          senza scrivere una riga di codice, imparando il pensiero computazionale sui problemi veri
          della loro scuola.
        </p>
      </PageHero>

      <InfoSection
        id="laboratorio"
        title="Che cos'è lo Smart Lab"
        intro={
          <>
            <p>
              Le piattaforme no-code permettono di costruire software con blocchi visuali. Nello
              Smart Lab le usiamo per insegnare ciò che conta davvero: capire un problema,
              progettare una soluzione, provarla con utenti reali e migliorarla.
            </p>
            <p className="mt-3">
              Il laboratorio si svolge online, in presenza nella tua scuola o in forma mista, con un
              formatore che accompagna la classe dall'idea alla presentazione del prototipo.
            </p>
          </>
        }
      >
        <IconCardGrid
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          items={FEATURES}
          icons={FEATURE_ICONS}
        />
      </InfoSection>

      <InfoSection id="progetti" title="Due progetti nati nello Smart Lab" tone="muted">
        <ul className="grid gap-6 lg:grid-cols-2">
          {EXAMPLES.map((example) => (
            <li key={example.title}>
              <article className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-xl font-bold text-brand-900">{example.title}</h3>
                <p className="mt-1 text-sm font-semibold text-accent-600">{example.school}</p>
                <p className="mt-3 text-slate-700">{example.text}</p>
              </article>
            </li>
          ))}
        </ul>
      </InfoSection>

      <CtaBand id="smart-lab-cta" title="Porta lo Smart Lab nella tua scuola" action="Contattaci">
        Costruiamo insieme il percorso per le tue classi: durata, modalità e progetto finale.
      </CtaBand>
    </>
  );
}
