import type { NewCourse } from "~/server/db/schema";

/**
 * Seed content of the `courses` table (teacher and student courses). The list
 * order is the catalogue order: the first entry gets the newest created_at.
 * Tags are not written here: they come from the tag map (app/lib/course-tags.ts)
 * when seeding.
 */
export type CourseSeed = Omit<NewCourse, "id" | "tags" | "createdAt">;

export const COURSE_SEED: CourseSeed[] = [
  {
    slug: "chatgpt-docenza-docenti",
    code: "CGD001",
    title: "ChatGPT per la docenza",
    description:
      "Usare ChatGPT per progettare lezioni, verifiche e materiali inclusivi, con un metodo sicuro e consapevole.",
    fullDescription:
      "Un percorso pratico per docenti di ogni ordine e grado: dalla scrittura di prompt efficaci alla progettazione di unità di apprendimento, fino alla valutazione critica dei testi generati e alle regole di tutela dei dati degli studenti.",
    duration: "25 ore",
    students: 30,
    level: "Base",
    category: "docenti",
    price: "€ 199",
    startDate: "A richiesta",
    delivery: "Online sincrono, online asincrono",
    availability: ["Piattaforma SOFIA", "Carta del Docente"],
    instructorName: "Dott.ssa Maria Carlucci",
    instructorRole: "Responsabile della formazione",
    instructorImage: "/images/people/responsabile-formazione.svg",
    syllabus: [
      {
        title: "Fondamenti",
        items: ["Come funziona un modello linguistico", "Limiti, errori e allucinazioni"],
      },
      {
        title: "Progettare con l'IA",
        items: ["Prompt per unità di apprendimento", "Verifiche e rubriche"],
      },
      {
        title: "Uso responsabile",
        items: ["Privacy e GDPR a scuola", "Educare gli studenti a un uso critico"],
      },
    ],
    requirements: ["Conoscenze informatiche di base", "Un account gratuito di ChatGPT"],
    benefits: [
      "Attestato valido per la formazione in servizio",
      "Materiali scaricabili",
      "Webinar di 2 ore",
    ],
    image: "chatgpt-docenza-docenti",
  },
];
