/**
 * The news editor's form (spec §2 editor, §4 save flow, §5 validation), shared by
 * the editor component (constraints, inline errors) and the server action
 * (authoritative). Browser-safe: no server imports.
 */
import { SAVE_PENDING_INTENT } from "~/platform/records/pending-edit";
import { isImageUrl } from "~/platform/records/record-image";
import { pickedImage } from "~/features/media/public-api";
import { z } from "zod";
import { fieldErrors } from "~/platform/forms/form-result";
import { NEWS_CATEGORIES, type NewsCategory } from "~/features/news/news";
import { withoutNul } from "~/platform/forms/text";
import {
  chosenPublishAt,
  NO_PUBLISH_AT,
  readPublishAt,
  type PublishAtFields,
} from "~/platform/forms/publish-at";

export const NEWS_STATUSES = ["draft", "published"] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const NEWS_STATUS_LABELS: Record<NewsStatus, string> = {
  draft: "Bozza",
  published: "Pubblicato",
};

export const TITLE_MAX = 200;
export const EXCERPT_MAX = 500;
export const CONTENT_MAX = 200_000;
export const TAG_MAX = 40;
export const TAGS_MAX = 20;

export const SAVE_SUCCESS_MESSAGE =
  "Articolo salvato con successo! Verrai reindirizzato alla dashboard...";
export const SAVE_FAILURE_MESSAGE = "Si è verificato un errore durante il salvataggio";
/** spec §9: the editor goes back to the dashboard 1.5 s after a successful save. */
export const REDIRECT_DELAY_MS = 1500;

/** Normalises one tag as typed: trimmed and lower-cased (spec §2, §5). */
export function normalizeTag(tag: string): string {
  return tag.trim().replace(/\s+/g, " ").toLocaleLowerCase("it-IT");
}

/** Spec §5: tags trimmed, lower-cased, unique, empty ones ignored; order kept. */
export function normalizeTags(tags: Iterable<string>): string[] {
  const out: string[] = [];
  for (const raw of tags) {
    const tag = normalizeTag(raw);
    if (tag !== "" && !out.includes(tag)) out.push(tag);
  }
  return out;
}

/**
 * Spec §2: pressing Enter in the tags input adds the typed tag unless it is
 * empty or already present. Returns the new list (the same array when nothing changes).
 */
export function addTag(tags: string[], typed: string): string[] {
  const tag = normalizeTag(typed);
  if (tag === "" || tags.includes(tag)) return tags;
  return [...tags, tag];
}

/** Comma-separated tags as typed without JavaScript ("ai, Erasmus ,"). */
export function splitTags(text: string): string[] {
  return text.split(",");
}

/** Visible text of an HTML fragment, to tell an empty editor ("<p></p>") from content. */
export function htmlHasText(html: string): boolean {
  return (
    html
      .replace(/<img\b[^>]*>/gi, "x")
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;|\s/g, "").length > 0
  );
}

const NewsEditorFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Il titolo è obbligatorio.")
    .max(TITLE_MAX, `Il titolo può avere al massimo ${TITLE_MAX} caratteri.`),
  excerpt: z
    .string()
    .trim()
    .min(1, "Il riassunto è obbligatorio.")
    .max(EXCERPT_MAX, `Il riassunto può avere al massimo ${EXCERPT_MAX} caratteri.`),
  content: z
    .string()
    .max(CONTENT_MAX, "Il contenuto è troppo lungo.")
    .refine(htmlHasText, "Il contenuto è obbligatorio."),
  image: z
    .string()
    .trim()
    .min(1, "L'immagine è obbligatoria: inserisci un URL o carica un file.")
    .refine(isImageUrl, "Inserisci un URL valido per l'immagine (che inizi con https://)."),
  category: z.enum(NEWS_CATEGORIES, { message: "Scegli una categoria tra quelle proposte." }),
  tags: z
    .array(z.string())
    .transform((tags) => normalizeTags(tags))
    .pipe(
      z
        .array(z.string().max(TAG_MAX, `Ogni tag può avere al massimo ${TAG_MAX} caratteri.`))
        .max(TAGS_MAX, `Puoi inserire al massimo ${TAGS_MAX} tag.`),
    ),
  status: z.enum(NEWS_STATUSES, { message: "Scegli se salvare come bozza o pubblicare." }),
  // 'Pubblica il': both empty, published at once.
  publishDate: z.string().default(""),
  publishTime: z.string().default(""),
});

export const NewsEditorSchema = NewsEditorFieldsSchema.transform(
  ({ publishDate, publishTime, ...values }, ctx) => {
    const publishAt = readPublishAt({ publishDate, publishTime }, ctx);
    return { ...values, ...(publishAt ? { publishAt } : {}) } as NewsEditorValues;
  },
);

export type NewsEditorInput = z.input<typeof NewsEditorSchema>;
/** The validated fields; `publishAt` when a 'Pubblica il' date was chosen. */
export type NewsEditorValues = Omit<
  z.output<typeof NewsEditorFieldsSchema>,
  keyof PublishAtFields
> & { publishAt?: Date };
export type NewsEditorField = keyof NewsEditorInput;
export type NewsEditorErrors = Partial<Record<NewsEditorField, string>>;

/** The fields as typed, for redisplay after a failed submission. */
export type NewsEditorDraft = {
  title: string;
  excerpt: string;
  content: string;
  image: string;
  category: NewsCategory | string;
  tags: string[];
} & Partial<PublishAtFields>;

/** A stored post as the editor shows it (and as a version keeps it, with its status). */
export function newsDraftOf(post: NewsEditorDraft): NewsEditorDraft {
  const { title, excerpt, content, image, category, tags } = post;
  return { title, excerpt, content, image, category, tags };
}

export const EMPTY_DRAFT: NewsEditorDraft = {
  title: "",
  excerpt: "",
  content: "",
  image: "",
  category: "formazione",
  tags: [],
  ...NO_PUBLISH_AT,
};

/**
 * Reads the editor's fields from a submission: chips arrive as repeated `tags`
 * fields, and text left in the tags input (`tagInput`, comma-separated without
 * JavaScript) is added too. The status comes from the button pressed (`intent`).
 */
export function readNewsEditorForm(form: FormData): NewsEditorInput {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? withoutNul(value) : "";
  };
  const tags = form
    .getAll("tags")
    .filter((v): v is string => typeof v === "string")
    .map(withoutNul);
  return {
    title: text("title"),
    excerpt: text("excerpt"),
    content: text("content"),
    image: text("image"),
    category: text("category") as NewsCategory,
    tags: [...tags, ...splitTags(text("tagInput"))],
    // 'Salva senza pubblicare' (decision 047) keeps a published post published.
    status: (text("intent") === SAVE_PENDING_INTENT ? "published" : text("intent")) as NewsStatus,
    publishDate: text("publishDate"),
    publishTime: text("publishTime"),
  };
}

/**
 * The field map's reader (the record core, decision 039): the input to
 * validate and the draft shown again. A cover uploaded with the form replaces
 * the URL field, so the URL is not required then (the file is checked apart);
 * an image chosen in the library (decision 048) replaces it too.
 */
export function readNewsEditor(
  form: FormData,
  files: readonly { field: string }[],
): { input: NewsEditorInput; values: NewsEditorDraft } {
  const input = readNewsEditorForm(form);
  const draft: NewsEditorDraft = {
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    image: input.image,
    category: input.category,
    tags: normalizeTags(input.tags),
    publishDate: input.publishDate ?? "",
    publishTime: input.publishTime ?? "",
  };
  const cover = files.some((f) => f.field === "imageFile");
  if (cover) return { input: { ...input, image: "/media/in-arrivo.jpg" }, values: draft };
  const picked = pickedImage(form);
  if (picked) return { input: { ...input, image: picked }, values: { ...draft, image: picked } };
  return { input, values: draft };
}

export type NewsEditorParse =
  { ok: true; values: NewsEditorValues } | { ok: false; errors: NewsEditorErrors };

/** Validates the editor's input; on failure, the first message of each field. */
export function parseNewsEditor(input: NewsEditorInput): NewsEditorParse {
  const result = NewsEditorSchema.safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  return { ok: false, errors: fieldErrors<NewsEditorField>(result.error) };
}

/**
 * Spec §4 publish-date rules. published_at is "now" when published, kept when
 * an already-published post is published again (so correcting a typo does not
 * move it to the top), null for a draft; updated_at is always now; created_at
 * is kept for an existing post, otherwise now. A 'Pubblica il' date chosen in
 * the editor (`chosen`) is the publication instant instead, past or
 * future: until then visitors do not see the post.
 */
export function publicationDates(
  status: NewsStatus,
  existing: { status: NewsStatus; publishedAt: Date | null; createdAt: Date } | null,
  now: Date,
  chosen?: Date,
): { publishedAt: Date | null; createdAt: Date; updatedAt: Date } {
  const stored = existing?.status === "published" ? existing.publishedAt : null;
  const publishedAt =
    status === "published" ? (chosen ? chosenPublishAt(chosen, stored) : (stored ?? now)) : null;
  return { publishedAt, createdAt: existing?.createdAt ?? now, updatedAt: now };
}

/** The dashboard filter (spec §2): all, draft or published, kept in `?stato=`. */
export const DASHBOARD_FILTERS = ["tutti", "bozze", "pubblicati"] as const;
export type DashboardFilter = (typeof DASHBOARD_FILTERS)[number];

export const DASHBOARD_FILTER_LABELS: Record<DashboardFilter, string> = {
  tutti: "Tutti",
  bozze: "Bozze",
  pubblicati: "Pubblicati",
};

export function parseDashboardFilter(value: string | null | undefined): DashboardFilter {
  return (DASHBOARD_FILTERS as readonly string[]).includes(value ?? "")
    ? (value as DashboardFilter)
    : "tutti";
}

export function dashboardFilterStatus(filter: DashboardFilter): NewsStatus | undefined {
  return filter === "bozze" ? "draft" : filter === "pubblicati" ? "published" : undefined;
}

/** Spec §8 empty states; the "all" sentence is ours (the spec leaves it open). */
export function dashboardEmptyMessage(filter: DashboardFilter): string {
  if (filter === "bozze") return "Non ci sono bozze salvate.";
  if (filter === "pubblicati") return "Non ci sono articoli pubblicati.";
  return "Non ci sono ancora articoli. Scrivi il primo con 'Nuovo articolo'.";
}
