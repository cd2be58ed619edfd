/**
 * The texts of the public pages staff edit at /admin/pagine (decision 047), as
 * structured plain-text fields, never free HTML. Counts and lists of courses
 * are not typed: a page's course lists are chosen among the course records,
 * and counts are computed from them. Browser-safe: the field map of the record
 * core (decision 039).
 */
import { z } from "zod";
import { withoutNul } from "~/platform/forms/text";
import { isUuid } from "~/platform/uuid";
import { HOME_TEXTS } from "~/features/pages/home/home-texts";
import { STUDENTS_TEXTS } from "~/features/pages/info/students-texts";
import { TEACHERS_TEXTS } from "~/features/pages/info/texts/teachers-texts";
import { ABOUT_TEXTS } from "~/features/pages/info/texts/about-texts";
import { ERASMUS_TEXTS } from "~/features/pages/info/texts/erasmus-texts";
import { NETWORK_TEXTS } from "~/features/pages/info/texts/network-texts";
import { SMART_LAB_TEXTS } from "~/features/pages/info/texts/smart-lab-texts";
import { AI_LAB_TEXTS } from "~/features/pages/labs/ai-lab-texts";
import { COMMUNITY_TEXTS } from "~/features/pages/labs/community-texts";
import { LAB_SPECS_TEXTS } from "~/features/pages/labs/lab-specs-texts";
import type { PageTextField, PageTextsPage } from "~/features/pages/texts/page-text-types";

export const PAGE_TEXTS_PAGES = [
  HOME_TEXTS,
  TEACHERS_TEXTS,
  STUDENTS_TEXTS,
  ABOUT_TEXTS,
  ERASMUS_TEXTS,
  NETWORK_TEXTS,
  SMART_LAB_TEXTS,
  AI_LAB_TEXTS,
  COMMUNITY_TEXTS,
  LAB_SPECS_TEXTS,
] as const satisfies PageTextsPage[];

export type PageKey = (typeof PAGE_TEXTS_PAGES)[number]["key"];

export function pageTextsPage(key: string): PageTextsPage | null {
  return PAGE_TEXTS_PAGES.find((page) => page.key === key) ?? null;
}

const LINE_MAX = 200;
const PARAGRAPHS_MAX = 2000;
const COURSES_MAX = 12;

/** A site address (/contatti, /corsi?filter=docenti, /chi-siamo#storia) or https://… */
const LINK_PATTERN = /^(\/[^\s]*|https:\/\/[^\s]+)$/;

export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s*\r?\n\s*/g, " ").trim())
    .filter((p) => p !== "");
}

/** A chosen list of courses: one id (or, in the texts shipped with the code, a slug) a line. */
export function courseRefsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** The library images a page may show: their addresses (alt text written, or decorative). */
export type UsableImages = ReadonlySet<string>;

function fieldSchema(field: PageTextField, images: UsableImages) {
  const required = `Scrivi il testo di «${field.label}».`;
  switch (field.kind) {
    case "line":
      return z
        .string()
        .trim()
        .min(1, required)
        .max(LINE_MAX, `«${field.label}» può avere al massimo ${LINE_MAX} caratteri.`)
        .refine((v) => !/[\r\n]/.test(v), `«${field.label}» va scritto su una riga.`);
    case "paragraphs":
      return z
        .string()
        .max(PARAGRAPHS_MAX, `«${field.label}» può avere al massimo ${PARAGRAPHS_MAX} caratteri.`)
        .transform((v) => paragraphsOf(v).join("\n\n"))
        .refine((v) => v !== "", required);
    case "link":
      return z
        .string()
        .trim()
        .regex(
          LINK_PATTERN,
          `Indica in «${field.label}» un indirizzo del sito che inizia con / (ad esempio /contatti) o un indirizzo https://.`,
        );
    case "courses":
      return z
        .string()
        .transform(courseRefsOf)
        .refine((ids) => ids.every(isUuid), `Scegli i corsi di «${field.label}» dall'elenco.`)
        .refine(
          (ids) => ids.length <= COURSES_MAX,
          `Puoi scegliere al massimo ${COURSES_MAX} corsi per «${field.label}».`,
        )
        .transform((ids) => ids.join("\n"));
    case "image":
      return z
        .string()
        .trim()
        .refine(
          (url) => url === "" || images.has(url),
          `Scegli per «${field.label}» un'immagine della libreria con il testo alternativo scritto (o segnata come decorativa).`,
        );
  }
}

export function fieldsOf(page: PageTextsPage): PageTextField[] {
  return page.groups.flatMap((group) => group.fields);
}

export function pageTextsSchema(page: PageTextsPage, images: UsableImages = new Set()) {
  return z.object(Object.fromEntries(fieldsOf(page).map((f) => [f.name, fieldSchema(f, images)])));
}

/** The page's texts: the saved ones over those shipped with the code. */
export function pageTextsOf<Page extends PageTextsPage>(
  page: Page,
  saved: Record<string, unknown>,
): Record<keyof Page["defaults"] & string, string> {
  const texts: Record<string, string> = { ...page.defaults };
  for (const name of Object.keys(page.defaults)) {
    const value = saved[name];
    if (typeof value === "string") texts[name] = value;
  }
  return texts as Record<keyof Page["defaults"] & string, string>;
}

/**
 * The field map's reader: each field as typed; the courses chosen (repeated
 * checkboxes) one id a line.
 */
export function readPageTexts(page: PageTextsPage) {
  return (form: FormData) => {
    const values: Record<string, string> = {};
    for (const field of fieldsOf(page)) {
      const all = form.getAll(field.name).filter((v): v is string => typeof v === "string");
      values[field.name] =
        field.kind === "courses" ? all.map(withoutNul).join("\n") : withoutNul(all[0] ?? "");
    }
    return { input: values, values };
  };
}
