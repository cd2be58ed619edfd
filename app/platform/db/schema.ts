// The one schema for PGlite and PostgreSQL. Migrations in drizzle/ are generated
// from this file with `npm run db:generate`.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { ROLES } from "~/platform/db/staff-roles";
import type { FatturaLine } from "~/platform/fatturapa/fatturapa.server";
import { PAYMENT_METHODS } from "~/platform/forms/form-options";

/** Raw bytes: a Buffer from node-postgres, a Uint8Array from PGlite; written as either. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Set by every write of the row. */
const updatedAt = timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Bumped by every write of the row: the version an editor is opened on (decision 041). */
const revision = integer("revision").notNull().default(1);

const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** Who did it: the account (null once it is gone) and its name, copied so the row still reads well. */
const actor = {
  actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
  actorLabel: text("actor_label").notNull().default(""),
};

export type SyllabusSection = { title: string; items: string[] };

/** Spec §3: both course entities (backend record and static student catalogue) in one table. */
export const courses = pgTable(
  "courses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    code: text("code"),
    title: text("title").notNull(),
    description: text("description").notNull(),
    fullDescription: text("full_description"),
    duration: text("duration").notNull(),
    students: integer("students").notNull().default(0),
    level: text("level").notNull(),
    category: text("category", { enum: ["docenti", "studenti"] }).notNull(),
    tags: textList("tags"),
    price: text("price"),
    startDate: text("start_date"),
    delivery: text("delivery"),
    availability: textList("availability"),
    instructorName: text("instructor_name"),
    instructorRole: text("instructor_role"),
    instructorImage: text("instructor_image"),
    syllabus: jsonb("syllabus").$type<SyllabusSection[]>().notNull().default([]),
    requirements: textList("requirements"),
    benefits: textList("benefits"),
    /** Image base name: /images/courses/{image}-{card|list}.webp; null → default. */
    image: text("image"),
    /** Optional external sheet; when null the server generates the PDF. */
    pdfUrl: text("pdf_url"),
    /** Shown under the price on the course page and the PDF sheet ('IVA esente', 'Carta del Docente'). */
    priceNote: text("price_note"),
    /** Only 'pubblicato' courses exist for visitors; the others behave like a missing course. */
    status: text("status", { enum: ["bozza", "pubblicato", "archiviato"] })
      .notNull()
      .default("pubblicato"),
    /**
     * 'Pubblica il' (decision 046): a published course stays hidden from visitors
     * until this instant; null means as soon as it is published.
     */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** Catalogue order set by staff (ascending); it also drives the previous/next arrows. */
    sortOrder: integer("sort_order").notNull().default(0),
    /** 1, 2, 3: the home page's 'Corsi in evidenza', in this order; null for the others. */
    featuredRank: integer("featured_rank").unique(),
    /** The edition's year (the CEDILS course): its CEDILS references carry it (CED-2025-0001). */
    editionYear: integer("edition_year"),
    revision,
    ...timestamps,
    updatedAt,
  },
  (t) => [
    index("courses_created_at_idx").on(t.createdAt),
    index("courses_category_idx").on(t.category),
    index("courses_status_sort_order_idx").on(t.status, t.sortOrder),
  ],
);

/**
 * Old addresses of courses whose slug changed: /corsi/{slug} answers 301 to the
 * course's current slug. A slug taken again by a course stops redirecting.
 */
export const courseSlugRedirects = pgTable(
  "course_slug_redirects",
  {
    slug: text("slug").primaryKey(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [index("course_slug_redirects_course_id_idx").on(t.courseId)],
);

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  name: text("name").notNull().default(""),
  passwordHash: text("password_hash").notNull(),
  // The migration gives accounts that existed before roles "amministratore" (decision 032).
  role: text("role", { enum: ROLES }).notNull().default("redattore"),
  /** A deactivated account cannot sign in and has no session. */
  active: boolean("active").notNull().default(true),
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  ...timestamps,
});

/** A token of a user's: only its SHA-256 is stored, as the id; it goes with the account. */
const userToken = {
  id: text("id").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  ...timestamps,
};

/** One-time links to set a password (a new account, or a reset by an amministratore). */
export const passwordTokens = pgTable(
  "password_tokens",
  {
    ...userToken,
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_tokens_user_id_idx").on(t.userId)],
);

/**
 * The history of every staff write, sign-in, failed sign-in and sign-out
 * (decision 032), written in the transaction of the change itself.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    ...actor,
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    summary: text("summary").notNull(),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_actor_id_idx").on(t.actorId)],
);

/** Earlier versions of editable records: a JSON snapshot per save, numbered per record. */
export const entityVersions = pgTable(
  "entity_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    version: integer("version").notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    ...actor,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("entity_versions_entity_version_idx").on(t.entityType, t.entityId, t.version),
  ],
);

/**
 * The school's public details saved in /admin/impostazioni (decision 033): one
 * row (id 1); the environment gives the values until it exists.
 */
export const siteSettingsRow = pgTable("site_settings", {
  id: integer("id").primaryKey(),
  values: jsonb("values").$type<Record<string, string>>().notNull(),
  updatedAt,
  revision,
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/** Spec §3 "News post (stored, table news_posts)". */
export const newsPosts = pgTable(
  "news_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    image: text("image").notNull(),
    category: text("category", { enum: ["formazione", "eventi", "bandi", "altro"] })
      .notNull()
      .default("formazione"),
    tags: textList("tags"),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("draft"),
    slug: text("slug").notNull().unique(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    revision,
    ...timestamps,
    updatedAt,
  },
  (t) => [
    index("news_posts_status_published_at_idx").on(t.status, t.publishedAt),
    index("news_posts_created_at_idx").on(t.createdAt),
  ],
);

/** Staff sessions; the cookie carries a random token, the table only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    ...userToken,
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The browser's User-Agent at sign-in, shortened: "device" in /admin/account. */
    userAgent: text("user_agent").notNull().default(""),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: ["nuovo", "gestito"] })
      .notNull()
      .default("nuovo"),
    /** Outcome of the optional mailing-list subscription (spec §7). */
    mailerliteStatus: text("mailerlite_status", {
      enum: ["non_richiesto", "in_attesa", "inviato", "fallito"],
    })
      .notNull()
      .default("non_richiesto"),
    mailerliteError: text("mailerlite_error"),
    ...timestamps,
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt)],
);

/**
 * Outbox of work done after a request was acknowledged (e-mails, mailing-list
 * calls), written in the transaction of what it is about (jobs.server.ts).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: ["pending", "done", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /**
     * What an e-mail job sent, written when it is sent (decision 067):
     * recipient, subject and plain text, with every private link masked.
     */
    sent: jsonb("sent").$type<{ to: string; subject: string; text: string }>(),
    ...timestamps,
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [index("jobs_status_run_at_idx").on(t.status, t.runAt)],
);

/**
 * Dated funding calls (bandi), edited by staff at /admin/bandi
 * (docs/decisions/031). `key` is stable: the pages built on a call find it by
 * key (app/features/calls/calls.ts PAGE_CALLS), never by title. Instants are stored as
 * timestamptz; staff type them as Europe/Rome wall-clock time.
 */
export const calls = pgTable(
  "calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull().unique(),
    title: text("title").notNull(),
    opensAt: timestamp("opens_at", { withTimezone: true }),
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    /** Date (yyyy-mm-dd, Rome) by which we advise schools to contact us. */
    contactBy: text("contact_by"),
    officialUrl: text("official_url"),
    /** The home page's opportunity card; shown only when `onHome`. */
    onHome: boolean("on_home").notNull().default(false),
    position: integer("position").notNull().default(0),
    cardTitle: text("card_title").notNull().default(""),
    cardDescription: text("card_description").notNull().default(""),
    cardButton: text("card_button").notNull().default(""),
    cardClosedButton: text("card_closed_button").notNull().default(""),
    /** A page of ours ("/fondi-basilicata") or an https:// address. */
    cardLink: text("card_link").notNull().default(""),
    cardTheme: text("card_theme", { enum: ["smeraldo", "cielo", "viola", "ambra"] })
      .notNull()
      .default("smeraldo"),
    /**
     * 'Nascondi dopo la scadenza (giorni)': the home card disappears
     * this many days after the deadline; null keeps it (marked closed) for good.
     */
    hideAfterDays: integer("hide_after_days"),
    revision,
    ...timestamps,
    updatedAt,
  },
  (t) => [index("calls_position_idx").on(t.position)],
);

/**
 * Dated editions of any course (decision 043), edited at
 * /admin/corsi/{courseId}/edizioni. `form` says which public form takes the
 * enrolments: the general one at /corsi/{slug}/iscrizione, or the CEDILS one
 * at /iscrizione-cedils with its own fields (kept in enrolments.details).
 */
export const courseEditions = pgTable(
  "course_editions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    /** 'Data di inizio' (yyyy-mm-dd). */
    startDate: text("start_date").notNull(),
    /** Last day (yyyy-mm-dd), when the edition has one. */
    endDate: text("end_date"),
    /** Free schedule text ('Martedì e giovedì, 16:00–18:00'). */
    schedule: text("schedule").notNull().default(""),
    mode: text("mode", { enum: ["online", "in_presenza", "e_learning"] }).notNull(),
    place: text("place").notNull().default(""),
    seats: integer("seats").notNull(),
    /** 'Scadenza iscrizioni': typed as Europe/Rome wall-clock time, stored as an instant. */
    enrolmentDeadline: timestamp("enrolment_deadline", { withTimezone: true }),
    /**
     * Price per participant in euro cents (decision 058); null: no price to
     * pay online (the edition is shown without one, enrolments owe nothing
     * the site can state). 0 is a free edition.
     */
    priceCents: integer("price_cents"),
    /** Price per participant on a school order; null: the same as `priceCents`. */
    schoolPriceCents: integer("school_price_cents"),
    /**
     * The edition's hours when it has no lessons (e-learning; decision 065):
     * the most an attestato may state, and the base of the minimum attendance.
     * An edition with lessons counts the hours of its lessons instead.
     */
    certificateHours: integer("certificate_hours").notNull().default(0),
    /** Share of the edition's hours a participant must attend for the attestato (decision 065). */
    minAttendancePercent: integer("min_attendance_percent").notNull().default(75),
    /** The SOFIA platform's identifiers of the initiative and of this edition, typed by staff. */
    sofiaInitiativeId: text("sofia_initiative_id").notNull().default(""),
    sofiaEditionId: text("sofia_edition_id").notNull().default(""),
    status: text("status", { enum: ["aperta", "chiusa"] })
      .notNull()
      .default("aperta"),
    form: text("form", { enum: ["generale", "cedils"] })
      .notNull()
      .default("generale"),
    /**
     * The satisfaction questionnaire's questions (decision 066); null: the
     * default set. A removed question stays, hidden, so its answers keep their meaning.
     */
    questionnaireQuestions: jsonb("questionnaire_questions").$type<QuestionnaireQuestion[]>(),
    /** The attestato's PDF only after the questionnaire is answered: off unless staff turn it on (decision 066). */
    questionnaireRequired: boolean("questionnaire_required").notNull().default(false),
    ...timestamps,
    updatedAt,
  },
  (t) => [index("course_editions_course_id_idx").on(t.courseId, t.startDate)],
);

export const ENROLMENT_STATUSES = [
  "ricevuta",
  "pagamento_verificato",
  "confermata",
  "completata",
  "annullata",
  "lista_attesa",
  "respinta",
] as const;

/**
 * One row per person enrolled in an edition, whatever the form
 * (general or CEDILS). A seat is taken by every status except 'annullata',
 * 'respinta' and 'lista_attesa'; the waiting list is served in `created_at`
 * order. The payment proof (voucher PDF or transfer receipt) is a stored file
 * named by `fileKey`.
 */
export const enrolments = pgTable(
  "enrolments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Public reference, e.g. ISC-2027-0001 (CED-2025-0042 for CEDILS); doubles as payment reason. */
    reference: text("reference").notNull().unique(),
    editionId: uuid("edition_id")
      .notNull()
      .references(() => courseEditions.id, { onDelete: "restrict" }),
    fullName: text("full_name").notNull(),
    fiscalCode: text("fiscal_code").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    school: text("school").notNull().default(""),
    role: text("role").notNull().default(""),
    paymentMethod: text("payment_method", {
      enum: PAYMENT_METHODS,
    }).notNull(),
    voucherCode: text("voucher_code"),
    /** Ordine della scuola: the paying school. */
    orderSchoolName: text("order_school_name"),
    orderSchoolCode: text("order_school_code"),
    /** Codice univoco (SDI) or PEC for the e-invoice. */
    orderInvoiceAddress: text("order_invoice_address"),
    fileKey: text("file_key"),
    fileOriginalName: text("file_original_name"),
    fileMime: text("file_mime"),
    fileSize: integer("file_size"),
    fileSha256: text("file_sha256"),
    status: text("status", { enum: ENROLMENT_STATUSES }).notNull().default("ricevuta"),
    hoursAttended: integer("hours_attended").notNull().default(0),
    /**
     * What this person owes, in euro cents, frozen when the enrolment is made
     * from the edition's price (decision 058): never recomputed when the
     * price changes. Null: the edition had no price.
     */
    amountDueCents: integer("amount_due_cents"),
    /** Fields of a particular form (CEDILS: address, city, degree, school type, ANILS membership). */
    details: jsonb("details").$type<Record<string, string | boolean>>().notNull().default({}),
    /**
     * A second live enrolment of the same fiscal code in the edition, made
     * before one seat per person was enforced: kept, and shown to staff.
     */
    duplicateFlagged: boolean("duplicate_flagged").notNull().default(false),
    /**
     * When the 'two days before the first lesson' e-mail was queued (decision
     * 060): set in the transaction that queues it, so each enrolment is
     * reminded once whatever the number of instances scanning.
     */
    firstLessonRemindedAt: timestamp("first_lesson_reminded_at", { withTimezone: true }),
    /**
     * Whether the participant answered the satisfaction questionnaire
     * (decision 066): the only trace of it on the person, with no date and
     * no link to the answer. Null once its retention period ended.
     */
    questionnaireAnswered: boolean("questionnaire_answered").default(false),
    /** When the e-mail inviting to the questionnaire was queued: once per enrolment. */
    questionnaireInvitedAt: timestamp("questionnaire_invited_at", { withTimezone: true }),
    /**
     * When the seat was taken, if later than `created_at` (someone admitted
     * from the waiting list), or when a voided payment left it unpaid again:
     * an unpaid seat's release is counted from here.
     */
    seatTakenAt: timestamp("seat_taken_at", { withTimezone: true }),
    /** The reminder before an unpaid seat is released was queued (sent once). */
    paymentReminderAt: timestamp("payment_reminder_at", { withTimezone: true }),
    /**
     * The buono checked with the ministry's service (decision 062); null on
     * the manual path (code and PDF checked by staff). 'da_verificare': the
     * service did not answer the Check, a job retries it; 'verificato':
     * Checked, not yet spent; 'speso': Confirmed; 'esito_da_verificare': a
     * Confirm got no answer, staff find out; 'non_valido': refused by a
     * Check or a Confirm (the rest is due by bank transfer).
     */
    voucherState: text("voucher_state", {
      enum: ["da_verificare", "verificato", "speso", "esito_da_verificare", "non_valido"],
    }),
    /** The buono's amount the Check returned, in cents. */
    voucherAmountCents: integer("voucher_amount_cents"),
    /** Who the service says the buono belongs to (a fiscal code, or a name). */
    voucherBeneficiary: text("voucher_beneficiary"),
    /**
     * The school's order this teacher's seat belongs to (decision 064); null
     * for an enrolment of one's own. Kept when the order is cancelled.
     */
    schoolOrderId: uuid("school_order_id").references(() => schoolOrders.id, {
      onDelete: "restrict",
    }),
    ...timestamps,
    updatedAt,
  },
  (t) => [
    index("enrolments_edition_id_idx").on(t.editionId, t.status, t.createdAt),
    index("enrolments_created_at_idx").on(t.createdAt),
    index("enrolments_school_order_idx").on(t.schoolOrderId),
  ],
);

/**
 * Attestati. What the certificate states is copied at issue time, so
 * it reads the same later whatever changes in the course or the enrolment;
 * the PDF is drawn from this row. `code` is the public verification code
 * (/attestati/{code}), random with at least 80 bits.
 */
export const certificates = pgTable("certificates", {
  id: uuid("id").primaryKey().defaultRandom(),
  code: text("code").notNull().unique(),
  enrolmentId: uuid("enrolment_id")
    .notNull()
    .unique()
    .references(() => enrolments.id, { onDelete: "restrict" }),
  fullName: text("full_name").notNull(),
  fiscalCode: text("fiscal_code").notNull(),
  courseTitle: text("course_title").notNull(),
  startDate: text("start_date").notNull(),
  endDate: text("end_date"),
  hours: integer("hours").notNull(),
  /** The edition's SOFIA identifiers when issued; empty when it had none. */
  sofiaInitiativeId: text("sofia_initiative_id").notNull().default(""),
  sofiaEditionId: text("sofia_edition_id").notNull().default(""),
  place: text("place").notNull(),
  issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  issuedBy: uuid("issued_by").references(() => users.id, { onDelete: "set null" }),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  revokedBy: uuid("revoked_by").references(() => users.id, { onDelete: "set null" }),
  revokeReason: text("revoke_reason"),
});

/**
 * Uploaded files (decision 040), kept in the database so every instance serves
 * what any of them stored, and backups carry them. Read and written only
 * through app/platform/files/stored-files.server.ts.
 */
export const storedFiles = pgTable("stored_files", {
  key: text("key").primaryKey(),
  mime: text("mime").notNull(),
  size: integer("size").notNull(),
  sha256: text("sha256").notNull(),
  bytes: bytea("bytes").notNull(),
  ...timestamps,
});

/**
 * The version of what visitors see (decision 041): one row (id 1) whose
 * counter is bumped in the transaction of every change to public content, so
 * every instance's page cache sees the change at its next request, whatever
 * its clock. Not part of backups: a restore bumps it instead.
 */
export const contentVersion = pgTable("content_version", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});

/**
 * The image library (/admin/media, decision 048). One row per
 * uploaded image, whichever screen uploaded it: `url` is its public address
 * (/media/{uuid}.{ext}, or /media/corsi/{uuid} for a course image and its
 * variants). `alt` is what the public pages say for it; "" only when
 * `decorative` (or, for an upload made in an editor, until staff write it: the
 * pages then keep their own description).
 */
export const mediaItems = pgTable(
  "media_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    url: text("url").notNull().unique(),
    alt: text("alt").notNull().default(""),
    decorative: boolean("decorative").notNull().default(false),
    originalName: text("original_name").notNull().default(""),
    mime: text("mime").notNull().default(""),
    width: integer("width"),
    height: integer("height"),
    size: integer("size"),
    ...timestamps,
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt,
  },
  (t) => [index("media_items_created_at_idx").on(t.createdAt)],
);

/**
 * Edits saved without publishing (decision 047): at most one
 * per record, of any record type (entity_type as in the history). `values` is
 * the editor's form as staff typed it (checked by the field map); the public
 * row stays as it was until 'Pubblica' saves them through the record core.
 * Not part of the content fingerprint: visitors never see them.
 */
export const pendingEdits = pgTable(
  "pending_edits",
  {
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    values: jsonb("values").$type<Record<string, string | readonly string[]>>().notNull(),
    /** New at every pending save: the version an editor opened them on (no lost edit). */
    token: uuid("token").notNull().defaultRandom(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
    ...actor,
  },
  (t) => [uniqueIndex("pending_edits_entity_idx").on(t.entityType, t.entityId)],
);

/**
 * The texts of the public pages staff edit at /admin/pagine
 * (decision 047): one row per page (`page_key`: "home", "studenti"…), its named
 * plain-text fields. A page without a row shows the texts written in its code.
 */
export const pageTexts = pgTable("page_texts", {
  id: uuid("id").primaryKey().defaultRandom(),
  pageKey: text("page_key").notNull().unique(),
  fields: jsonb("fields").$type<Record<string, string>>().notNull(),
  revision,
  updatedAt,
});

/**
 * The columns of a record staff put in order within a group (price offers,
 * FAQ): its place, and those of every edited record (ordered-rows.server.ts).
 */
const orderedRow = {
  position: integer("position").notNull().default(0),
  ...timestamps,
  updatedAt,
  revision,
};

/**
 * The offers of the two price lists (/prezzi, /prezzi-studenti),
 * edited at /admin/prezzi (decision 045). `position` orders the cards of a list.
 */
export const priceOffers = pgTable(
  "price_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    list: text("list", { enum: ["docenti", "studenti"] }).notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    /** Euro cents; null: no figure, `unit` is shown in its place. */
    priceCents: integer("price_cents"),
    /** What the price is per ("all'ora"), or the text shown instead of a price. */
    unit: text("unit").notNull().default(""),
    hours: text("hours").notNull().default(""),
    /** What is included, one line each. */
    included: jsonb("included").$type<string[]>().notNull().default([]),
    notes: text("notes").notNull().default(""),
    /** Carta del Docente: accepted (si), not (no), not said (nd). */
    teacherCard: text("teacher_card", { enum: ["si", "no", "nd"] })
      .notNull()
      .default("nd"),
    contactLabel: text("contact_label").notNull(),
    ...orderedRow,
  },
  (t) => [index("price_offers_list_position_idx").on(t.list, t.position)],
);

/**
 * The questions and answers of /contatti and the price pages,
 * edited at /admin/faq (decision 045). `answer` is sanitised HTML.
 */
export const faqItems = pgTable(
  "faq_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    page: text("page", { enum: ["contatti", "prezzi", "prezzi-studenti"] }).notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    ...orderedRow,
  },
  (t) => [index("faq_items_page_position_idx").on(t.page, t.position)],
);

/**
 * Rate-limit counters of every limiter, told apart by key prefix
 * (rate-limit.server.ts). Used with PostgreSQL only, so a limit holds across
 * instances; its columns are the ones rate-limiter-flexible reads and writes.
 * Short-lived counters: not part of backups.
 */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

export type Course = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;
export type NewsPost = typeof newsPosts.$inferSelect;
export type User = typeof users.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type Job = typeof jobs.$inferSelect;
export type Call = typeof calls.$inferSelect;
export type CourseEdition = typeof courseEditions.$inferSelect;
export type Enrolment = typeof enrolments.$inferSelect;
export type Certificate = typeof certificates.$inferSelect;

export type AuditEntry = typeof auditLog.$inferSelect;
export type StoredFileRow = typeof storedFiles.$inferSelect;
export type MediaItem = typeof mediaItems.$inferSelect;
export type PendingEdit = typeof pendingEdits.$inferSelect;
export type PageTextRow = typeof pageTexts.$inferSelect;
export type PriceOffer = typeof priceOffers.$inferSelect;
export type FaqItem = typeof faqItems.$inferSelect;

/**
 * An edition's lessons (decision 060): when (instants; typed and shown in
 * Europe/Rome time), where (a place, or an online link shown only to seated
 * participants). A cancelled lesson is kept, so calendar files can say
 * STATUS:CANCELLED under the same UID; `sequence` is raised on every change
 * (RFC 5545 SEQUENCE). The edition's hours are the sum of its lessons that
 * are not cancelled.
 */
export const editionLessons = pgTable(
  "edition_lessons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    editionId: uuid("edition_id")
      .notNull()
      .references(() => courseEditions.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** 'Titolo' or topic of the lesson, optional. */
    title: text("title").notNull().default(""),
    place: text("place").notNull().default(""),
    onlineUrl: text("online_url"),
    status: text("status", { enum: ["prevista", "annullata"] })
      .notNull()
      .default("prevista"),
    sequence: integer("sequence").notNull().default(0),
    ...timestamps,
    updatedAt,
  },
  (t) => [index("edition_lessons_edition_idx").on(t.editionId, t.startsAt)],
);

/**
 * The attendance register: one row per lesson and participant once staff (or
 * an imported meeting report) said something about them. Minutes present are
 * what counts towards the attestato; `present` false with 0 minutes is an
 * absence. Kept for the register's own retention period.
 */
export const lessonAttendance = pgTable(
  "lesson_attendance",
  {
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => editionLessons.id, { onDelete: "cascade" }),
    enrolmentId: uuid("enrolment_id")
      .notNull()
      .references(() => enrolments.id, { onDelete: "cascade" }),
    present: boolean("present").notNull(),
    minutesPresent: integer("minutes_present").notNull(),
    /** 'manuale' (typed by staff) or 'import' (a meeting's attendance report). */
    source: text("source", { enum: ["manuale", "import"] })
      .notNull()
      .default("manuale"),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt,
  },
  (t) => [
    uniqueIndex("lesson_attendance_pk").on(t.lessonId, t.enrolmentId),
    index("lesson_attendance_enrolment_idx").on(t.enrolmentId),
  ],
);

/**
 * Money received for an enrolment (decision 061), in euro cents: a bank
 * credit matched from a statement, a Carta del Docente buono confirmed with
 * the ministry, or a payment staff recorded by hand. What is still due is the
 * enrolment's `amount_due_cents` less the sum of these rows; rows are never
 * edited, a mistake is corrected by a row with the opposite amount.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    enrolmentId: uuid("enrolment_id")
      .notNull()
      // Goes with the enrolment (retention, erasure): the invoice keeps its own copy.
      .references(() => enrolments.id, { onDelete: "cascade" }),
    method: text("method", { enum: ["bonifico", "carta_docente", "manuale"] }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** The day the money arrived or the buono was spent (yyyy-mm-dd). */
    receivedOn: text("received_on").notNull(),
    /**
     * Where it came from, unique per method so the same money is never
     * recorded twice: the bank line's id, the buono's code, or null by hand.
     */
    sourceRef: text("source_ref"),
    note: text("note").notNull().default(""),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * A payment staff recorded by mistake, voided (decision 061): the row
     * stays, every sum leaves it out. Only 'manuale' payments are voided.
     */
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidedBy: uuid("voided_by").references(() => users.id, { onDelete: "set null" }),
    voidReason: text("void_reason"),
    ...timestamps,
  },
  (t) => [
    index("payments_enrolment_idx").on(t.enrolmentId),
    uniqueIndex("payments_source_idx").on(t.method, t.sourceRef),
  ],
);
/** A question of an edition's satisfaction questionnaire (decision 066). */
export type QuestionnaireQuestion = {
  /** Stable: answers are stored under it. A reworded question gets a new id. */
  id: string;
  kind: "scala" | "testo";
  text: string;
  /** Removed by staff: no longer asked, its answers still counted under its own wording. */
  hidden: boolean;
};

/**
 * Anonymous answers to an edition's questionnaire (decision 066): nothing
 * ties a row to the person. No person or enrolment column, a random id, the
 * day only (no time), and the edition's rows rewritten in random order at
 * every answer so neither the physical order nor the writing transaction
 * singles one out.
 */
export const questionnaireResponses = pgTable(
  "questionnaire_responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    editionId: uuid("edition_id")
      .notNull()
      .references(() => courseEditions.id, { onDelete: "cascade" }),
    /** The day of the answer (yyyy-mm-dd, Rome). */
    answeredOn: text("answered_on").notNull(),
    /** Question id to a score 1–5 or a text; an unanswered optional question is absent. */
    answers: jsonb("answers").$type<Record<string, number | string>>().notNull(),
  },
  (t) => [index("questionnaire_responses_edition_idx").on(t.editionId)],
);

export const BANK_LINE_STATUSES = ["matched", "partial", "excess", "unknown", "manual"] as const;

/**
 * Credits read from the bank's camt.053 statements (decision 061): one row per
 * credit, keyed by the bank's own reference of the entry (or a hash of it), so
 * importing a statement twice adds nothing. A matched line's money is in
 * `payments` with this row's key as source; the rest waits for a person.
 * Kept for their own retention period (settings), counted from the booking day.
 */
export const bankLines = pgTable(
  "bank_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** AcctSvcrRef of the entry (or of its transaction), else a hash of what it says. */
    entryKey: text("entry_key").notNull().unique(),
    /** yyyy-mm-dd, the day the bank booked it. */
    bookingDate: text("booking_date").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    debtorName: text("debtor_name").notNull().default(""),
    remittance: text("remittance").notNull().default(""),
    status: text("status", { enum: BANK_LINE_STATUSES }).notNull(),
    enrolmentId: uuid("enrolment_id").references(() => enrolments.id, { onDelete: "set null" }),
    /** Why it waits for a person (the enrolment was cancelled, another currency…). */
    note: text("note").notNull().default(""),
    /** A partial or excess line a person has looked at: off the list. */
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    importedBy: uuid("imported_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
    updatedAt,
  },
  (t) => [
    index("bank_lines_status_idx").on(t.status, t.bookingDate),
    index("bank_lines_enrolment_idx").on(t.enrolmentId),
  ],
);
export type BankLine = typeof bankLines.$inferSelect;
/**
 * The participant's private links (decision 067): one row per link issued,
 * the SHA-256 of its token only. Every e-mail to the participant issues one
 * when it is sent, and any of them opens /iscrizioni/{token}; asking for the
 * links again ('Le mie iscrizioni') replaces them all.
 */
export const enrolmentAccessTokens = pgTable(
  "enrolment_access_tokens",
  {
    hash: text("hash").primaryKey(),
    enrolmentId: uuid("enrolment_id")
      .notNull()
      .references(() => enrolments.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [index("enrolment_access_tokens_enrolment_idx").on(t.enrolmentId)],
);

/**
 * The one paragraph of an e-mail kind staff rewrote at /admin/email
 * (decision 067); a kind without a row uses the text in the code. Earlier
 * texts are in `entity_versions` (entity type 'mail_text').
 */
export const mailTexts = pgTable("mail_texts", {
  kind: text("kind").primaryKey(),
  paragraph: text("paragraph").notNull(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt,
});

export type EditionLesson = typeof editionLessons.$inferSelect;
export type Payment = typeof payments.$inferSelect;

export const SCHOOL_ORDER_STATUSES = ["ricevuto", "accettato", "annullato"] as const;

/**
 * One order of a school for several of its teachers in one edition (decision
 * 064): the buyer's data an FPA12 invoice needs, copied here as the school
 * typed them; each teacher is an enrolment pointing here (`school_order_id`).
 * The contact person follows it on /ordini-scuola/{token}: only the token's
 * SHA-256 is kept, as for the participant's page (decision 059).
 */
export const schoolOrders = pgTable(
  "school_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** ORD-2027-0001, numbered per year of the edition; the order's one reference. */
    reference: text("reference").notNull().unique(),
    editionId: uuid("edition_id")
      .notNull()
      .references(() => courseEditions.id, { onDelete: "restrict" }),
    schoolName: text("school_name").notNull(),
    /** Codice fiscale of the school: 11 digits (a public body's or a company's number). */
    fiscalCode: text("fiscal_code").notNull(),
    /** The school's seat, as the invoice's CessionarioCommittente/Sede says it. */
    street: text("street").notNull().default(""),
    postalCode: text("postal_code").notNull().default(""),
    city: text("city").notNull().default(""),
    province: text("province").notNull().default(""),
    /** 'statale' pays through the IPA office code; 'paritaria' through its SDI code or PEC. */
    kind: text("kind", { enum: ["statale", "paritaria"] }).notNull(),
    /** Codice univoco ufficio (IPA, 6 characters) or, for a private school, its SDI code (7). */
    recipientCode: text("recipient_code"),
    /** A private school's PEC, when it gives no SDI code. */
    pec: text("pec"),
    cig: text("cig").notNull(),
    cup: text("cup"),
    /** The school's purchase order: its number and date (yyyy-mm-dd). */
    purchaseOrderNumber: text("purchase_order_number").notNull(),
    purchaseOrderDate: text("purchase_order_date").notNull(),
    contactName: text("contact_name").notNull(),
    contactEmail: text("contact_email").notNull(),
    status: text("status", { enum: SCHOOL_ORDER_STATUSES }).notNull().default("ricevuto"),
    /** The sum of the teachers' amounts due, frozen with them (decision 058); null: no price. */
    amountTotalCents: integer("amount_total_cents"),
    accessTokenHash: text("access_token_hash").unique(),
    /** Who accepted or cancelled it, and when. */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    ...actor,
    ...timestamps,
    updatedAt,
  },
  (t) => [index("school_orders_edition_idx").on(t.editionId, t.createdAt)],
);
export type SchoolOrder = typeof schoolOrders.$inferSelect;

/**
 * The next invoice number of each year (decision 063): read and raised with
 * the row locked, in the transaction that issues the invoice, so two
 * instances never share a number and a rolled-back issue gives its number
 * back. After a restore `confirmed` is false until an amministratore confirms
 * the next number in /admin/fatture; until then no invoice is issued.
 */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  nextNumber: integer("next_number").notNull().default(1),
  confirmed: boolean("confirmed").notNull().default(true),
  updatedAt,
});

/** Where an invoice's buyer is, copied at issue. */
export type InvoiceAddress = {
  street: string;
  postalCode: string;
  city: string;
  province?: string;
  country?: string;
};

/**
 * A line as issued: what the XML and the PDF say. It is the XML's line as
 * written: the school's invoices carry no AltriDatiGestionali.
 */
export type InvoiceLine = Omit<FatturaLine, "otherData">;

/**
 * Issued electronic invoices and credit notes (decision 063). Never edited
 * after issue but for the SdI transmission state: a mistake is corrected by a
 * credit note (TD04, `related_invoice_id`). The buyer's data are a copy, so the
 * invoice outlives the enrolment: kept ten years, outside retention and
 * erasure (decision 042). `enrolment_id` and `school_order_id` are plain
 * references without a foreign key for the same reason.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    year: integer("year").notNull(),
    number: integer("number").notNull(),
    format: text("format", { enum: ["FPR12", "FPA12"] }).notNull(),
    documentType: text("document_type", { enum: ["TD01", "TD04"] }).notNull(),
    /** What it was issued for: an enrolment, a school's order, the ministry's buoni. */
    purpose: text("purpose", { enum: ["iscrizione", "ordine_scuola", "buoni"] }).notNull(),
    /**
     * The invoice a credit note corrects. No foreign key: a backup restores a
     * table's rows in any order, and a credit note may come before its invoice.
     */
    relatedInvoiceId: uuid("related_invoice_id"),
    enrolmentId: uuid("enrolment_id"),
    schoolOrderId: uuid("school_order_id"),
    buyerName: text("buyer_name").notNull(),
    buyerFiscalCode: text("buyer_fiscal_code"),
    buyerVatNumber: text("buyer_vat_number"),
    buyerEmail: text("buyer_email"),
    buyerAddress: jsonb("buyer_address").$type<InvoiceAddress>().notNull(),
    /** CodiceDestinatario: 0000000, a private SDI code (7), a public office's IPA code (6). */
    recipientCode: text("recipient_code").notNull(),
    recipientPec: text("recipient_pec"),
    cig: text("cig"),
    cup: text("cup"),
    orderNumber: text("order_number"),
    /** yyyy-mm-dd */
    orderDate: text("order_date"),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    taxableCents: integer("taxable_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** The virtual stamp duty (DatiBollo), borne by the school: not in the total. */
    stampDutyCents: integer("stamp_duty_cents").notNull().default(0),
    /** yyyy-mm-dd, the invoice's date (Europe/Rome). */
    issuedOn: text("issued_on").notNull(),
    fileName: text("file_name").notNull(),
    xml: text("xml").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    issuedBy: uuid("issued_by").references(() => users.id, { onDelete: "set null" }),
    issuedByLabel: text("issued_by_label").notNull().default(""),
    /** The SdI transmission (decision 063): an intermediary's adapter moves it on. */
    sdiStatus: text("sdi_status", { enum: ["da_inviare", "inviata", "consegnata", "scartata"] })
      .notNull()
      .default("da_inviare"),
    sdiMessage: text("sdi_message"),
    sdiUpdatedAt: timestamp("sdi_updated_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("invoices_year_number_idx").on(t.year, t.number),
    // One invoice and at most one credit note per enrolment, whatever retries.
    uniqueIndex("invoices_enrolment_doc_idx")
      .on(t.enrolmentId, t.documentType)
      .where(sql`${t.enrolmentId} is not null`),
    uniqueIndex("invoices_related_idx")
      .on(t.relatedInvoiceId)
      .where(sql`${t.relatedInvoiceId} is not null`),
    index("invoices_issued_on_idx").on(t.issuedOn),
  ],
);

/**
 * The Carta del Docente buoni already on an invoice to the ministry (decision
 * 063): a payment is invoiced once. Goes with the payment; the invoice keeps
 * the buono's code in its own lines.
 */
export const invoicedBuoni = pgTable("invoiced_buoni", {
  paymentId: uuid("payment_id")
    .primaryKey()
    .references(() => payments.id, { onDelete: "cascade" }),
  invoiceId: uuid("invoice_id")
    .notNull()
    .references(() => invoices.id, { onDelete: "restrict" }),
});
export type Invoice = typeof invoices.$inferSelect;

/**
 * Every call to the Carta del Docente service (decision 062), written before
 * the call ('inviata') and updated after it, so a Confirm whose answer never
 * came is known and never sent again blindly. At most one Confirm per buono
 * code, ever: the unique index is what makes two instances promoting the
 * same person send one. The activation Check has no enrolment.
 */
export const voucherCalls = pgTable(
  "voucher_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    enrolmentId: uuid("enrolment_id").references(() => enrolments.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    operation: text("operation", { enum: ["check", "confirm", "attivazione"] }).notNull(),
    /** Check: the buono's amount returned; Confirm: the amount spent (asked). */
    amountCents: integer("amount_cents"),
    outcome: text("outcome", {
      enum: ["inviata", "ok", "fault", "esito_da_verificare", "non_raggiunto"],
    }).notNull(),
    /** 01–06 when the service answered with a fault. */
    faultCode: text("fault_code"),
    /** The service's text (a fault's message, Confirm's esito), for staff. */
    detail: text("detail").notNull().default(""),
    ...timestamps,
    updatedAt,
  },
  (t) => [
    index("voucher_calls_enrolment_idx").on(t.enrolmentId, t.createdAt),
    // One Confirm that may have spent the buono; one staff found unspent on
    // the ministry's portal ('fault') no longer counts, so it may be sent again.
    uniqueIndex("voucher_calls_one_confirm_idx")
      .on(t.code)
      .where(sql`${t.operation} = 'confirm' and ${t.outcome} <> 'fault'`),
  ],
);
export type VoucherCall = typeof voucherCalls.$inferSelect;
