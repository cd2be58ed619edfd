/** Spec §3: a lab spec item (static). */
export type LabSpecItem = {
  name: string;
  specs: readonly string[];
  description: string;
  included: readonly string[];
  communityNote: string;
};

/** Spec §2: the four tabs of /caratteristiche-lab, in order; hardware is the default. */
export const LAB_SPEC_TABS = ["hardware", "robotics", "ai_software", "creative"] as const;
export type LabSpecTab = (typeof LAB_SPEC_TABS)[number];
export const DEFAULT_LAB_SPEC_TAB: LabSpecTab = "hardware";

export const LAB_SPEC_TAB_LABELS: Record<LabSpecTab, string> = {
  hardware: "Hardware",
  robotics: "Robotica",
  ai_software: "Software AI",
  creative: "Creatività",
};

export const LAB_SPECS: Record<LabSpecTab, readonly LabSpecItem[]> = {
  hardware: [
    {
      name: "Postazioni AI",
      specs: [
        "20+ postazioni",
        "Processore a 12 core, 32 GB di RAM",
        "Scheda grafica con 12 GB di memoria dedicata",
        "Monitor da 27 pollici",
      ],
      description:
        "Computer dimensionati per addestrare piccoli modelli di visione e di linguaggio direttamente in classe, senza attese e senza dipendere dal cloud.",
      included: [
        "Installazione e collaudo",
        "Sistema operativo e software configurati",
        "Garanzia di 3 anni on-site",
      ],
      communityNote:
        "Le immagini di sistema sono condivise nella community: quando un docente prepara un ambiente per un'attività, tutte le scuole possono installarlo con un clic.",
    },
    {
      name: "Server di calcolo locale",
      specs: [
        "2 GPU con 24 GB di memoria ciascuna",
        "128 GB di RAM",
        "8 TB di archiviazione ridondata",
      ],
      description:
        "Il cuore del laboratorio: fa girare modelli linguistici e di visione per tutta la classe mantenendo i dati degli studenti dentro la scuola.",
      included: ["Gruppo di continuità", "Backup notturno", "Pannello di gestione per i docenti"],
      communityNote:
        "I modelli selezionati e verificati dai formatori arrivano sul server con gli aggiornamenti mensili della community.",
    },
    {
      name: "Kit IoT",
      specs: [
        "100+ dispositivi",
        "Schede programmabili con Wi-Fi e Bluetooth",
        "Sensori ambientali, di movimento e di luce",
      ],
      description:
        "Sensori e attuatori per raccogliere dati veri dalla scuola e dal territorio e farli analizzare ai modelli di AI.",
      included: [
        "Valigette organizzate per 4 studenti",
        "Ricambi per il primo anno",
        "Schede attività stampate",
      ],
      communityNote:
        "Le scuole della community condividono i dati raccolti in un archivio comune: una classe può studiare il clima di tutta la regione.",
    },
  ],
  robotics: [
    {
      name: "Bracci robotici didattici",
      specs: ["6 assi", "Portata 500 g", "Pinza e ventosa intercambiabili", "Telecamera integrata"],
      description:
        "Per imparare a combinare visione artificiale e movimento: riconoscere un oggetto, afferrarlo, smistarlo.",
      included: [
        "Software di programmazione a blocchi e in Python",
        "Tappetino di lavoro",
        "Set di oggetti per esercizi",
      ],
      communityNote:
        "Le sfide mensili di robotica propongono lo stesso compito a tutte le scuole: i risultati si confrontano in una classifica amichevole.",
    },
    {
      name: "Robot mobili programmabili",
      specs: [
        "Lidar e telecamera",
        "Autonomia di 3 ore",
        "Programmabili a blocchi, in Python e con ROS 2",
      ],
      description:
        "Piccoli veicoli autonomi per affrontare navigazione, mappatura e guida assistita con un livello adatto a ogni classe.",
      included: [
        "Pista modulare componibile",
        "Caricabatterie multiplo",
        "Percorso didattico in 10 lezioni",
      ],
      communityNote:
        "Le piste create dalle scuole vengono condivise come file da stampare: ogni mese una nuova pista da affrontare.",
    },
    {
      name: "Kit di meccatronica",
      specs: [
        "Motori, servomotori e sensori",
        "Strutture in alluminio componibili",
        "Controller compatibili con i kit IoT",
      ],
      description:
        "Per costruire da zero macchine e prototipi e dare un corpo fisico agli algoritmi progettati in classe.",
      included: [
        "Attrezzi e cassettiera",
        "Schede di montaggio illustrate",
        "Ricambi per il primo anno",
      ],
      communityNote:
        "I progetti migliori dell'anno diventano schede di montaggio pubblicate per tutte le scuole della community.",
    },
  ],
  ai_software: [
    {
      name: "Suite di framework per l'AI",
      specs: [
        "50+ framework e librerie",
        "Ambienti notebook pronti all'uso",
        "Versioni verificate e aggiornate",
      ],
      description:
        "Dalle librerie per l'apprendimento automatico agli strumenti per la visione e il linguaggio, già installati e configurati per la didattica.",
      included: [
        "Ambienti separati per classe",
        "Dataset didattici in italiano",
        "Guida rapida per i docenti",
      ],
      communityNote:
        "La community segnala ogni mese quali strumenti aggiungere o dismettere; l'aggiornamento arriva su tutte le postazioni.",
    },
    {
      name: "Assistente AI locale",
      specs: [
        "Modello linguistico eseguito sul server della scuola",
        "Nessun dato inviato all'esterno",
        "Filtri per l'uso con i minori",
      ],
      description:
        "Un assistente conversazionale per studenti e docenti, configurato per la scuola e conforme al GDPR.",
      included: [
        "Profili docente e studente",
        "Registro delle conversazioni per il docente",
        "Linee guida d'uso per la classe",
      ],
      communityNote:
        "I prompt e le attività che funzionano meglio vengono raccolti in una libreria condivisa e commentata dai docenti.",
    },
    {
      name: "Piattaforma di progetto",
      specs: [
        "Gestione di classi e gruppi",
        "Consegna e valutazione dei lavori",
        "Portfolio digitale dello studente",
      ],
      description:
        "Lo spazio dove le classi organizzano i progetti, consegnano i prodotti e documentano il percorso, utile anche per il PCTO.",
      included: [
        "Account per docenti e studenti",
        "Rubriche di valutazione pronte",
        "Esportazione per la rendicontazione",
      ],
      communityNote:
        "Le rubriche di valutazione sono costruite e migliorate insieme dai docenti della community.",
    },
  ],
  creative: [
    {
      name: "Stampanti 3D",
      specs: ["Area di stampa 25 × 21 × 21 cm", "Doppio estrusore", "Camera di controllo remoto"],
      description:
        "Per trasformare i progetti degli studenti in oggetti: supporti per i sensori, parti dei robot, modelli per le altre materie.",
      included: ["Filamenti per il primo anno", "Software di modellazione", "Cappa di aspirazione"],
      communityNote:
        "Una libreria comune di modelli 3D pensati per la didattica, con istruzioni e tempi di stampa.",
    },
    {
      name: "Studio audio e video",
      specs: ["Microfoni a condensatore", "Luci LED regolabili", "Fondale e telecamera 4K"],
      description:
        "Un angolo di produzione per podcast, video e presentazioni, con strumenti di AI per sottotitoli, doppiaggio e montaggio.",
      included: [
        "Software di montaggio",
        "Licenze per musica libera da diritti",
        "Guida alla produzione in 5 passi",
      ],
      communityNote:
        "Ogni mese le scuole pubblicano un episodio del podcast della community, scritto e registrato dagli studenti.",
    },
    {
      name: "Visori per la realtà immersiva",
      specs: ["Visori autonomi", "Tracciamento delle mani", "Gestione centralizzata dei contenuti"],
      description:
        "Per visitare luoghi, entrare in una molecola o provare un prototipo prima di costruirlo, e per creare ambienti virtuali con l'AI.",
      included: [
        "Custodie di ricarica",
        "Contenuti didattici selezionati",
        "Regole d'uso per la sicurezza",
      ],
      communityNote:
        "Gli ambienti virtuali creati dalle classi si possono visitare da tutte le scuole della community.",
    },
  ],
};

/** Spec §2: the infrastructure section. */
export const LAB_INFRASTRUCTURE: readonly { title: string; text: string }[] = [
  {
    title: "Rete e sicurezza",
    text: "Rete Wi-Fi dedicata al laboratorio, separata da quella amministrativa, con filtri per i contenuti e firewall gestito.",
  },
  {
    title: "Arredi modulari",
    text: "Tavoli componibili per lavorare a isole o in plenaria, armadi di ricarica e spazi di lavoro accessibili anche in carrozzina.",
  },
  {
    title: "Impianti",
    text: "Verifica dell'impianto elettrico, prese a norma per ogni postazione e climatizzazione per il server.",
  },
  {
    title: "Assistenza",
    text: "Assistenza tecnica da remoto, interventi in sede entro due giorni lavorativi e supporto della community 24/7.",
  },
];
