/**
 * The course editor's form (/admin/corsi): one zod schema used by the
 * server action (authoritative) and the field limits shown by the form.
 * Browser-safe: no server imports. Lists (syllabus, requirements, 'Cosa
 * include', availability) are typed one item a line, so the form works without
 * JavaScript.
 */
import { z } from "zod";
import { fieldErrors } from "~/platform/forms/form-result";
import { htmlHasText } from "~/features/news/public-api";
import { isCourseImageValue } from "~/features/courses/course-image";
import { isLibraryImageUrl, pickedImage } from "~/features/media/public-api";
import { withoutNul } from "~/platform/forms/text";
import {
  NO_PUBLISH_AT,
  publishAtFields,
  readPublishAt,
  type PublishAtFields,
} from "~/platform/forms/publish-at";
import { isUuid } from "~/platform/uuid";
import type { Course } from "~/platform/db/schema";

export const COURSE_STATUSES = ["bozza", "pubblicato", "archiviato"] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export const COURSE_STATUS_LABELS: Record<CourseStatus, string> = {
  bozza: "Bozza",
  pubblicato: "Pubblicato",
  archiviato: "Archiviato",
};

export const COURSE_CATEGORIES = ["docenti", "studenti"] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const COURSE_CATEGORY_LABELS: Record<CourseCategory, string> = {
  docenti: "Docenti",
  studenti: "Studenti",
};

export const COURSE_TITLE_MAX = 200;
export const COURSE_SLUG_MAX = 80;
export const COURSE_DESCRIPTION_MAX = 500;
export const COURSE_FULL_DESCRIPTION_MAX = 100_000;
export const COURSE_SHORT_TEXT_MAX = 200;
export const COURSE_LIST_ITEM_MAX = 300;
export const COURSE_LIST_MAX = 40;
export const COURSE_TAG_MAX = 40;
export const COURSE_TAGS_MAX = 12;
export const FEATURED_COURSES = 3;

/** The intent of the delete button; a refused delete's message shows above the actions. */
export const DELETE_INTENT = "delete";

/** Lower-case letters, digits and single hyphens: the addresses we make from titles. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Trimmed, empty lines dropped. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/**
 * The syllabus as typed: a line is a module's title, the lines after it that
 * start with '-' are its topics. A topic before any title gets the title
 * 'Programma'.
 */
export function parseSyllabus(text: string): { title: string; items: string[] }[] {
  const sections: { title: string; items: string[] }[] = [];
  for (const line of splitLines(text)) {
    if (line.startsWith("-")) {
      const item = line.replace(/^-+\s*/, "");
      if (item === "") continue;
      if (sections.length === 0) sections.push({ title: "Programma", items: [] });
      sections[sections.length - 1]!.items.push(item);
    } else {
      sections.push({ title: line, items: [] });
    }
  }
  return sections;
}

export function formatSyllabus(sections: { title: string; items: string[] }[]): string {
  return sections
    .map((s) => [s.title, ...s.items.map((item) => `- ${item}`)].join("\n"))
    .join("\n\n");
}

/** Tags trimmed, inner spaces collapsed, duplicates (any case) dropped; spelling kept. */
export function normalizeCourseTags(tags: Iterable<string>): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, " ");
    const key = tag.toLocaleLowerCase("it-IT");
    if (tag === "" || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

const requiredText = (label: string, max = COURSE_SHORT_TEXT_MAX, feminine = false) =>
  z
    .string()
    .trim()
    .min(1, `${label} è ${feminine ? "obbligatoria" : "obbligatorio"}.`)
    .max(max, `${label} può avere al massimo ${max} caratteri.`);

const optionalText = (label: string, max = COURSE_SHORT_TEXT_MAX) =>
  z
    .string()
    .trim()
    .max(max, `${label} può avere al massimo ${max} caratteri.`)
    .transform((v) => (v === "" ? null : v));

const lines = (label: string) =>
  z
    .string()
    .transform(splitLines)
    .pipe(
      z
        .array(
          z
            .string()
            .max(
              COURSE_LIST_ITEM_MAX,
              `Ogni voce di ${label} può avere al massimo ${COURSE_LIST_ITEM_MAX} caratteri.`,
            ),
        )
        .max(COURSE_LIST_MAX, `${label} può avere al massimo ${COURSE_LIST_MAX} voci.`),
    );

const CourseEditorFieldsSchema = z.object({
  title: requiredText("Il titolo", COURSE_TITLE_MAX),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(COURSE_SLUG_MAX, `L'indirizzo può avere al massimo ${COURSE_SLUG_MAX} caratteri.`)
    .refine(
      (v) => v === "" || SLUG_PATTERN.test(v),
      "L'indirizzo può contenere solo lettere minuscole senza accenti, numeri e trattini (ad esempio corso-di-robotica).",
    )
    .refine((v) => !isUuid(v), "L'indirizzo non può avere la forma di un codice identificativo."),
  code: optionalText("Il codice", 40),
  category: z.enum(COURSE_CATEGORIES, { message: "Scegli il pubblico: docenti o studenti." }),
  description: requiredText("La descrizione breve", COURSE_DESCRIPTION_MAX, true),
  fullDescription: z
    .string()
    .max(COURSE_FULL_DESCRIPTION_MAX, "La descrizione completa è troppo lunga.")
    .transform((v) => (htmlHasText(v) ? v.trim() : null)),
  syllabus: z
    .string()
    .max(20_000, "Il programma è troppo lungo.")
    .transform(parseSyllabus)
    .pipe(
      z
        .array(z.object({ title: z.string(), items: z.array(z.string()) }))
        .max(COURSE_LIST_MAX, `Il programma può avere al massimo ${COURSE_LIST_MAX} moduli.`),
    ),
  requirements: lines("Requisiti"),
  instructorName: optionalText("Il nome del docente"),
  instructorRole: optionalText("Il ruolo del docente"),
  duration: requiredText("La durata", COURSE_SHORT_TEXT_MAX, true),
  students: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, "Indica il numero di studenti con un numero intero (ad esempio 25).")
    .transform(Number),
  level: requiredText("Il livello"),
  delivery: optionalText("La modalità"),
  availability: lines("Disponibilità"),
  startDate: optionalText("La data di inizio"),
  price: optionalText("Il prezzo"),
  priceNote: optionalText("La nota sul prezzo"),
  benefits: lines("Cosa include"),
  tags: z
    .array(z.string())
    .transform(normalizeCourseTags)
    .pipe(
      z
        .array(
          z
            .string()
            .max(COURSE_TAG_MAX, `Ogni tag può avere al massimo ${COURSE_TAG_MAX} caratteri.`),
        )
        .max(COURSE_TAGS_MAX, `Puoi scegliere al massimo ${COURSE_TAGS_MAX} tag.`),
    ),
  editionYear: z
    .string()
    .trim()
    .refine(
      (v) => v === "" || (/^\d{4}$/.test(v) && Number(v) >= 2000 && Number(v) <= 2100),
      "Indica l'anno con quattro cifre, tra 2000 e 2100.",
    )
    .transform((v) => (v === "" ? null : Number(v))),
  status: z.enum(COURSE_STATUSES, { message: "Scegli lo stato: bozza, pubblicato o archiviato." }),
  /** The stored image kept while editing (a new upload is checked apart); null for the artwork. */
  image: z
    .string()
    .trim()
    .refine(
      // A library image (decision 048) becomes the course's variants when saved.
      (v) => v === "" || isCourseImageValue(v) || isLibraryImageUrl(v),
      "L'immagine attuale non è valida: caricane una nuova o rimuovila.",
    )
    .transform((v) => (v === "" ? null : v)),
  // 'Pubblica il': both empty, visible as soon as it is published.
  publishDate: z.string().default(""),
  publishTime: z.string().default(""),
});

export const CourseEditorSchema = CourseEditorFieldsSchema.transform(
  ({ publishDate, publishTime, ...values }, ctx) => ({
    ...values,
    /** The chosen 'Pubblica il' instant; null: at once. */
    publishedAt: readPublishAt({ publishDate, publishTime }, ctx),
  }),
);

export type CourseEditorValues = z.output<typeof CourseEditorSchema>;
export type CourseEditorField = keyof z.input<typeof CourseEditorSchema>;

/** The fields as typed (text as typed, tags as a list), for the form and its redisplay. */
export type CourseDraft = {
  title: string;
  slug: string;
  code: string;
  category: string;
  description: string;
  fullDescription: string;
  syllabus: string;
  requirements: string;
  instructorName: string;
  instructorRole: string;
  duration: string;
  students: string;
  level: string;
  delivery: string;
  availability: string;
  startDate: string;
  price: string;
  priceNote: string;
  benefits: string;
  tags: string[];
  editionYear: string;
  status: string;
  /** The stored image (/media/corsi/… or an artwork name), kept while editing. */
  image: string;
} & PublishAtFields;

export const EMPTY_COURSE_DRAFT: CourseDraft = {
  title: "",
  slug: "",
  code: "",
  category: "docenti",
  description: "",
  fullDescription: "",
  syllabus: "",
  requirements: "",
  instructorName: "",
  instructorRole: "",
  duration: "",
  students: "0",
  level: "",
  delivery: "",
  availability: "",
  startDate: "",
  price: "",
  priceNote: "",
  benefits: "",
  tags: [],
  editionYear: "",
  status: "bozza",
  image: "",
  ...NO_PUBLISH_AT,
};

/** A stored course as the form shows it (lists one item a line, numbers as text). */
export function courseDraftOf(course: Course): CourseDraft {
  return {
    ...EMPTY_COURSE_DRAFT,
    ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, textOf(course[name])])),
    syllabus: formatSyllabus(course.syllabus),
    tags: course.tags,
    ...publishAtFields(course.publishedAt),
  };
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return "";
  return Array.isArray(value) ? value.join("\n") : String(value);
}

const TEXT_FIELDS = [
  "title",
  "slug",
  "code",
  "category",
  "description",
  "fullDescription",
  "syllabus",
  "requirements",
  "instructorName",
  "instructorRole",
  "duration",
  "students",
  "level",
  "delivery",
  "availability",
  "startDate",
  "price",
  "priceNote",
  "benefits",
  "editionYear",
  "status",
  "image",
] as const;

/**
 * Reads the editor's fields: chosen tags arrive as repeated `tags` fields, new
 * ones comma-separated in `newTags`.
 */
export function readCourseForm(form: FormData): CourseDraft {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? withoutNul(value) : "";
  };
  const draft = { ...EMPTY_COURSE_DRAFT };
  for (const name of TEXT_FIELDS) draft[name] = text(name);
  draft.publishDate = text("publishDate");
  draft.publishTime = text("publishTime");
  const chosen = form
    .getAll("tags")
    .filter((v): v is string => typeof v === "string")
    .map(withoutNul);
  draft.tags = normalizeCourseTags([...chosen, ...text("newTags").split(",")]);
  return draft;
}

/**
 * The field map's reader (the record core, decision 039): the draft, as
 * validated and shown again. 'Rimuovi l'immagine' empties the image; an image
 * uploaded with the form replaces the current one, so that one is not checked;
 * an image chosen in the library (MediaPicker) replaces it too.
 */
export function readCourseEditor(
  form: FormData,
  files: readonly { field: string }[],
): { input: CourseDraft; values: CourseDraft } {
  const draft = readCourseForm(form);
  if (form.get("removeImage") === "on") draft.image = "";
  const picked = pickedImage(form);
  if (picked) draft.image = picked;
  const upload = files.some((f) => f.field === "imageFile");
  return { input: upload ? { ...draft, image: "" } : draft, values: draft };
}

export type CourseEditorParse =
  | { ok: true; values: CourseEditorValues }
  | { ok: false; errors: Partial<Record<CourseEditorField, string>> };

/** Validates a draft; on failure, the first message of each field. */
export function parseCourseDraft(draft: CourseDraft): CourseEditorParse {
  const result = CourseEditorSchema.safeParse(draft);
  if (result.success) return { ok: true, values: result.data };
  return { ok: false, errors: fieldErrors<CourseEditorField>(result.error) };
}

/** Admin list filters, kept in the query string (?q=&pubblico=&stato=). */
export type CourseListFilters = {
  query: string;
  category: CourseCategory | null;
  status: CourseStatus | null;
};

export function parseCourseListFilters(params: URLSearchParams): CourseListFilters {
  const category = params.get("pubblico");
  const status = params.get("stato");
  return {
    query: (params.get("q") ?? "").trim().slice(0, 100),
    category: (COURSE_CATEGORIES as readonly string[]).includes(category ?? "")
      ? (category as CourseCategory)
      : null,
    status: (COURSE_STATUSES as readonly string[]).includes(status ?? "")
      ? (status as CourseStatus)
      : null,
  };
}
