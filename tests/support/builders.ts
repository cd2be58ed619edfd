// Valid data as a visitor or staff member would enter it, one builder per kind:
// a test names only the fields it is about (`aRegistration({ phone: "12" })`)
// instead of copying a whole form from another file.
import type { CallFormValues } from "~/features/calls/calls";
import type { CallValues } from "~/features/calls/calls.server";
import {
  EMPTY_COURSE_DRAFT,
  parseCourseDraft,
  type CourseDraft,
} from "~/features/courses/admin/course-editor";
import type { NewsEditorValues } from "~/features/news/admin/news-editor";
import {
  courseEditions,
  courses,
  type contactMessages,
  type enrolments,
  type newsPosts,
} from "~/platform/db/schema";
import type { Db } from "~/platform/db/client.server";
import { CEDILS_COURSE_ID } from "~/features/courses/cedils-course";
import { COURSE_SEED } from "~/features/courses/courses-content";
import { tagsForCourse } from "~/features/courses/course-tags";
import { fiscalCodeCheckCharacter } from "~/platform/forms/fiscal-code";

/** The fields of the contact form (/contatti), valid. */
export function aContactRequest(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Giulia Santoro",
    email: "giulia.santoro@example.org",
    subject: "Informazioni sui corsi",
    message: "Vorrei sapere quando parte il prossimo corso sull'intelligenza artificiale.",
    privacy: "on",
    ...overrides,
  };
}

/** The text fields of the CEDILS registration form (/iscrizione-cedils), valid. */
export function aRegistration(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    "form-name": "cedils-registration",
    "bot-field": "",
    fullName: "Marco Rossi",
    fiscalCode: "RSSMRA85T10A562S",
    email: "marco.rossi@example.org",
    phone: "333 1234567",
    address: "Via Roma 10, 85100",
    city: "Potenza",
    schoolType: "Secondaria II Grado",
    laureaType: "Magistrale",
    laureaIn: "Lingue e letterature straniere",
    isAnilsMember: "No",
    privacy: "on",
    ...overrides,
  };
}

/** A small valid PDF, as a bank transfer receipt. */
export const RECEIPT_PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

export type Receipt = { bytes: Uint8Array; name: string; type?: string };

/** A Carta del Docente buono's PDF, as an edition's enrolment form uploads it. */
export const VOUCHER_PDF: Receipt = {
  bytes: RECEIPT_PDF,
  name: "buono.pdf",
  type: "application/pdf",
};

/**
 * A valid fiscal code of its own for the `n`-th person of a test (one person
 * holds one live enrolment per edition): the day of birth and town vary.
 */
export function aFiscalCode(n: number): string {
  const day = String((n % 28) + 1).padStart(2, "0");
  const town = `A${String(Math.floor(n / 28) % 1000).padStart(3, "0")}`;
  const first15 = `RSSMRA85T${day}${town}`;
  return first15 + fiscalCodeCheckCharacter(first15);
}

/**
 * The text fields of a course edition's enrolment form (/corsi/{slug}/iscrizione),
 * valid: Carta del Docente, with the residence the person's invoice needs
 * (decision 063) and no SDI code or PEC of their own.
 */
export function anEnrolmentForm(
  editionId: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    "form-name": "iscrizione-corso",
    "bot-field": "",
    editionId,
    fullName: "Marco Rossi",
    fiscalCode: "RSSMRA85T10A562S",
    email: "marco.rossi@example.org",
    phone: "333 1234567",
    school: "IIS «Einstein-De Lorenzo», Potenza",
    role: "Docente a tempo indeterminato",
    paymentMethod: "carta_docente",
    voucherCode: "aB3dE5fG",
    invoiceStreet: "Via Vittorio Emanuele 12",
    invoicePostalCode: "85025",
    invoiceCity: "Melfi",
    invoiceProvince: "PZ",
    invoiceRecipient: "",
    privacy: "on",
    ...overrides,
  };
}

/** The multipart body the registration form sends: the fields and, if given, the receipt. */
export function registrationForm(
  fields: Record<string, string> = aRegistration(),
  receipt: Receipt | null = { bytes: RECEIPT_PDF, name: "ricevuta.pdf", type: "application/pdf" },
  /** The file input's name: the CEDILS form's by default, `paymentFile` for an edition's. */
  fileField = "paymentReceipt",
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (receipt) {
    form.append(
      fileField,
      new File([new Uint8Array(receipt.bytes)], receipt.name, { type: receipt.type ?? "" }),
    );
  }
  return form;
}

/** A stored contact request row. */
export function aContactMessageRow(
  overrides: Partial<typeof contactMessages.$inferInsert> = {},
): typeof contactMessages.$inferInsert {
  return {
    name: "Anna",
    email: "anna@example.org",
    subject: "Altro",
    message: "Buongiorno, vorrei informazioni.",
    ...overrides,
  };
}

/** A published news post row whose texts and image follow its slug. */
export function aNewsPost(
  slug: string,
  overrides: Partial<typeof newsPosts.$inferInsert> = {},
): typeof newsPosts.$inferInsert {
  return {
    slug,
    title: `Titolo ${slug}`,
    excerpt: `Sommario ${slug}`,
    content: `<p>Testo ${slug}</p>`,
    image: `/images/news/${slug}.svg`,
    category: "formazione",
    tags: ["prova"],
    status: "published",
    publishedAt: new Date("2025-05-01T08:00:00Z"),
    ...overrides,
  };
}

/** The course editor's fields for a published course, valid. */
function aCourseDraft(overrides: Partial<CourseDraft> = {}): CourseDraft {
  return {
    ...EMPTY_COURSE_DRAFT,
    title: "Robotica educativa per la primaria",
    description: "Costruire e programmare piccoli robot con la classe.",
    duration: "20 ore",
    students: "25",
    level: "Base",
    status: "pubblicato",
    ...overrides,
  };
}

/** A course as the editor's parser hands it to `saveCourse`. */
export function aCourse(overrides: Partial<CourseDraft> = {}) {
  const parsed = parseCourseDraft(aCourseDraft(overrides));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.values;
}

/** The call editor's fields, valid, for a new call on the home page. */
export function aCall(overrides: Partial<CallFormValues> = {}): CallFormValues {
  return {
    key: "",
    title: "Erasmus+ KA1 2026 – Mobilità del personale",
    opensDate: "2026-01-15",
    deadlineDate: "2026-02-19",
    deadlineTime: "12:00",
    contactBy: "2026-02-01",
    officialUrl: "https://www.erasmusplus.it/bando-2026",
    onHome: "on",
    position: "5",
    cardTitle: "Erasmus+ KA1 2026",
    cardDescription: "Mobilità per docenti e dirigenti: scriviamo con la scuola il progetto.",
    cardButton: "Scopri il bando",
    cardClosedButton: "Leggi i dettagli",
    cardLink: "/erasmus",
    cardTheme: "cielo",
    hideAfterDays: "",
    ...overrides,
  };
}

/**
 * The seeded course `slug` as the pages read it back from the database: the
 * fields the seed leaves out null or empty, its tags from the tag map.
 */
export function aSeededCourse(slug: string) {
  const seed = COURSE_SEED.find((c) => c.slug === slug);
  if (!seed) throw new Error(`No seeded course '${slug}'`);
  return {
    slug: seed.slug,
    code: seed.code ?? null,
    title: seed.title,
    description: seed.description,
    fullDescription: seed.fullDescription ?? null,
    duration: seed.duration,
    students: seed.students ?? 0,
    level: seed.level,
    category: seed.category,
    price: seed.price ?? null,
    startDate: seed.startDate ?? null,
    delivery: seed.delivery ?? null,
    availability: seed.availability ?? [],
    instructorName: seed.instructorName ?? null,
    instructorRole: seed.instructorRole ?? null,
    syllabus: seed.syllabus ?? [],
    requirements: seed.requirements ?? [],
    benefits: seed.benefits ?? [],
    image: seed.image ?? null,
    tags: tagsForCourse(seed.slug),
  };
}

/** A stored published course row for teachers, with the slug given. */
export function aCourseRow(
  slug: string,
  overrides: Partial<typeof courses.$inferInsert> = {},
): typeof courses.$inferInsert {
  return {
    slug,
    title: "Didattica inclusiva con le tecnologie",
    description: "Strumenti digitali per una classe inclusiva.",
    duration: "25 ore",
    level: "Base",
    category: "docenti",
    ...overrides,
  };
}

/** A stored edition row of the course `courseId`: 20 seats, 20 hours for the attestato. */
export function anEdition(
  courseId: string,
  overrides: Partial<typeof courseEditions.$inferInsert> = {},
): typeof courseEditions.$inferInsert {
  return {
    courseId,
    startDate: "2027-03-02",
    endDate: "2027-04-27",
    schedule: "Martedì, 16:00–18:00",
    mode: "online",
    place: "Aula virtuale",
    seats: 20,
    certificateHours: 20,
    ...overrides,
  };
}

/** Stores a course (aCourseRow with `slug`) and an edition of it (anEdition): both rows. */
export async function insertCourseEdition(
  db: Db,
  slug: string,
  edition: Partial<typeof courseEditions.$inferInsert> = {},
) {
  const [course] = await db.insert(courses).values(aCourseRow(slug)).returning();
  const [row] = await db.insert(courseEditions).values(anEdition(course!.id, edition)).returning();
  return { course: course!, edition: row! };
}

let enrolmentNumber = 0;

/** A stored enrolment row in the edition `editionId`, with a reference of its own. */
export function anEnrolment(
  editionId: string,
  overrides: Partial<typeof enrolments.$inferInsert> = {},
): typeof enrolments.$inferInsert {
  enrolmentNumber++;
  return {
    reference: `ISC-2027-${String(enrolmentNumber).padStart(4, "0")}-${Math.random().toString(36).slice(2, 6)}`,
    editionId,
    fullName: "Lucia Ferrara",
    fiscalCode: "FRRLCU82C45G942K",
    email: "lucia.ferrara@example.org",
    phone: "333 7654321",
    school: "IIS Einstein-De Lorenzo, Potenza",
    role: "Docente",
    paymentMethod: "carta_docente",
    voucherCode: "A1B2C3D4",
    ...overrides,
  };
}

/**
 * The CEDILS course and its open CEDILS edition of `year` (what the seed or
 * migration 0012 gives a site, decision 049), for tests on an empty database.
 * Returns the edition's id.
 */
export async function addCedilsEdition(db: Db, year = 2025): Promise<string> {
  await db
    .insert(courses)
    .values(
      aCourseRow("cedils-2025", {
        id: CEDILS_COURSE_ID,
        code: "CEDILS",
        title: "Preparazione alla certificazione CEDILS",
        editionYear: year,
      }),
    )
    .onConflictDoNothing();
  const [edition] = await db
    .insert(courseEditions)
    .values(
      anEdition(CEDILS_COURSE_ID, {
        startDate: `${year}-09-01`,
        endDate: `${year + 1}-12-31`,
        seats: 100,
        form: "cedils",
      }),
    )
    .returning({ id: courseEditions.id });
  return edition!.id;
}

/** A stored CEDILS enrolment row (the CEDILS form's fields in details, its receipt), in `editionId`. */
export function aCedilsEnrolment(
  editionId: string,
  overrides: Partial<typeof enrolments.$inferInsert> = {},
): typeof enrolments.$inferInsert {
  return anEnrolment(editionId, {
    reference: "CED-2025-0001",
    fullName: "Maria Rossi",
    fiscalCode: "RSSMRA80A41G942X",
    email: "maria@example.org",
    school: "",
    role: "",
    paymentMethod: "bonifico",
    voucherCode: null,
    fileKey: "r.pdf",
    fileOriginalName: "r.pdf",
    fileMime: "application/pdf",
    fileSize: 1,
    fileSha256: "0",
    details: {
      address: "Via Roma 1, 85100",
      city: "Potenza",
      schoolType: "Secondaria II Grado",
      laureaType: "Magistrale",
      laureaIn: "Lettere",
      isAnilsMember: false,
    },
    ...overrides,
  });
}

/** The news editor's values for a draft titled `title`, its texts following the title. */
export function newsValues(
  title: string,
  overrides: Partial<NewsEditorValues> = {},
): NewsEditorValues {
  return {
    title,
    excerpt: `Sommario di ${title}`,
    content: `<p>Testo di ${title}</p>`,
    image: "/images/news/corso-cedils-2025.webp",
    category: "formazione",
    tags: ["prova"],
    status: "draft",
    ...overrides,
  };
}

/** A published course titled `title`, as the editor's parser hands it to `saveCourse`. */
export function courseValues(title: string, overrides: Partial<CourseDraft> = {}) {
  const parsed = parseCourseDraft({
    ...EMPTY_COURSE_DRAFT,
    title,
    description: `Descrizione di ${title}`,
    duration: "20 ore",
    students: "25",
    level: "Base",
    status: "pubblicato",
    ...overrides,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.values;
}

/** A call as `saveCall` takes it, off the home page, with the key and title given. */
export function callValues(key: string, title: string): CallValues {
  return {
    key,
    title,
    opensAt: null,
    deadline: new Date("2027-02-19T11:00:00.000Z"),
    contactBy: null,
    officialUrl: null,
    hideAfterDays: null,
    onHome: false,
    position: 9,
    cardTitle: "",
    cardDescription: "",
    cardButton: "Scopri il bando",
    cardClosedButton: "Leggi i dettagli",
    cardLink: "/erasmus",
    cardTheme: "cielo",
  };
}
