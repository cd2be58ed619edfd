/**
 * The register screen's two forms: "salva" writes one lesson's presences;
 * "report" reads a meeting's attendance report into a preview of the same
 * form, nothing saved until staff press the save button.
 */
import { data } from "react-router";
import type { Db } from "~/platform/db/client.server";
import { editionLessons } from "~/platform/db/schema";
import { and, eq } from "drizzle-orm";
import { formValues } from "~/platform/forms/form-result";
import { formDone, formFailed, formInvalid } from "~/platform/forms/forms.server";
import { parseUpload, type UploadLimits } from "~/platform/forms/uploads.server";
import type { Actor } from "~/platform/records/audit.server";
import { isUuid } from "~/platform/uuid";
import {
  lessonMinutes,
  saveRegister,
  seatedParticipants,
  type RegisterEntry,
} from "~/features/enrolments/admin/register/register.server";
import {
  decodeReport,
  readReport,
  REPORT_ROLES,
  type ColumnMap,
} from "~/features/enrolments/admin/register/meeting-report.server";
import {
  MINUTES_PREFIX,
  STATE_PREFIX,
  type ReportPreview,
} from "~/features/enrolments/admin/register/register-form";

/** A report is a few hundred rows: 2 MB is plenty, and its text rides in the mapping form. */
const REGISTER_LIMITS: UploadLimits = {
  maxFileBytes: 2 * 1024 * 1024,
  maxParts: 600,
  maxTextBytes: 2 * 1024 * 1024 + 64 * 1024,
};
const MAX_MAPPING_TEXT = 2 * 1024 * 1024;

type Submission = { db: Db; editionId: string; actor: Actor };

/** Reads the register's form body (a file only with the report); 400 when unreadable. */
export async function readRegisterBody(request: Request) {
  const parsed = await parseUpload(request, REGISTER_LIMITS);
  if (!parsed.ok) {
    throw data(
      parsed.reason === "too_large"
        ? "Il file è troppo grande: un report di presenze pesa al massimo 2 MB."
        : "Richiesta non valida: il modulo inviato non è leggibile.",
      { status: parsed.reason === "too_large" ? 413 : 400 },
    );
  }
  return parsed;
}

/** The lines of the register form: one per participant whose presence or absence was chosen. */
function registerEntries(form: FormData) {
  const entries: RegisterEntry[] = [];
  const errors: Record<string, string> = {};
  for (const [name, raw] of form.entries()) {
    if (!name.startsWith(STATE_PREFIX)) continue;
    const id = name.slice(STATE_PREFIX.length);
    const state = String(raw);
    if (state !== "presente" && state !== "assente") continue;
    const typed = String(form.get(`${MINUTES_PREFIX}${id}`) ?? "").trim();
    let minutes: number | null = null;
    if (state === "presente" && typed !== "") {
      if (!/^\d{1,4}$/.test(typed)) {
        errors[`${MINUTES_PREFIX}${id}`] = "Scrivi i minuti come numero intero, per esempio 90.";
        continue;
      }
      minutes = Number(typed);
    }
    entries.push({ enrolmentId: id, present: state === "presente", minutes });
  }
  return { entries, errors };
}

/** Saves one lesson's register; the minutes over the lesson's length are cut, and said so. */
export async function saveRegisterForm({ db, editionId, actor }: Submission, form: FormData) {
  const { entries, errors } = registerEntries(form);
  if (Object.keys(errors).length > 0) return formInvalid(errors, formValues(form));
  const saved = await saveRegister(db, {
    editionId,
    lessonId: String(form.get("lessonId") ?? ""),
    entries,
    source: form.get("origine") === "import" ? "import" : "manuale",
    actor,
  });
  if (!saved.ok) return formFailed(400, formValues(form), saved.problem);
  const cut = saved.clipped.length
    ? ` Minuti ridotti alla durata della lezione per: ${saved.clipped.join(", ")}.`
    : "";
  return formDone({
    message: `Registro salvato (${saved.saved === 1 ? "1 partecipante" : `${saved.saved} partecipanti`}).${cut}`,
  });
}

/** The columns staff chose in the mapping form ("" for none). */
function chosenColumns(form: FormData): ColumnMap | undefined {
  if (form.get("mappatura") !== "1") return undefined;
  const map: ColumnMap = {};
  for (const role of REPORT_ROLES) {
    const value = String(form.get(`colonna-${role}`) ?? "");
    if (/^\d{1,3}$/.test(value)) map[role] = Number(value);
  }
  return map;
}

/**
 * Reads an uploaded report (or, after the mapping form, its text again) for
 * one lesson: the minutes of the seated participants found by e-mail, and the
 * rows matching nobody. Answers the preview, the mapping form, or the reason.
 */
export async function previewReport(
  { db, editionId }: Submission,
  body: Awaited<ReturnType<typeof readRegisterBody>>,
) {
  const form = body.formData;
  const lessonId = String(form.get("lessonId") ?? "");
  const failed = (message: string) => formFailed(400, undefined, message, undefined, "report");
  if (!isUuid(lessonId)) return failed("Scegli la lezione del report.");
  const [lesson] = await db
    .select()
    .from(editionLessons)
    .where(and(eq(editionLessons.id, lessonId), eq(editionLessons.editionId, editionId)));
  if (!lesson) return failed("Lezione non trovata in questa edizione: ricarica la pagina.");
  if (lesson.status === "annullata")
    return failed("Questa lezione è annullata: non ha presenze da registrare.");
  if (body.oversized.length > 0)
    return failed("Il file è troppo grande: un report di presenze pesa al massimo 2 MB.");
  const file = body.files.find((f) => f.field === "report");
  const carried = String(form.get("testo") ?? "");
  const text = file ? decodeReport(file.bytes) : carried.slice(0, MAX_MAPPING_TEXT);
  if (!text.trim()) return failed("Scegli il file CSV del report di presenze.");
  const read = readReport(text, lesson, file ? undefined : chosenColumns(form));
  if (read.kind === "unreadable") return failed(read.message);
  if (read.kind === "unmapped") {
    return formDone({
      intent: "report",
      mapping: { lessonId, headers: read.headers, text, message: read.message },
    });
  }
  const people = await seatedParticipants(db, editionId);
  const byEmail = new Map<string, string[]>();
  for (const p of people) {
    const key = p.email.trim().toLowerCase();
    byEmail.set(key, [...(byEmail.get(key) ?? []), p.id]);
  }
  const minutes: Record<string, number> = {};
  const unmatched: ReportPreview["unmatched"] = [];
  for (const person of read.people) {
    const ids = byEmail.get(person.email);
    if (!ids) unmatched.push(person);
    else for (const id of ids) minutes[id] = person.minutes;
  }
  const preview: ReportPreview = {
    lessonId,
    lessonMinutes: lessonMinutes(lesson),
    minutes,
    unmatched,
    skipped: read.skipped,
  };
  return formDone({ intent: "report", preview });
}
