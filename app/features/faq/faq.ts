// The questions and answers of /contatti and the price pages as records staff
// edit at /admin/faq (decision 045). Browser-safe.
import { z } from "zod";
import { trimmedText } from "~/platform/forms/staff-text";

/** The pages with a «Domande frequenti» section. */
export const FAQ_PAGES = {
  contatti: { label: "Contatti", path: "/contatti" },
  prezzi: { label: "Prezzi per docenti e scuole", path: "/prezzi" },
  "prezzi-studenti": { label: "Prezzi per studenti", path: "/prezzi-studenti" },
} as const;
export type FaqPage = keyof typeof FAQ_PAGES;
export const FAQ_PAGE_KEYS = Object.keys(FAQ_PAGES) as FaqPage[];

/** One question as a page shows it: the answer is sanitised HTML. */
export type FaqEntry = { id: string; question: string; answerHtml: string };

/** What a FAQ record holds (the answer sanitised by the server before saving). */
export type FaqValues = { page: FaqPage; question: string; answer: string };

export type FaqDraft = { page: string; question: string; answer: string };

export const EMPTY_FAQ: FaqDraft = { page: "contatti", question: "", answer: "" };

export function faqSchema() {
  return z
    .object({
      page: z
        .string()
        .optional()
        .transform((v) => (v ?? "").trim()),
      question: z
        .string()
        .optional()
        .transform((v) => (v ?? "").trim())
        .pipe(
          z
            .string()
            .min(1, "Inserisci la domanda.")
            .max(200, "La domanda può avere al massimo 200 caratteri."),
        ),
      answer: trimmedText(10_000, "La risposta può avere al massimo 10.000 caratteri."),
    })
    .transform((v, ctx): FaqValues => {
      if (!Object.hasOwn(FAQ_PAGES, v.page))
        ctx.addIssue({ code: "custom", path: ["page"], message: "Scegli la pagina." });
      // An editor left empty sends an empty paragraph.
      if (!v.answer.replace(/<[^>]*>/g, "").trim())
        ctx.addIssue({ code: "custom", path: ["answer"], message: "Inserisci la risposta." });
      const page = (Object.hasOwn(FAQ_PAGES, v.page) ? v.page : "contatti") as FaqPage;
      return { page, question: v.question, answer: v.answer };
    });
}
