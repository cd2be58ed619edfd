/** Spec §9: the AI Evolution Lab's figures. */
export const AI_LAB_STATS: readonly { value: string; label: string }[] = [
  { value: "20+", label: "postazioni di lavoro" },
  { value: "50+", label: "framework e strumenti di AI" },
  { value: "100+", label: "dispositivi IoT" },
  { value: "24/7", label: "supporto della community" },
];

export const AI_LAB_PROGRAMME = {
  months: 24,
  teacherTrainingHours: 40,
  consultationMinutes: 30,
};

/** The lab's main features (section #caratteristiche). */
export const AI_LAB_FEATURES: readonly { title: string; text: string }[] = [
  {
    title: "Spazio chiavi in mano",
    text: "Progettiamo il layout dell'aula, forniamo e installiamo postazioni, rete e arredi modulari e consegniamo un laboratorio pronto all'uso dal primo giorno.",
  },
  {
    title: "AI che gira a scuola",
    text: "Un server di calcolo locale fa girare modelli linguistici e di visione senza inviare i dati degli studenti all'esterno: privacy by design, conforme al GDPR.",
  },
  {
    title: "Robotica e IoT",
    text: "Bracci robotici, robot mobili e oltre 100 sensori e dispositivi connessi per portare l'intelligenza artificiale fuori dallo schermo, nel mondo fisico.",
  },
  {
    title: "Creatività digitale",
    text: "Stampa 3D, produzione audio e video e realtà immersiva: l'AI diventa uno strumento per raccontare, progettare e costruire.",
  },
];

/** The method (section #metodologia): how the 24-month programme works. */
export const AI_LAB_METHOD: readonly { title: string; text: string }[] = [
  {
    title: "Formazione dei docenti",
    text: "40 ore di formazione per il gruppo di docenti che guiderà il laboratorio: uso delle attrezzature, progettazione didattica con l'AI, valutazione ed etica.",
  },
  {
    title: "Imparare facendo",
    text: "Ogni attività parte da un problema reale della scuola o del territorio e si chiude con un prototipo presentato in pubblico, secondo il modello challenge-based learning.",
  },
  {
    title: "Accompagnamento di 24 mesi",
    text: "Per due anni scolastici la tua scuola fa parte della AI Evolution Community: incontri mensili, tutoraggio, risorse condivise e supporto 24/7.",
  },
  {
    title: "Risultati misurabili",
    text: "Indicatori condivisi all'avvio (partecipazione, competenze, prodotti realizzati) e un report alla fine di ogni anno, utile anche per la rendicontazione del finanziamento.",
  },
];
