import type { NewCourse } from "~/platform/db/schema";

/**
 * Seed content of the `courses` table (teacher and student courses). The list
 * order is the catalogue order: the first entry gets the newest created_at.
 * Tags are not written here: they come from the tag map (app/features/courses/course-tags.ts)
 * when seeding. `image` is the base name of the artwork in public/images/courses
 * (made by scripts/make-course-images.mjs).
 */
export type CourseSeed = Omit<NewCourse, "id" | "tags" | "createdAt">;

type Instructor = Pick<CourseSeed, "instructorName" | "instructorRole" | "instructorImage">;

const portrait = (file: string) => `/images/courses/docenti/${file}.svg`;

const CARLUCCI: Instructor = {
  instructorName: "Dott.ssa Maria Carlucci",
  instructorRole: "Responsabile della formazione",
  instructorImage: portrait("maria-carlucci"),
};
const SANTARSIERO: Instructor = {
  instructorName: "Dott. Francesco Santarsiero",
  instructorRole: "Formatore esperto di intelligenza artificiale e data science",
  instructorImage: portrait("francesco-santarsiero"),
};
const PACE: Instructor = {
  instructorName: "Dott.ssa Elena Pace",
  instructorRole: "Media educator, produzione audio e video",
  instructorImage: portrait("elena-pace"),
};
const LORUSSO: Instructor = {
  instructorName: "Ing. Davide Lorusso",
  instructorRole: "Formatore di robotica, meccatronica ed elettronica",
  instructorImage: portrait("davide-lorusso"),
};
const SUMMA: Instructor = {
  instructorName: "Arch. Giulia Summa",
  instructorRole: "Designer 3D e responsabile del Fab Lab",
  instructorImage: portrait("giulia-summa"),
};
const COLANGELO: Instructor = {
  instructorName: "Dott. Antonio Colangelo",
  instructorRole: "Consulente di innovazione e creazione d'impresa",
  instructorImage: portrait("antonio-colangelo"),
};
const LAURINO: Instructor = {
  instructorName: "Dott.ssa Rosa Laurino",
  instructorRole: "Biologa computazionale e divulgatrice scientifica",
  instructorImage: portrait("rosa-laurino"),
};

/** Student courses (spec §3, §9): 'A partire da 10 ore', 'A richiesta', 16 to 32 students. */
const STUDENT_COMMON = {
  category: "studenti",
  duration: "A partire da 10 ore",
  startDate: "A richiesta",
} as const;

const PCTO_ALL = ["PCTO in Italia e all'estero", "Erasmus+", "Orientamento in uscita"];
const PCTO_ITALY = ["PCTO in Italia e all'estero", "Progetti PON e PNRR"];
const BLENDED = "blended";
const REMOTE_LAB = "Online sincrono, online asincrono, Smart Lab";

const STUDENT_BENEFITS = [
  "Attestato di partecipazione valido per le ore di PCTO",
  "Accesso ai materiali e alle esercitazioni per 12 mesi",
  "Progetto finale da inserire nel portfolio dello studente",
];

/** The 18 student courses with the ids of spec §3, in the catalogue order. */
const STUDENT_COURSES: CourseSeed[] = [
  {
    ...STUDENT_COMMON,
    slug: "fotografia-ai",
    code: "FAI001",
    title: "Fotografia e intelligenza artificiale",
    description:
      "Scatto, composizione e ritocco con gli strumenti di IA generativa: dalla reflex allo smartphone, con occhio critico.",
    fullDescription:
      "Gli studenti imparano le regole della fotografia (luce, inquadratura, esposizione) e le applicano con smartphone e fotocamere del laboratorio. Nella seconda parte usano strumenti di intelligenza artificiale per il ritocco, l'estensione dell'immagine e la generazione di scenari, e discutono quando un'immagine smette di essere una documentazione e diventa una costruzione. Il percorso si chiude con una mostra fotografica digitale dedicata al proprio territorio.",
    students: 24,
    level: "Base",
    price: "€ 290",
    delivery: BLENDED,
    availability: PCTO_ALL,
    ...PACE,
    syllabus: [
      {
        title: "Le basi dello scatto",
        items: [
          "Luce naturale e artificiale",
          "Regola dei terzi e punti di vista",
          "Esposizione: tempo, diaframma e ISO",
        ],
      },
      {
        title: "IA per la post-produzione",
        items: [
          "Ritocco assistito e rimozione di oggetti",
          "Estensione generativa dell'inquadratura",
          "Riconoscere un'immagine generata",
        ],
      },
      {
        title: "Progetto: il mio territorio",
        items: [
          "Reportage fotografico in piccoli gruppi",
          "Didascalie e licenze d'uso",
          "Allestimento della mostra digitale",
        ],
      },
    ],
    requirements: ["Uno smartphone con fotocamera", "Nessuna esperienza di fotografia richiesta"],
    benefits: STUDENT_BENEFITS,
    image: "fotografia-ai",
  },
  {
    ...STUDENT_COMMON,
    slug: "ai-video",
    code: "AIV001",
    title: "Video con l'intelligenza artificiale",
    description:
      "Dalla sceneggiatura al montaggio: realizzare un cortometraggio con sottotitoli, voce e musica generati e verificati.",
    fullDescription:
      "Un laboratorio di produzione video in cui la classe diventa una piccola redazione. Si scrive una sceneggiatura con l'aiuto di un assistente testuale, si gira con lo smartphone, si monta con software gratuiti e si usano strumenti di IA per sottotitoli automatici, pulizia dell'audio e colonne sonore. Ogni passaggio è accompagnato da una riflessione su diritti d'autore, deepfake e uso responsabile delle immagini delle persone.",
    students: 24,
    level: "Base",
    price: "€ 320",
    delivery: BLENDED,
    availability: PCTO_ALL,
    ...PACE,
    syllabus: [
      {
        title: "Scrivere per il video",
        items: ["Soggetto, scaletta e sceneggiatura", "Storyboard con immagini generate"],
      },
      {
        title: "Riprese e montaggio",
        items: [
          "Inquadrature e movimenti di camera con lo smartphone",
          "Montaggio con software gratuiti",
          "Sottotitoli e pulizia dell'audio con l'IA",
        ],
      },
      {
        title: "Etica e pubblicazione",
        items: [
          "Deepfake: come nascono e come si riconoscono",
          "Liberatorie, musica e diritto d'autore",
          "Proiezione finale dei cortometraggi",
        ],
      },
    ],
    requirements: ["Uno smartphone o un tablet", "Cuffie con microfono"],
    benefits: STUDENT_BENEFITS,
    image: "ai-video",
  },
  {
    ...STUDENT_COMMON,
    slug: "ai-podcast",
    code: "APO001",
    title: "Podcast con l'intelligenza artificiale",
    description:
      "Ideare, registrare e pubblicare un podcast di classe, usando l'IA per ricerca, scaletta, editing e trascrizioni.",
    fullDescription:
      "Il podcast è uno strumento potente per allenare scrittura, esposizione orale e lavoro di gruppo. Gli studenti scelgono un tema, preparano interviste e scalette con il supporto di assistenti testuali, registrano in Smart Lab o a distanza e montano l'audio con strumenti che riducono rumori e pause. Il percorso termina con la pubblicazione di una breve serie di episodi e della relativa pagina di presentazione.",
    students: 20,
    level: "Base",
    price: "€ 260",
    delivery: REMOTE_LAB,
    availability: PCTO_ALL,
    ...PACE,
    syllabus: [
      {
        title: "Ideazione",
        items: ["Format, pubblico e durata degli episodi", "Ricerca delle fonti con l'IA"],
      },
      {
        title: "Registrazione ed editing",
        items: [
          "Microfoni, ambienti e tecnica di voce",
          "Montaggio multitraccia",
          "Riduzione del rumore e trascrizione automatica",
        ],
      },
      {
        title: "Pubblicazione",
        items: ["Copertina e descrizione", "Piattaforme di distribuzione", "Ascolto e feedback"],
      },
    ],
    requirements: ["Cuffie con microfono", "Un computer con connessione a internet"],
    benefits: STUDENT_BENEFITS,
    image: "ai-podcast",
  },
  {
    ...STUDENT_COMMON,
    slug: "ai-art",
    code: "AAR001",
    title: "AI Art: creatività e immagini generative",
    description:
      "Scrivere prompt visivi, conoscere stili e autori, creare un'opera digitale originale e saperla raccontare.",
    fullDescription:
      "Un percorso tra storia dell'arte e tecnologia: gli studenti analizzano movimenti e tecniche artistiche, imparano a descrivere un'immagine con precisione e a guidare un generatore di immagini verso un risultato intenzionale. Si lavora sulla differenza tra ispirazione e copia, sulle licenze delle immagini e sul ruolo dell'autore. Ogni studente realizza una piccola collezione di opere accompagnata da una scheda critica.",
    students: 24,
    level: "Base",
    price: "€ 270",
    delivery: REMOTE_LAB,
    availability: PCTO_ITALY,
    ...SUMMA,
    syllabus: [
      {
        title: "Guardare un'immagine",
        items: ["Composizione, colore e stile", "Movimenti artistici del Novecento"],
      },
      {
        title: "Prompt visivi",
        items: [
          "Soggetto, stile, luce e inquadratura",
          "Varianti, correzioni e coerenza di una serie",
          "Limiti e pregiudizi dei modelli",
        ],
      },
      {
        title: "La mia collezione",
        items: ["Progetto personale", "Scheda critica dell'opera", "Galleria online della classe"],
      },
    ],
    requirements: ["Un computer o un tablet", "Curiosità per l'arte e il disegno"],
    benefits: STUDENT_BENEFITS,
    image: "ai-art",
  },
  {
    ...STUDENT_COMMON,
    slug: "ai-gaming",
    code: "AGM001",
    title: "Game design con l'intelligenza artificiale",
    description:
      "Progettare e programmare un videogioco 2D, con personaggi e livelli creati insieme all'IA.",
    fullDescription:
      "Gli studenti progettano un videogioco dalle regole al primo livello giocabile. Imparano i fondamenti del game design (obiettivi, ostacoli, ricompense), programmano con un motore 2D a blocchi o in JavaScript e usano l'IA per creare sprite, dialoghi e comportamenti dei personaggi non giocanti. Il percorso allena pensiero computazionale, lavoro in team e capacità di testare e correggere.",
    students: 20,
    level: "Intermedio",
    price: "€ 330",
    delivery: REMOTE_LAB,
    availability: PCTO_ALL,
    ...SANTARSIERO,
    syllabus: [
      {
        title: "Progettare un gioco",
        items: ["Meccaniche, dinamiche ed estetica", "Documento di game design"],
      },
      {
        title: "Programmare",
        items: [
          "Movimento, collisioni e punteggio",
          "Livelli e difficoltà",
          "Personaggi guidati da regole e da IA",
        ],
      },
      {
        title: "Playtest",
        items: ["Sessioni di prova tra gruppi", "Correzione dei bug", "Presentazione del gioco"],
      },
    ],
    requirements: [
      "Un computer con browser aggiornato",
      "Preferibile una prima esperienza di programmazione a blocchi",
    ],
    benefits: STUDENT_BENEFITS,
    image: "ai-gaming",
  },
  {
    ...STUDENT_COMMON,
    slug: "3d-printing",
    code: "TDP001",
    title: "Stampa 3D: dall'idea all'oggetto",
    description:
      "Modellare, preparare e stampare oggetti utili in 3D, scoprendo materiali, tolleranze e prototipazione rapida.",
    fullDescription:
      "Nel Fab Lab gli studenti passano dall'idea allo schizzo, dal modello digitale all'oggetto stampato. Imparano a usare un software di modellazione gratuito, a preparare i file con lo slicer, a scegliere materiali e parametri e a correggere i difetti di stampa. Il progetto finale risponde a un bisogno reale della scuola, come un supporto, un gadget o un ausilio per compagni con disabilità.",
    students: 16,
    level: "Base",
    price: "€ 340",
    delivery: BLENDED,
    availability: PCTO_ITALY,
    ...SUMMA,
    syllabus: [
      {
        title: "Modellazione",
        items: ["Solidi, estrusioni e operazioni booleane", "Misure e tolleranze"],
      },
      {
        title: "Dalla macchina all'oggetto",
        items: [
          "Slicer: strati, riempimento e supporti",
          "PLA, PETG e materiali flessibili",
          "Difetti di stampa e come evitarli",
        ],
      },
      {
        title: "Progetto per la scuola",
        items: ["Analisi del bisogno", "Prototipo e iterazioni", "Scheda tecnica finale"],
      },
    ],
    requirements: ["Nessuna esperienza richiesta", "Un computer per le sessioni a distanza"],
    benefits: STUDENT_BENEFITS,
    image: "3d-printing",
  },
  {
    ...STUDENT_COMMON,
    slug: "ai-revolution",
    code: "ARV001",
    title: "AI Revolution: capire e usare l'intelligenza artificiale",
    description:
      "Come funzionano ChatGPT e gli altri modelli, cosa sanno fare davvero e come usarli per studiare meglio.",
    fullDescription:
      "Un corso introduttivo pensato per tutti gli indirizzi: spiega con esempi concreti come un modello linguistico impara, perché a volte sbaglia con sicurezza e come verificarne le risposte. Gli studenti sperimentano l'IA per riassumere, ripassare, tradurre e preparare presentazioni, e costruiscono un proprio regolamento d'uso responsabile. Si parla anche di lavoro, privacy e AI Act europeo.",
    students: 32,
    level: "Base",
    price: "€ 260",
    delivery: REMOTE_LAB,
    availability: PCTO_ALL,
    ...CARLUCCI,
    syllabus: [
      {
        title: "Come funziona",
        items: [
          "Dati, addestramento e previsione della parola successiva",
          "Allucinazioni e pregiudizi",
        ],
      },
      {
        title: "Usarla per studiare",
        items: [
          "Prompt efficaci per riassumere e ripassare",
          "Verificare le fonti",
          "Presentazioni e mappe concettuali",
        ],
      },
      {
        title: "Cittadinanza digitale",
        items: [
          "Privacy e dati personali",
          "L'AI Act europeo in parole semplici",
          "L'IA e le professioni di domani",
        ],
      },
    ],
    requirements: ["Un computer o un tablet con connessione a internet"],
    benefits: STUDENT_BENEFITS,
    image: "ai-revolution",
  },
  {
    ...STUDENT_COMMON,
    slug: "meccatronica-ai",
    code: "MEC001",
    title: "Meccatronica e intelligenza artificiale",
    description:
      "Sensori, attuatori e controllo: costruire un piccolo sistema automatico che riconosce oggetti con la visione artificiale.",
    fullDescription:
      "Il corso unisce meccanica, elettronica e informatica in un progetto concreto: un nastro trasportatore in scala che smista oggetti riconosciuti da una telecamera. Gli studenti imparano a leggere sensori, comandare motori e servomotori, addestrare un semplice modello di classificazione delle immagini e integrare tutto in un sistema che funziona. È un percorso vicino al mondo dell'industria 4.0 e delle aziende del territorio.",
    students: 16,
    level: "Intermedio",
    price: "€ 350",
    delivery: BLENDED,
    availability: PCTO_ALL,
    ...LORUSSO,
    syllabus: [
      {
        title: "Elementi di meccatronica",
        items: ["Sensori di prossimità e di colore", "Motori, servomotori e driver"],
      },
      {
        title: "Visione artificiale",
        items: [
          "Raccolta ed etichettatura delle immagini",
          "Addestrare un classificatore",
          "Accuratezza ed errori",
        ],
      },
      {
        title: "Sistema integrato",
        items: [
          "Logica di controllo",
          "Collaudo del nastro smistatore",
          "Relazione tecnica di gruppo",
        ],
      },
    ],
    requirements: [
      "Conoscenze di base di elettrotecnica o informatica",
      "Consigliato al secondo biennio e al quinto anno",
    ],
    benefits: STUDENT_BENEFITS,
    image: "meccatronica-ai",
  },
  {
    ...STUDENT_COMMON,
    slug: "arduino-ai",
    code: "ARD001",
    title: "Arduino e intelligenza artificiale",
    description:
      "Programmare Arduino, leggere sensori ambientali e far riconoscere gesti e suoni a un microcontrollore.",
    fullDescription:
      "Partendo dal primo LED che lampeggia, gli studenti arrivano a progettare un dispositivo intelligente: una stazione che misura temperatura, umidità e qualità dell'aria, o un guanto che riconosce i gesti. Imparano il linguaggio di Arduino, i circuiti su breadboard e l'uso di modelli di machine learning leggeri che girano direttamente sul microcontrollore (TinyML).",
    students: 20,
    level: "Intermedio",
    price: "€ 310",
    delivery: BLENDED,
    availability: PCTO_ITALY,
    ...LORUSSO,
    syllabus: [
      {
        title: "Primi passi con Arduino",
        items: ["Circuiti su breadboard", "Ingressi e uscite digitali e analogiche"],
      },
      {
        title: "Sensori e dati",
        items: [
          "Temperatura, umidità e qualità dell'aria",
          "Registrare e visualizzare i dati",
          "Comunicazione seriale",
        ],
      },
      {
        title: "TinyML",
        items: [
          "Riconoscere gesti con l'accelerometro",
          "Riconoscere parole chiave",
          "Prototipo finale",
        ],
      },
    ],
    requirements: ["Nessuna esperienza di elettronica richiesta", "Un computer con porta USB"],
    benefits: STUDENT_BENEFITS,
    image: "arduino-ai",
  },
  {
    ...STUDENT_COMMON,
    slug: "game-of-business",
    code: "GOB001",
    title: "Game of Business: simulazione d'impresa",
    description:
      "Una sfida a squadre in cui si gestisce un'azienda virtuale: prezzi, marketing, bilanci e decisioni con dati reali.",
    fullDescription:
      "Gli studenti si dividono in squadre e guidano un'impresa in un mercato simulato, trimestre dopo trimestre. Ogni scelta (prezzo, produzione, assunzioni, investimenti in comunicazione) ha effetti misurabili sul bilancio. Un assistente di intelligenza artificiale aiuta a leggere i dati e a preparare le presentazioni agli investitori. Il torneo finale premia la squadra con la strategia più solida, non solo con il fatturato più alto.",
    students: 30,
    level: "Base",
    price: "€ 280",
    delivery: REMOTE_LAB,
    availability: PCTO_ALL,
    ...COLANGELO,
    syllabus: [
      {
        title: "L'impresa in gioco",
        items: ["Ruoli nel team", "Mercato, clienti e concorrenti"],
      },
      {
        title: "Decidere con i numeri",
        items: [
          "Costi, ricavi e punto di pareggio",
          "Leggere un conto economico",
          "Analisi dei dati con l'IA",
        ],
      },
      {
        title: "Il torneo",
        items: ["Quattro trimestri di simulazione", "Pitch agli investitori", "Premiazione"],
      },
    ],
    requirements: ["Un computer per squadra", "Nessuna conoscenza di economia richiesta"],
    benefits: STUDENT_BENEFITS,
    image: "game-of-business",
  },
  {
    ...STUDENT_COMMON,
    slug: "lean-startup",
    code: "LSU001",
    title: "Lean Startup: dall'idea al prototipo",
    description:
      "Trasformare un'idea in un progetto d'impresa validato con interviste, prototipi no-code e business model canvas.",
    fullDescription:
      "Il metodo Lean Startup insegna a non innamorarsi della propria idea, ma a verificarla con i clienti. Gli studenti individuano un problema reale del loro territorio, intervistano potenziali utenti, costruiscono un prototipo con strumenti no-code (una landing page, un modulo, una piccola app) e misurano le reazioni. Il percorso sviluppa spirito d'iniziativa e competenze di cittadinanza economica.",
    students: 28,
    level: "Base",
    price: "€ 280",
    delivery: REMOTE_LAB,
    availability: PCTO_ALL,
    ...COLANGELO,
    syllabus: [
      {
        title: "Il problema",
        items: ["Osservare il territorio", "Interviste ai potenziali clienti"],
      },
      {
        title: "Costruire, misurare, imparare",
        items: [
          "Business model canvas",
          "Prodotto minimo funzionante con strumenti no-code",
          "Metriche e test",
        ],
      },
      {
        title: "Presentare il progetto",
        items: ["Pitch di tre minuti", "Feedback di imprenditori locali"],
      },
    ],
    requirements: ["Un computer con connessione a internet"],
    benefits: STUDENT_BENEFITS,
    image: "lean-startup",
  },
  {
    ...STUDENT_COMMON,
    slug: "mosaico-urbano",
    code: "MUR001",
    title: "Mosaico urbano: raccontare la città",
    description:
      "Fotografia, mappe e storytelling digitale per costruire un mosaico di immagini e storie del proprio quartiere.",
    fullDescription:
      "Un progetto di cittadinanza attiva: gli studenti esplorano il proprio quartiere, raccolgono fotografie, interviste e dati, e li ricompongono in un mosaico digitale interattivo su mappa. Imparano a osservare lo spazio urbano, a documentarlo con rispetto delle persone e a proporre piccoli interventi di miglioramento da presentare all'amministrazione comunale.",
    students: 24,
    level: "Base",
    price: "€ 270",
    delivery: BLENDED,
    availability: PCTO_ITALY,
    ...SUMMA,
    syllabus: [
      {
        title: "Esplorare",
        items: ["Passeggiate di osservazione", "Fotografia di strada e ritratto ambientato"],
      },
      {
        title: "Raccogliere e comporre",
        items: [
          "Interviste agli abitanti",
          "Mappe digitali condivise",
          "Il mosaico: griglia, colori e ritmo",
        ],
      },
      {
        title: "Restituire",
        items: ["Proposte per il quartiere", "Presentazione pubblica del mosaico"],
      },
    ],
    requirements: ["Uno smartphone con fotocamera", "Autorizzazione alle uscite didattiche"],
    benefits: STUDENT_BENEFITS,
    image: "mosaico-urbano",
  },
  {
    ...STUDENT_COMMON,
    slug: "no-code-revolution",
    code: "NCR001",
    title: "No-Code Revolution: app senza programmare",
    description:
      "Creare app, siti e automazioni con piattaforme no-code e assistenti di IA, partendo da un bisogno reale.",
    fullDescription:
      "Con le piattaforme no-code chiunque può costruire strumenti digitali funzionanti. Gli studenti progettano e realizzano un'app per la loro scuola (prenotazione di spazi, bacheca di annunci, raccolta di segnalazioni) collegando database, moduli e automazioni, e integrano un assistente di IA per rispondere alle domande degli utenti. Il percorso insegna a ragionare per dati e processi.",
    students: 24,
    level: "Base",
    price: "€ 300",
    delivery: REMOTE_LAB,
    availability: PCTO_ALL,
    ...SANTARSIERO,
    syllabus: [
      {
        title: "Pensare per dati",
        items: ["Tabelle, campi e relazioni", "Dal bisogno ai requisiti"],
      },
      {
        title: "Costruire l'app",
        items: [
          "Interfacce a trascinamento",
          "Moduli e viste per gli utenti",
          "Automazioni e notifiche",
        ],
      },
      {
        title: "IA integrata",
        items: ["Un assistente che risponde alle domande", "Test con utenti reali"],
      },
    ],
    requirements: ["Un computer con browser aggiornato"],
    benefits: STUDENT_BENEFITS,
    image: "no-code-revolution",
  },
  {
    ...STUDENT_COMMON,
    slug: "customer-happiness",
    code: "CHA001",
    title: "Customer Happiness: comunicare con il cliente",
    description:
      "Ascolto, scrittura e chatbot per l'assistenza clienti: le competenze relazionali che le aziende cercano.",
    fullDescription:
      "Il corso prepara gli studenti a un ambito che cresce in ogni settore: l'assistenza e la cura del cliente. Si allenano l'ascolto attivo, la gestione dei reclami e la scrittura chiara di e-mail e messaggi, poi si progetta un chatbot per le domande frequenti di un'azienda simulata, decidendo quando la risposta deve passare a una persona. Particolarmente adatto agli indirizzi economici, turistici e dei servizi.",
    students: 28,
    level: "Base",
    price: "€ 126/ora",
    delivery: REMOTE_LAB,
    availability: PCTO_ALL,
    ...COLANGELO,
    syllabus: [
      {
        title: "Relazione con il cliente",
        items: ["Ascolto attivo ed empatia", "Gestire un reclamo", "Scrivere in modo chiaro"],
      },
      {
        title: "Chatbot e IA",
        items: [
          "Mappare le domande frequenti",
          "Progettare le conversazioni",
          "Quando passare la parola a una persona",
        ],
      },
      {
        title: "Simulazione",
        items: ["Role play con casi reali", "Valutazione della soddisfazione"],
      },
    ],
    requirements: ["Un computer con connessione a internet", "Buona padronanza dell'italiano"],
    benefits: STUDENT_BENEFITS,
    image: "customer-happiness",
  },
  {
    ...STUDENT_COMMON,
    slug: "digital-modeling",
    code: "DMO001",
    title: "Digital Modeling: modellazione 3D",
    description:
      "Modellare, illuminare e animare scene tridimensionali per videogiochi, architettura e prodotto.",
    fullDescription:
      "Gli studenti imparano la modellazione poligonale con un software professionale gratuito: dalle forme semplici ai personaggi, dai materiali alla luce, fino a una breve animazione. Il corso mostra come la grafica 3D si usa in architettura, design di prodotto, cinema e videogiochi, e come gli strumenti di IA accelerano texture e ambientazioni.",
    students: 20,
    level: "Intermedio",
    price: "€ 330",
    delivery: REMOTE_LAB,
    availability: PCTO_ITALY,
    ...SUMMA,
    syllabus: [
      {
        title: "Modellare",
        items: ["Interfaccia e navigazione", "Modellazione poligonale", "Modificatori"],
      },
      {
        title: "Materiali e luce",
        items: ["Texture e materiali fisici", "Illuminazione di una scena", "Render"],
      },
      {
        title: "Animazione",
        items: ["Fotogrammi chiave", "Camera e movimento", "Cortometraggio finale di 15 secondi"],
      },
    ],
    requirements: [
      "Un computer con scheda grafica dedicata per le sessioni a distanza",
      "Consigliata una prima esperienza con il disegno tecnico",
    ],
    benefits: STUDENT_BENEFITS,
    image: "digital-modeling",
  },
  {
    ...STUDENT_COMMON,
    slug: "lego-spike",
    code: "LEG001",
    title: "Robotica con LEGO Education SPIKE",
    description:
      "Costruire e programmare robot con LEGO SPIKE Prime, affrontando sfide di ingegneria in squadra.",
    fullDescription:
      "Con i kit LEGO Education SPIKE Prime gli studenti costruiscono robot che si muovono, misurano e reagiscono all'ambiente. Programmano prima a blocchi e poi in Python, affrontano sfide a tempo e si preparano alle competizioni di robotica educativa. Il corso sviluppa problem solving, collaborazione e resilienza davanti all'errore.",
    students: 24,
    level: "Base",
    price: "€ 290",
    delivery: BLENDED,
    availability: PCTO_ITALY,
    ...LORUSSO,
    syllabus: [
      {
        title: "Costruire",
        items: ["Hub, motori e sensori", "Trasmissioni e ingranaggi"],
      },
      {
        title: "Programmare",
        items: [
          "Programmazione a blocchi",
          "Dal blocco al codice Python",
          "Sensori di colore e distanza",
        ],
      },
      {
        title: "Sfide",
        items: ["Percorso a ostacoli", "Missioni a tempo", "Gara finale tra squadre"],
      },
    ],
    requirements: ["Nessuna esperienza richiesta"],
    benefits: STUDENT_BENEFITS,
    image: "lego-spike",
  },
  {
    ...STUDENT_COMMON,
    slug: "genomica-bioinformatica",
    code: "GEN001",
    title: "Genomica e bioinformatica",
    description:
      "Leggere il DNA con il computer: sequenze, banche dati genetiche e analisi con Python, tra biologia e informatica.",
    fullDescription:
      "Un percorso per gli studenti appassionati di scienze: si parte dalla struttura del DNA e dai progetti di sequenziamento, per poi interrogare le banche dati pubbliche, allineare sequenze e costruire alberi filogenetici. Con semplici programmi in Python gli studenti analizzano dati reali e discutono le questioni etiche della medicina personalizzata.",
    students: 20,
    level: "Intermedio",
    price: "€ 340",
    delivery: REMOTE_LAB,
    availability: ["PCTO in Italia e all'estero", "Orientamento universitario"],
    ...LAURINO,
    syllabus: [
      {
        title: "Dal DNA ai dati",
        items: ["Geni, proteine e genoma", "Sequenziamento: come si legge il DNA"],
      },
      {
        title: "Banche dati e strumenti",
        items: [
          "Cercare una sequenza nelle banche dati pubbliche",
          "Allineamenti",
          "Alberi filogenetici",
        ],
      },
      {
        title: "Python per la biologia",
        items: ["Leggere file di sequenze", "Contare e confrontare", "Etica e genomica"],
      },
    ],
    requirements: [
      "Conoscenze di biologia del secondo anno",
      "Un computer con connessione a internet",
    ],
    benefits: STUDENT_BENEFITS,
    image: "genomica-bioinformatica",
  },
  {
    ...STUDENT_COMMON,
    slug: "ai-python-macchine-learning",
    code: "APY001",
    title: "Python e machine learning",
    description:
      "Programmare in Python e addestrare i primi modelli di machine learning su dati reali, capendo cosa succede dentro.",
    fullDescription:
      "Il corso accompagna gli studenti dal primo programma in Python alla costruzione di modelli di apprendimento automatico. Si lavora con notebook online, si puliscono e visualizzano dati aperti (meteo, mobilità, sport) e si addestrano modelli di classificazione e regressione, misurandone l'accuratezza. Un percorso solido per chi pensa a studi universitari in ambito scientifico e tecnologico.",
    students: 20,
    level: "Intermedio",
    price: "€ 350",
    delivery: REMOTE_LAB,
    availability: ["PCTO in Italia e all'estero", "Orientamento universitario", "Erasmus+"],
    ...SANTARSIERO,
    syllabus: [
      {
        title: "Python",
        items: ["Variabili, liste e cicli", "Funzioni", "Notebook online"],
      },
      {
        title: "Dati",
        items: ["Tabelle con pandas", "Pulizia dei dati", "Grafici"],
      },
      {
        title: "Machine learning",
        items: [
          "Classificazione e regressione",
          "Addestramento e test",
          "Errori, sovradattamento e pregiudizi",
        ],
      },
    ],
    requirements: ["Buone basi di matematica", "Un computer con connessione a internet"],
    benefits: STUDENT_BENEFITS,
    image: "ai-python-macchine-learning",
  },
];

const TEACHER_AVAILABILITY_SOFIA = [
  "Piattaforma SOFIA",
  "Carta del Docente",
  "Scuole e reti di scuole",
];
const TEACHER_AVAILABILITY_ELEARNING = [
  "E-learning",
  "Carta del Docente",
  "Scuole e reti di scuole",
];

/** SOFIA courses (spec §9): 199 €, 25 hours, a 2-hour webinar, one training credit. */
const SOFIA = {
  category: "docenti",
  duration: "25 ore",
  price: "€ 199",
  startDate: "A richiesta",
  delivery: "Online sincrono, online asincrono",
  availability: TEACHER_AVAILABILITY_SOFIA,
} as const;

/** E-learning courses (spec §9): 99 € per teacher, 10 hours. */
const ELEARNING = {
  category: "docenti",
  duration: "10 ore",
  price: "€ 99",
  startDate: "A richiesta",
  delivery: "Online asincrono",
  availability: TEACHER_AVAILABILITY_ELEARNING,
} as const;

const SOFIA_BENEFITS = [
  "Attestato valido per la formazione in servizio (Direttiva 170/2016)",
  "1 credito formativo",
  "Webinar di 2 ore con l'esperto",
  "Materiali e modelli pronti per la classe",
];

const ELEARNING_BENEFITS = [
  "Attestato valido per la formazione in servizio (Direttiva 170/2016)",
  "Videolezioni disponibili 24 ore su 24",
  "Materiali e modelli pronti per la classe",
];

/** Teacher courses: the three featured on the home page first, then the ids of the tag map. */
const TEACHER_COURSES: CourseSeed[] = [
  {
    ...SOFIA,
    slug: "chatgpt-docenza-docenti",
    code: "CGD001",
    title: "ChatGPT per la docenza",
    description:
      "Usare ChatGPT per progettare lezioni, verifiche e materiali inclusivi, con un metodo sicuro e consapevole.",
    fullDescription:
      "Un percorso pratico per docenti di ogni ordine e grado: dalla scrittura di prompt efficaci alla progettazione di unità di apprendimento, fino alla valutazione critica dei testi generati e alle regole di tutela dei dati degli studenti. Ogni modulo si chiude con un'attività da portare in classe il giorno dopo.",
    students: 30,
    level: "Base",
    ...CARLUCCI,
    syllabus: [
      {
        title: "Fondamenti",
        items: ["Come funziona un modello linguistico", "Limiti, errori e allucinazioni"],
      },
      {
        title: "Progettare con l'IA",
        items: [
          "Prompt per unità di apprendimento",
          "Verifiche e rubriche di valutazione",
          "Materiali semplificati per BES e DSA",
        ],
      },
      {
        title: "Uso responsabile",
        items: ["Privacy e GDPR a scuola", "Educare gli studenti a un uso critico"],
      },
    ],
    requirements: ["Conoscenze informatiche di base", "Un account gratuito di ChatGPT"],
    benefits: SOFIA_BENEFITS,
    image: "chatgpt-docenza-docenti",
  },
  {
    ...SOFIA,
    slug: "ai-podcasting-docenza-docenti",
    code: "APD001",
    title: "Podcasting e IA per la didattica",
    description:
      "Progettare podcast didattici con la classe: scrittura, registrazione e montaggio con strumenti di intelligenza artificiale.",
    fullDescription:
      "Il podcast trasforma un argomento di studio in un prodotto da ascoltare e condividere. Il corso mostra ai docenti come guidare la classe nella scrittura di puntate, nella registrazione con dispositivi comuni e nel montaggio con strumenti di IA che puliscono l'audio, trascrivono e creano sigle. Si valutano competenze orali, di scrittura e di collaborazione con rubriche pronte.",
    students: 25,
    level: "Base",
    ...PACE,
    syllabus: [
      {
        title: "Il podcast a scuola",
        items: ["Format didattici: intervista, racconto, dibattito", "Progettare una serie"],
      },
      {
        title: "Produzione",
        items: [
          "Registrare con smartphone e computer",
          "Montaggio e pulizia dell'audio con l'IA",
          "Trascrizioni e accessibilità",
        ],
      },
      {
        title: "Valutazione e pubblicazione",
        items: ["Rubriche per competenze orali", "Pubblicare in sicurezza", "Liberatorie"],
      },
    ],
    requirements: ["Un computer con cuffie e microfono"],
    benefits: SOFIA_BENEFITS,
    image: "ai-podcasting-docenza-docenti",
  },
  {
    ...ELEARNING,
    slug: "canva-docenza-docenti",
    code: "CAN001",
    title: "Canva per la didattica",
    description:
      "Presentazioni, infografiche, schede e video per la classe con Canva e le sue funzioni di intelligenza artificiale.",
    fullDescription:
      "Un corso operativo per creare materiali didattici chiari e accessibili: presentazioni, mappe, infografiche, schede di lavoro e brevi video. Si imparano i principi di grafica e leggibilità, l'uso delle classi virtuali di Canva per l'Istruzione e le funzioni di IA per generare bozze, immagini e traduzioni, sempre da rivedere con occhio critico.",
    students: 40,
    level: "Base",
    ...SUMMA,
    syllabus: [
      {
        title: "Primi passi",
        items: ["Account Canva per l'Istruzione", "Modelli, elementi e brand kit della scuola"],
      },
      {
        title: "Materiali per la classe",
        items: [
          "Presentazioni e infografiche leggibili",
          "Schede di lavoro accessibili",
          "Video brevi e animazioni",
        ],
      },
      {
        title: "Collaborare con gli studenti",
        items: ["Classi e compiti in Canva", "Funzioni di IA: usi e limiti"],
      },
    ],
    requirements: ["Un computer con connessione a internet"],
    benefits: ELEARNING_BENEFITS,
    image: "canva-docenza-docenti",
  },
  {
    ...SOFIA,
    slug: "ai-didattica",
    code: "AID001",
    title: "Intelligenza artificiale nella didattica",
    description:
      "Un quadro completo per integrare l'IA nel curricolo: strumenti, metodologie, valutazione e regole condivise.",
    fullDescription:
      "Il corso accompagna i docenti a costruire un approccio di scuola all'intelligenza artificiale: quali strumenti scegliere, come progettare attività che sviluppano il pensiero critico invece di sostituirlo, come cambiare compiti e verifiche, come scrivere un regolamento d'uso condiviso con studenti e famiglie. Include le Linee guida ministeriali e l'AI Act europeo.",
    students: 30,
    level: "Base",
    ...CARLUCCI,
    syllabus: [
      {
        title: "Quadro di riferimento",
        items: ["Linee guida ministeriali sull'IA", "AI Act e protezione dei dati"],
      },
      {
        title: "Metodologie",
        items: [
          "IA come tutor e come oggetto di studio",
          "Compiti autentici a prova di IA",
          "Personalizzazione e inclusione",
        ],
      },
      {
        title: "La scuola e l'IA",
        items: ["Regolamento d'uso", "Comunicare con le famiglie", "Piano di formazione interno"],
      },
    ],
    requirements: ["Nessun prerequisito tecnico"],
    benefits: SOFIA_BENEFITS,
    image: "ai-didattica",
  },
  {
    ...SOFIA,
    slug: "chatgpt-docenza",
    code: "CGA001",
    title: "ChatGPT in classe: laboratorio avanzato",
    description:
      "GPT personalizzati, attività a più passaggi e valutazione: il laboratorio per chi usa già ChatGPT e vuole andare oltre.",
    fullDescription:
      "Pensato per i docenti che conoscono le basi di ChatGPT, il laboratorio lavora su attività complesse: assistenti personalizzati per una disciplina, catene di prompt per progetti interdisciplinari, simulazioni di dialogo con personaggi storici, feedback formativo sui testi degli studenti. Ogni partecipante costruisce e condivide un proprio repertorio di attività testate.",
    students: 25,
    level: "Intermedio",
    ...SANTARSIERO,
    syllabus: [
      {
        title: "Oltre il prompt singolo",
        items: ["Istruzioni di sistema e contesto", "Catene di prompt e attività a più fasi"],
      },
      {
        title: "Assistenti per la disciplina",
        items: [
          "GPT personalizzati: progettazione e limiti",
          "Simulazioni e giochi di ruolo",
          "Feedback formativo sui testi",
        ],
      },
      {
        title: "Repertorio condiviso",
        items: ["Sperimentazione in classe", "Documentazione e condivisione tra colleghi"],
      },
    ],
    requirements: [
      "Aver già usato ChatGPT o un assistente simile",
      "Un account ChatGPT (gratuito o a pagamento)",
    ],
    benefits: SOFIA_BENEFITS,
    image: "chatgpt-docenza",
  },
  {
    ...ELEARNING,
    slug: "gemini-google-workspace",
    code: "GGW001",
    title: "Gemini e Google Workspace for Education",
    description:
      "Documenti, moduli, presentazioni e Classroom con l'assistente Gemini: risparmiare tempo senza perdere qualità.",
    fullDescription:
      "Molte scuole usano già Google Workspace for Education. Il corso mostra come l'assistente Gemini aiuta a preparare documenti, quiz con Moduli, presentazioni e comunicazioni in Classroom, e come configurare l'accesso per docenti e studenti nel rispetto delle impostazioni di privacy dell'istituto.",
    students: 40,
    level: "Base",
    ...SANTARSIERO,
    syllabus: [
      {
        title: "Workspace e Gemini",
        items: ["Cosa cambia con l'IA integrata", "Impostazioni e privacy dell'istituto"],
      },
      {
        title: "Strumenti quotidiani",
        items: [
          "Documenti e presentazioni",
          "Quiz e questionari con Moduli",
          "Fogli di calcolo per il registro delle attività",
        ],
      },
      {
        title: "Classroom",
        items: ["Compiti e feedback", "Comunicazioni con studenti e famiglie"],
      },
    ],
    requirements: ["Un account Google Workspace for Education dell'istituto"],
    benefits: ELEARNING_BENEFITS,
    image: "gemini-google-workspace",
  },
  {
    ...ELEARNING,
    slug: "coda-ai-docenza",
    code: "CDA001",
    title: "Coda AI: organizzare la didattica senza codice",
    description:
      "Registri, banche di esercizi e progetti di classe in documenti intelligenti con Coda e la sua IA, senza programmare.",
    fullDescription:
      "Coda unisce documento, tabella e applicazione. I docenti imparano a costruire strumenti su misura per il loro lavoro: una banca di esercizi filtrabile, un diario di bordo dei progetti, un modulo per le autovalutazioni degli studenti. L'IA integrata aiuta a riassumere, classificare e generare varianti degli esercizi.",
    students: 30,
    level: "Intermedio",
    ...SANTARSIERO,
    syllabus: [
      {
        title: "Documenti che diventano app",
        items: ["Tabelle, viste e filtri", "Pulsanti e formule senza codice"],
      },
      {
        title: "Strumenti per la didattica",
        items: [
          "Banca di esercizi per livello e competenza",
          "Diario di bordo dei progetti",
          "Moduli di autovalutazione",
        ],
      },
      {
        title: "Coda AI",
        items: ["Riassunti e classificazioni automatiche", "Varianti degli esercizi"],
      },
    ],
    requirements: ["Dimestichezza con fogli di calcolo o documenti online"],
    benefits: ELEARNING_BENEFITS,
    image: "coda-ai-docenza",
  },
  {
    ...SOFIA,
    slug: "ai-aggiornamento-professionale",
    code: "AAP001",
    title: "IA per l'aggiornamento professionale del personale scolastico",
    description:
      "Intelligenza artificiale per il lavoro di docenti, segreterie e staff: verbali, comunicazioni, progettazione e privacy.",
    fullDescription:
      "Un corso per tutto il personale della scuola. Mostra come l'intelligenza artificiale aiuta nelle attività ricorrenti (verbali, circolari, progettazione dei PCTO, rendicontazione dei progetti) e come farlo rispettando il GDPR e le indicazioni del Garante. Si lavora su casi reali portati dai partecipanti.",
    students: 35,
    level: "Base",
    ...CARLUCCI,
    syllabus: [
      {
        title: "Il lavoro quotidiano",
        items: ["Verbali e sintesi di riunioni", "Circolari e comunicazioni chiare"],
      },
      {
        title: "Progettazione",
        items: [
          "Progetti PCTO e PNRR",
          "Rendicontazione e documentazione",
          "Analisi di questionari",
        ],
      },
      {
        title: "Regole",
        items: ["GDPR e dati degli studenti", "Indicazioni del Garante", "Policy d'istituto"],
      },
    ],
    requirements: ["Nessun prerequisito tecnico"],
    benefits: SOFIA_BENEFITS,
    image: "ai-aggiornamento-professionale",
  },
  {
    ...SOFIA,
    slug: "ai-ambienti-immersivi",
    code: "AAI001",
    title: "IA e ambienti immersivi di apprendimento",
    description:
      "Realtà virtuale, aumentata e mondi 3D generati con l'IA per lezioni che si vivono, non solo si ascoltano.",
    fullDescription:
      "Il corso esplora gli ambienti immersivi per la didattica: visori, realtà aumentata sullo smartphone, mondi 3D in cui la classe si muove insieme. I docenti imparano a creare scene e oggetti con strumenti di IA generativa, a progettare visite virtuali (un sito archeologico, una cellula, il sistema solare) e a gestire la classe quando metà degli studenti indossa un visore.",
    students: 20,
    level: "Intermedio",
    ...SUMMA,
    syllabus: [
      {
        title: "Tecnologie immersive",
        items: ["Realtà virtuale, aumentata e mista", "Visori e dispositivi per la scuola"],
      },
      {
        title: "Creare con l'IA",
        items: [
          "Oggetti 3D generati da testo e immagini",
          "Scene e ambientazioni",
          "Visite virtuali disciplinari",
        ],
      },
      {
        title: "In classe",
        items: ["Gestione della classe immersiva", "Sicurezza e benessere", "Valutazione"],
      },
    ],
    requirements: ["Uno smartphone recente", "Preferibile l'accesso a un visore"],
    benefits: SOFIA_BENEFITS,
    image: "ai-ambienti-immersivi",
  },
  {
    ...SOFIA,
    slug: "lego-spike-docenti",
    code: "LSD001",
    title: "Robotica educativa con LEGO SPIKE per docenti",
    description:
      "Portare la robotica in classe con LEGO Education SPIKE: costruzioni, programmazione e attività STEM pronte.",
    fullDescription:
      "Un corso pratico per docenti della primaria e della secondaria: si montano e programmano i robot LEGO SPIKE, si progettano unità di apprendimento STEM e si imparano a gestire gruppi, materiali e tempi del laboratorio. Le attività sono collegate ai traguardi di matematica, scienze e tecnologia e preparano alle competizioni di robotica educativa.",
    students: 24,
    level: "Base",
    ...LORUSSO,
    syllabus: [
      {
        title: "Il kit",
        items: ["Hub, motori e sensori", "Organizzare il laboratorio"],
      },
      {
        title: "Programmare",
        items: ["Blocchi per la primaria", "Python per la secondaria", "Debug con la classe"],
      },
      {
        title: "Unità di apprendimento STEM",
        items: [
          "Misure, velocità e grafici",
          "Sfide a squadre e competizioni",
          "Valutare le competenze",
        ],
      },
    ],
    requirements: ["Nessuna esperienza di robotica richiesta"],
    benefits: SOFIA_BENEFITS,
    image: "lego-spike-docenti",
  },
];

/** Catalogue order: teacher courses first (the home page's featured ones on top), then students'. */
export const COURSE_SEED: CourseSeed[] = [...TEACHER_COURSES, ...STUDENT_COURSES];

/** The 18 student course ids of spec §3, in order. */
export const STUDENT_COURSE_IDS = STUDENT_COURSES.map((course) => course.slug);
export const TEACHER_COURSE_IDS = TEACHER_COURSES.map((course) => course.slug);
