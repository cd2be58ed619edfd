import type { NewsPost } from "~/server/db/schema";

/** Seed news posts. `publishedAt` null means a draft, which must never appear publicly. */
export type NewsSeed = Pick<
  NewsPost,
  "slug" | "title" | "excerpt" | "content" | "image" | "category" | "tags" | "status"
> & {
  publishedAt: Date | null;
};

export const NEWS_SEED: NewsSeed[] = [
  {
    slug: "corso-cedils-2025",
    title: "Certificazione CEDILS 2025: aperte le iscrizioni",
    excerpt:
      "Il corso di preparazione alla certificazione in didattica dell'italiano a stranieri parte al raggiungimento di 10 iscritti.",
    content:
      '<p>Sono aperte le iscrizioni al corso di preparazione alla certificazione <strong>CEDILS</strong>. Il corso si attiva con almeno 10 partecipanti.</p><p>Il pagamento può avvenire con la Carta del Docente o con bonifico bancario. <a href="/iscrizione-cedils">Compila il modulo di iscrizione</a>.</p>',
    image: "/images/news/corso-cedils-2025.svg",
    category: "formazione",
    tags: ["cedils", "certificazioni", "italiano l2"],
    status: "published",
    publishedAt: new Date("2025-09-15T09:00:00Z"),
  },
];
