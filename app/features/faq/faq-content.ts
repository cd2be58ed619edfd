// Seed data (decision 029): the questions and answers of /contatti and
// /prezzi-studenti as they were in the code before staff could edit them, read only by
// seedFaq (faq.server.ts) for a site whose FAQ was never edited. Staff change
// them at /admin/faq.
import type { FaqValues } from "~/features/faq/faq";

export const FAQ_SEED: FaqValues[] = [
  {
    page: "contatti",
    question: "Come posso iscrivermi a un corso?",
    answer:
      "<p>Apri la scheda del corso nel <a href=\"/corsi?iscrizioni=aperte\">catalogo</a>, scegli l'edizione tra le «Prossime edizioni» e premi «Iscriviti»: il modulo online chiede i tuoi dati e come paghi (Carta del Docente, bonifico o ordine della scuola). Subito dopo vedi il riferimento dell'iscrizione e l'importo, e ricevi un'e-mail con il link alla pagina della tua iscrizione, dove segui lo stato, il pagamento, il calendario delle lezioni e l'attestato.</p><p>Per il corso di preparazione alla certificazione CEDILS c'è un modulo dedicato: <a href=\"/iscrizione-cedils\">iscriviti al corso CEDILS</a>. Se il corso che ti interessa non ha edizioni aperte, scrivici con il modulo qui sotto.</p>",
  },
  {
    page: "contatti",
    question: "I corsi sono riconosciuti dal Ministero?",
    answer:
      "<p>Sì. Siamo un ente accreditato dal Ministero dell'Istruzione e del Merito per la formazione del personale della scuola ai sensi della Direttiva 170/2016: i nostri corsi valgono come formazione in servizio e al termine ricevi un attestato. I percorsi pubblicati sulla piattaforma SOFIA (25 ore, con un webinar di 2 ore) riconoscono anche 1 credito formativo.</p>",
  },
  {
    page: "contatti",
    question: "I corsi si svolgono online o in presenza?",
    answer:
      '<p>Entrambe le cose, a seconda del percorso: e-learning da seguire con i tuoi tempi, lezioni online sincrone in diretta con il docente e attività in presenza nella nostra sede di Potenza o direttamente nella tua scuola. La modalità di ogni corso è indicata nella sua scheda nel <a href="/corsi">catalogo dei corsi</a>.</p>',
  },
  {
    page: "contatti",
    question: "Quanto costano i corsi? Posso usare la Carta del Docente?",
    answer:
      "<p>Un corso e-learning di 10 ore costa 99 € per docente, un percorso sulla piattaforma SOFIA 199 € e le lezioni individuali 100 € l'ora. Per le scuole, la formazione online sincrona costa 156 € l'ora, a partire da 10 ore.</p><p>La Carta del Docente è accettata per i corsi e-learning, per i percorsi SOFIA e per le lezioni individuali. Tutti i dettagli sono nella pagina <a href=\"/prezzi\">prezzi e modalità</a>.</p>",
  },
  {
    page: "contatti",
    question: "Organizzate corsi su misura per scuole e gruppi?",
    answer:
      "<p>Sì. Progettiamo con la scuola percorsi sui bisogni del collegio docenti o di un gruppo di lavoro (didattica digitale, intelligenza artificiale, inclusione, valutazione), online o in presenza, e percorsi PCTO per gli studenti. Scrivici con l'oggetto «Informazioni sui corsi» o «Proposta di collaborazione»: ti proponiamo un programma e un preventivo.</p>",
  },
  {
    page: "prezzi-studenti",
    question: "Chi paga i percorsi PCTO?",
    answer:
      "<p>Di solito la scuola, con i fondi per i PCTO o con progetti PON e PNRR; in alcuni casi il contributo è richiesto alle famiglie. Prepariamo il preventivo intestato all'istituto e lo adattiamo al numero di studenti e di ore.</p>",
  },
  {
    page: "prezzi-studenti",
    question: "Le ore svolte valgono come PCTO?",
    answer:
      "<p>Sì. Al termine rilasciamo l'attestato con le ore effettivamente svolte da ogni studente e la descrizione delle competenze, da inserire nel fascicolo PCTO e nel curriculum dello studente.</p>",
  },
  {
    page: "prezzi-studenti",
    question: "Quanti studenti possono partecipare?",
    answer:
      "<p>I percorsi online sincroni e in presenza accolgono al massimo 25 studenti per gruppo, per lasciare spazio alle attività pratiche. Per classi più numerose formiamo due gruppi. Il percorso asincrono non ha limiti di gruppo.</p>",
  },
  {
    page: "prezzi-studenti",
    question: "Quando possono iniziare i corsi?",
    answer:
      "<p>Tutti i corsi per studenti partono a richiesta: concordiamo con la scuola calendario e orari, anche in orario extracurricolare o nei periodi di sospensione delle lezioni.</p>",
  },
  {
    page: "prezzi-studenti",
    question: "Come funzionano i corsi nei progetti Erasmus+?",
    answer:
      "<p>Se la scuola partecipa a un progetto di mobilità con la nostra rete, i corsi svolti all'estero sono compresi nel pacchetto di mobilità: lo studente non paga nulla in più.</p>",
  },
];
