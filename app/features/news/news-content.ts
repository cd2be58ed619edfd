import type { NewsPost } from "~/platform/db/schema";

/** Seed news posts. `publishedAt` null means a draft, which must never appear publicly. */
export type NewsSeed = Pick<
  NewsPost,
  "slug" | "title" | "excerpt" | "content" | "image" | "category" | "tags" | "status"
> & {
  publishedAt: Date | null;
};

export const NEWS_SEED: NewsSeed[] = [
  {
    slug: "carta-del-docente-2025-2026",
    title: "Carta del Docente 2025/2026: come usarla per i nostri corsi",
    excerpt:
      "Il bonus per l'aggiornamento professionale copre i corsi e-learning, i percorsi sulla piattaforma SOFIA e le lezioni individuali: ecco come generare il buono, passo dopo passo.",
    content: `<p>Con il nuovo anno scolastico torna disponibile la <strong>Carta del Docente</strong>, il contributo per la formazione e l'aggiornamento professionale dei docenti. Come ente accreditato dal Ministero dell'Istruzione e del Merito (Direttiva 170/2016), accettiamo i buoni della Carta per gran parte della nostra offerta.</p>
<h2>Quali corsi si possono pagare con la Carta</h2>
<ul>
<li><strong>Corsi e-learning</strong>: 99 € a docente per 10 ore di formazione, da seguire quando si vuole.</li>
<li><strong>Percorsi sulla piattaforma SOFIA</strong>: 199 € per 25 ore, con un webinar di 2 ore e il riconoscimento di 1 credito formativo.</li>
<li><strong>Lezioni individuali</strong>: 100 € l'ora, su un tema scelto insieme al formatore.</li>
</ul>
<h2>Come generare il buono</h2>
<ol>
<li>Accedi al portale della Carta del Docente con SPID o CIE.</li>
<li>Scegli «Crea buono», poi «Fisico» o «Online» e l'ambito «Formazione e aggiornamento».</li>
<li>Indica l'importo esatto del corso scelto e scarica il buono in PDF.</li>
<li>Apri la pagina del corso nel <a href="/corsi">catalogo</a>, scegli l'edizione e premi «Iscriviti»: nel modulo di iscrizione scegli «Carta del Docente», scrivi il codice del buono e allega il PDF. Lo validiamo e ti confermiamo l'iscrizione.</li>
</ol>
<blockquote><p>Un consiglio: genera il buono quando la pagina del corso mostra ancora posti liberi per l'edizione che ti interessa. Se l'edizione è completa entri in lista d'attesa e non validiamo il buono finché non si libera un posto.</p></blockquote>
<p>Per le scuole che vogliono formare un gruppo di docenti proponiamo corsi online sincroni a 156 € l'ora, a partire da 10 ore: trovi tutti i dettagli nella pagina <a href="/prezzi">Prezzi</a>.</p>`,
    image: "/images/news/carta-del-docente-2025.webp",
    category: "altro",
    tags: ["carta del docente", "formazione docenti", "sofia"],
    status: "published",
    publishedAt: new Date("2025-11-05T08:30:00Z"),
  },
  {
    slug: "giornata-valutazione-formativa-potenza",
    title: "A Potenza una giornata sulla valutazione formativa con gli strumenti digitali",
    excerpt:
      "Sabato 29 novembre, nella nostra sede di Potenza, un laboratorio pratico di cinque ore su rubriche, feedback e autovalutazione, con esempi pronti da portare in classe.",
    content: `<p>Valutare per far crescere, non solo per misurare: è l'idea che guida la <strong>giornata di formazione sulla valutazione formativa</strong> che si terrà sabato 29 novembre 2025 nella nostra sede di Potenza, dalle 9:00 alle 14:00.</p>
<h2>Il programma</h2>
<ul>
<li>Rubriche di valutazione: come scriverle insieme agli studenti.</li>
<li>Feedback rapido con moduli online e quiz a risposta aperta.</li>
<li>Autovalutazione e valutazione tra pari nella scuola secondaria.</li>
<li>Usare l'intelligenza artificiale per preparare criteri e griglie, senza delegarle il giudizio.</li>
</ul>
<p>La giornata è pensata per docenti di ogni ordine e grado e funziona a piccoli gruppi: ogni partecipante lavora su una propria unità di apprendimento e torna a scuola con una rubrica completa. È rilasciato un attestato di partecipazione valido per la formazione in servizio.</p>
<p>I posti sono limitati a 30. Per prenotare scrivici dalla pagina <a href="/contatti">Contatti</a> indicando il tuo ordine di scuola.</p>`,
    image: "/images/news/giornata-valutazione-formativa.webp",
    category: "eventi",
    tags: ["valutazione", "didattica", "potenza"],
    status: "published",
    publishedAt: new Date("2025-10-20T07:00:00Z"),
  },
  {
    slug: "fondi-basilicata-laboratori-stem",
    title: "Laboratori STEM in Basilicata: fino a 122.800 euro per istituto",
    excerpt:
      "La Regione finanzia laboratori extracurricolari per le scuole secondarie di primo e secondo grado: domande dal 1° ottobre al 15 novembre 2025 alle ore 14:00.",
    content: `<p>È aperto il bando regionale che sostiene i <strong>laboratori STEM extracurricolari</strong> nelle scuole secondarie statali e paritarie di primo e secondo grado della Basilicata. La dotazione complessiva è di 1.000.000 di euro.</p>
<h2>Le cifre del bando</h2>
<ul>
<li>42.800 € per ciascun laboratorio, fino a un massimo di 122.800 € per istituto.</li>
<li>Almeno 15 alunni per laboratorio, in orario extracurricolare, nell'anno scolastico 2025-2026.</li>
<li>Valutatori esterni e una prova finale pubblica, con premi in denaro fino al 25% del finanziamento totale.</li>
</ul>
<h2>Scadenze</h2>
<p>Le domande si presentano online sul portale della Regione, con SPID o CNS, dal <strong>1° ottobre 2025</strong> fino al <strong>15 novembre 2025 alle ore 14:00</strong>.</p>
<p>Possiamo affiancare la scuola nella progettazione del laboratorio, nella scelta delle attrezzature e nella formazione dei docenti coinvolti. Tutti i dettagli sono nella pagina <a href="/fondi-basilicata">Fondi Basilicata STEM</a>; per una prima consulenza gratuita <a href="/contatti">contattaci</a>.</p>`,
    image: "/images/news/fondi-basilicata-stem.webp",
    category: "bandi",
    tags: ["bandi", "stem", "basilicata", "laboratori"],
    status: "published",
    publishedAt: new Date("2025-10-01T06:30:00Z"),
  },
  {
    slug: "move-2025-mobilita-linguistica",
    title: "MOVE 2025: due settimane all'estero per studiare le lingue",
    excerpt:
      "Sei milioni di euro per portare oltre 500 studenti lucani all'estero con 60 ore di formazione linguistica: le scuole hanno tempo fino al 9 ottobre alle 13:00.",
    content: `<p>Il programma regionale <strong>MOVE 2025</strong> finanzia soggiorni di due settimane all'estero con 60 ore di formazione linguistica per gli studenti delle scuole della Basilicata. Il bando vale complessivamente 6 milioni di euro e coinvolgerà più di 500 studenti.</p>
<h2>Chi può partecipare</h2>
<ul>
<li>Ogni istituzione scolastica può presentare fino a 2 progetti.</li>
<li>Progetti singoli: da 15 a 30 studenti.</li>
<li>Progetti in rete tra più scuole: da 15 a 60 studenti.</li>
</ul>
<h2>Scadenza</h2>
<p>Le candidature si chiudono il <strong>9 ottobre 2025 alle ore 13:00</strong>. Per preparare con calma la proposta ti consigliamo di contattarci entro il 30 settembre.</p>
<p>Con le agenzie della nostra rete europea curiamo alloggi, corsi di lingua certificati, trasferimenti e tutoraggio sul posto. Leggi la scheda completa nella pagina <a href="/move-2025">MOVE 2025</a>.</p>`,
    image: "/images/news/move-2025-mobilita-linguistica.webp",
    category: "bandi",
    tags: ["move 2025", "mobilità", "lingue", "studenti"],
    status: "published",
    publishedAt: new Date("2025-09-22T08:00:00Z"),
  },
  {
    slug: "corso-cedils-2025",
    title: "Certificazione CEDILS 2025: aperte le iscrizioni al corso di preparazione",
    excerpt:
      "Il corso per la certificazione in didattica dell'italiano a stranieri parte al raggiungimento di 10 iscritti; si paga con la Carta del Docente o con bonifico.",
    content: `<p>Sono aperte le iscrizioni al corso di preparazione alla <strong>CEDILS</strong>, la certificazione in didattica dell'italiano come lingua straniera rilasciata dall'Università Ca' Foscari di Venezia. È un titolo pensato per chi insegna o vuole insegnare italiano a studenti stranieri, nelle classi plurilingui, nei CPIA e nei corsi per adulti.</p>
<h2>Come funziona il corso</h2>
<ul>
<li>Lezioni online con i formatori, materiali di studio e simulazioni delle prove d'esame.</li>
<li>Moduli su glottodidattica, competenza comunicativa, valutazione e gestione delle classi ad abilità differenziate.</li>
<li>Un tutor che segue il gruppo fino alla sessione d'esame.</li>
</ul>
<h2>Attivazione e pagamento</h2>
<p>Il corso si attiva con <strong>almeno 10 partecipanti</strong>: ti avvisiamo per e-mail appena il gruppo è completo. Puoi pagare con la <strong>Carta del Docente</strong> oppure con <strong>bonifico bancario</strong>; i dati per il bonifico e il riferimento da indicare nella causale sono nella pagina di iscrizione.</p>
<p>Per iscriverti compila il <a href="/iscrizione-cedils">modulo di iscrizione CEDILS</a> e allega la ricevuta del pagamento.</p>`,
    image: "/images/news/corso-cedils-2025.webp",
    category: "formazione",
    tags: ["cedils", "certificazioni", "italiano l2"],
    status: "published",
    publishedAt: new Date("2025-09-15T09:00:00Z"),
  },
  {
    slug: "dm-88-pcto-percorsi-studenti",
    title: "DM 88 e PCTO: i nostri percorsi per le scuole secondarie",
    excerpt:
      "Percorsi per le competenze trasversali e l'orientamento online o in presenza, su intelligenza artificiale, robotica e impresa: ecco formule e costi per l'anno 2025-2026.",
    content: `<p>Il <strong>decreto ministeriale n. 88 del 2024</strong> ha aggiornato le indicazioni sui percorsi per le competenze trasversali e l'orientamento (PCTO). Per aiutare le scuole a programmarli abbiamo riunito la nostra offerta per gli studenti in tre formule.</p>
<h2>Le formule</h2>
<ul>
<li><strong>Online asincrono</strong>: 25 € a studente, fino a 40 ore, con piattaforma e tutor.</li>
<li><strong>Online sincrono</strong>: 112 € l'ora, gruppi fino a 25 studenti.</li>
<li><strong>In presenza</strong>: 150 € l'ora, gruppi fino a 25 studenti, nello Smart Lab o a scuola.</li>
</ul>
<p>I temi vanno dall'intelligenza artificiale applicata a foto, video e podcast alla robotica con LEGO SPIKE e Arduino, fino all'educazione imprenditoriale con la metodologia lean startup. Ogni percorso si chiude con un prodotto finale e un attestato delle ore svolte.</p>
<p>Trovi l'elenco completo nella pagina <a href="/studenti">Studenti</a> e i prezzi in <a href="/prezzi-studenti">Prezzi studenti</a>.</p>`,
    image: "/images/news/dm88-pcto.webp",
    category: "bandi",
    tags: ["pcto", "dm 88", "studenti"],
    status: "published",
    publishedAt: new Date("2025-06-16T07:30:00Z"),
  },
  {
    slug: "open-day-ai-evolution-lab",
    title: "Open day all'AI Evolution Lab: le scuole entrano in laboratorio",
    excerpt:
      "Postazioni, robot e dispositivi IoT da provare dal vivo: una mattina per dirigenti e docenti che stanno valutando un laboratorio di intelligenza artificiale.",
    content: `<p>Il 27 maggio 2025 apriamo le porte dell'<strong>AI Evolution Lab</strong> a dirigenti scolastici, animatori digitali e docenti. È l'occasione per vedere da vicino un laboratorio di intelligenza artificiale completo, con più di 20 postazioni, oltre 50 framework software e più di 100 dispositivi IoT.</p>
<h2>Cosa faremo</h2>
<ul>
<li>Dimostrazioni di visione artificiale e riconoscimento vocale con kit pronti per la classe.</li>
<li>Un'ora di prova con robotica e stampa 3D, guidata dai nostri formatori.</li>
<li>Un incontro sul percorso di 24 mesi e sulla formazione dei docenti di 40 ore.</li>
</ul>
<p>Per le scuole che intendono partecipare alla gara con scadenza il <strong>5 luglio 2025 alle 18:00</strong> consigliamo di contattarci entro il 20 giugno, così da preparare insieme il capitolato.</p>
<p>Scopri il progetto nella pagina <a href="/ai-evolution-lab">AI Evolution Lab</a>.</p>`,
    image: "/images/news/open-day-ai-evolution-lab.webp",
    category: "eventi",
    tags: ["ai evolution lab", "intelligenza artificiale", "open day"],
    status: "published",
    publishedAt: new Date("2025-05-12T09:00:00Z"),
  },
  {
    slug: "chatgpt-docenza-piattaforma-sofia",
    title: "ChatGPT per la docenza: nuova edizione sulla piattaforma SOFIA",
    excerpt:
      "Venticinque ore per imparare a progettare lezioni, verifiche e materiali inclusivi con l'intelligenza artificiale, in modo sicuro e consapevole.",
    content: `<p>Torna il corso <strong>ChatGPT per la docenza</strong>, il nostro percorso più richiesto dagli insegnanti. La nuova edizione è pubblicata sulla piattaforma ministeriale <strong>SOFIA</strong>: 25 ore di formazione, un webinar di 2 ore con i formatori e il riconoscimento di 1 credito formativo.</p>
<h2>Che cosa imparerai</h2>
<ul>
<li>Come funziona un modello linguistico e dove sbaglia.</li>
<li>Scrivere prompt efficaci per unità di apprendimento, verifiche e rubriche.</li>
<li>Adattare i materiali per studenti con bisogni educativi speciali.</li>
<li>Tutelare i dati degli studenti e insegnare un uso critico degli strumenti.</li>
</ul>
<p>Il costo è di 199 € ed è pagabile con la Carta del Docente. Trovi il programma completo nel <a href="/corsi/chatgpt-docenza-docenti">dettaglio del corso</a>.</p>`,
    image: "/images/news/chatgpt-docenza-sofia.webp",
    category: "formazione",
    tags: ["chatgpt", "intelligenza artificiale", "sofia"],
    status: "published",
    publishedAt: new Date("2025-04-07T08:00:00Z"),
  },
  {
    slug: "erasmus-ka1-mobilita-docenti",
    title: "Erasmus+ KA1: come accompagniamo i docenti in mobilità",
    excerpt:
      "Dalla preparazione alla partenza fino al riconoscimento dei risultati: il metodo che usiamo con le nostre 8 agenzie partner in Europa.",
    content: `<p>Una mobilità Erasmus+ riesce quando è preparata bene e quando, al rientro, ciò che si è imparato entra davvero nella scuola. Per questo seguiamo i docenti in tre momenti, insieme alle <strong>8 agenzie partner</strong> della nostra rete europea.</p>
<h2>Prima della partenza</h2>
<p>Incontri di orientamento, preparazione linguistica e culturale, scelta del corso o dell'attività di job shadowing in base al piano di sviluppo europeo della scuola.</p>
<h2>Durante la mobilità</h2>
<p>Accoglienza all'arrivo, alloggio verificato, tutor raggiungibile ogni giorno e visite nelle scuole del paese ospitante.</p>
<h2>Dopo il rientro</h2>
<p>Supporto alla disseminazione, alla compilazione dei report e al riconoscimento delle competenze acquisite con Europass.</p>
<p>Le mobilità del personale sono uno strumento importante anche per le scuole più piccole. Scopri la rete nella pagina <a href="/etn-world">ETN World</a> e i progetti in corso in <a href="/erasmus">Erasmus+</a>.</p>`,
    image: "/images/news/erasmus-ka1-mobilita-docenti.webp",
    category: "altro",
    tags: ["erasmus+", "mobilità", "docenti"],
    status: "published",
    publishedAt: new Date("2025-02-18T10:00:00Z"),
  },
  {
    // A draft: must never appear on the site, in the feed or in the sitemap (spec §4).
    slug: "calendario-corsi-2026",
    title: "Il calendario dei corsi del primo semestre 2026",
    excerpt:
      "Date, orari e modalità delle nuove edizioni dei corsi per docenti da gennaio a giugno 2026.",
    content:
      "<p>Stiamo definendo il calendario delle nuove edizioni: le date saranno confermate dopo la chiusura delle iscrizioni in corso.</p>",
    image: "/images/news/calendario-corsi-2026.webp",
    category: "formazione",
    tags: ["calendario", "corsi"],
    status: "draft",
    publishedAt: null,
  },
];
