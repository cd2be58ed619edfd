import { eq } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { beforeEach, expect, it } from "vitest";
import { action } from "~/features/enrolments/public/enrol";
import { saveCourse } from "~/features/courses/admin/courses-admin.server";
import {
  acceptsEnrolments,
  deleteEdition,
  EditionInUseError,
  type EditionValues,
  getEditionForEditing,
  openEditions,
  saveEdition,
} from "~/features/enrolments/editions.server";
import { lockEditionSeats } from "~/features/enrolments/seats.server";
import { fromRomeWallClock } from "~/platform/rome-time";
import { auditLog, courseEditions, enrolments, jobs } from "~/platform/db/schema";
import type { Env } from "~/platform/env.server";
import { runDueJobs } from "~/platform/jobs.server";
import { JOB_HANDLERS } from "~/features/inbox/notifications.server";
import { RecordConflictError } from "~/platform/records/editable-record.server";
import { callAction } from "../../../tests/support/action";
import {
  aCourse,
  aFiscalCode,
  anEdition as anEditionRow,
  anEnrolmentForm,
  RECEIPT_PDF,
  VOUCHER_PDF,
  registrationForm,
  type Receipt,
} from "../../../tests/support/builders";
import { describeOnEachDatabase } from "../../../tests/support/db";
import {
  expectNothingStored,
  formEnvPerTest,
  storedReceipts,
} from "../../../tests/support/uploads";
import { smtpPerTest } from "../../../tests/support/smtp";

const log = pino({ level: "silent" });
const ACTOR = { id: null, label: "Segreteria" };

/**
 * On PostgreSQL, holds the edition's row lock from another connection while
 * `run` starts, until `waiting` transactions queue behind it (or 5 s pass), so
 * the enrolments really overlap; then lets them go. PGlite has one connection:
 * its transactions never overlap, and `run` just runs.
 */
async function withEditionHeld<T>(
  url: string | undefined,
  editionId: string,
  waiting: number,
  run: () => Promise<T>,
): Promise<T> {
  if (!url) return run();
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  try {
    await holder.query("begin");
    await holder.query("select id from course_editions where id = $1 for update", [editionId]);
    const result = run();
    const until = Date.now() + 5_000;
    while (Date.now() < until) {
      const { rows } = await holder.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      if (rows[0]!.n >= waiting) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await holder.query("commit");
    return await result;
  } finally {
    await holder.end();
  }
}

describeOnEachDatabase(
  "enrolments in a course edition on %s",
  (db) => {
    const inbox = smtpPerTest();
    let courseId: string;
    let slug: string;

    const testEnv = formEnvPerTest("scuola-edizioni-");
    const storedFiles = () => storedReceipts(db().db);

    /** Sends the form through the real route action, as the browser would. */
    function enrol(
      fields: Record<string, string>,
      file: Receipt | null = VOUCHER_PDF,
      options: { env?: Env; clientIp?: string } = {},
    ) {
      const request = new Request(`http://localhost/corsi/${slug}/iscrizione`, {
        method: "POST",
        body: registrationForm(fields, file, "paymentFile"),
      });
      return callAction(action, request, {
        database: db(),
        env: options.env ?? testEnv(),
        log,
        clientIp: options.clientIp ?? `10.0.0.${Math.floor(Math.random() * 250) + 1}`,
        params: { courseId: slug },
      });
    }

    async function anEdition(overrides: Parameters<typeof anEditionRow>[1] = {}) {
      const [row] = await db()
        .db.insert(courseEditions)
        .values(anEditionRow(courseId, overrides))
        .returning();
      return row!;
    }

    /** What the edition editor saves: an open online edition in March 2027, 16 seats at 199 €. */
    function editionValues(change: Partial<EditionValues>): EditionValues {
      return {
        courseId,
        startDate: "2027-03-06",
        endDate: "2027-03-27",
        schedule: "",
        mode: "online",
        place: "",
        seats: 16,
        enrolmentDeadline: null,
        priceCents: 19900,
        schoolPriceCents: null,
        certificateHours: 25,
        minAttendancePercent: 75,
        sofiaInitiativeId: "",
        sofiaEditionId: "",
        status: "aperta",
        ...change,
      };
    }

    beforeEach(async () => {
      slug = `corso-${Math.random().toString(36).slice(2, 8)}`;
      const course = await saveCourse(db().db, {
        values: aCourse({ title: `ChatGPT per la docenza ${slug}`, slug }),
        image: null,
        actor: ACTOR,
      });
      courseId = course.id;
    });

    it("stores a Carta del Docente enrolment with its voucher and mails both sides", async () => {
      const database = db();
      const smtp = await inbox.start();
      const env = testEnv({ SMTP_URL: smtp.url });
      const edition = await anEdition({ priceCents: 19900 });

      const res = await enrol(
        anEnrolmentForm(edition.id, { fiscalCode: "rssmra85t10a562s" }),
        VOUCHER_PDF,
        {
          env,
        },
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "success", waitingList: false, mailed: true });
      const reference = String(res.body.reference);
      expect(reference).toMatch(/^ISC-2027-\d{4}$/);

      const [row] = await database.db
        .select()
        .from(enrolments)
        .where(eq(enrolments.reference, reference));
      expect(row).toMatchObject({
        editionId: edition.id,
        fiscalCode: "RSSMRA85T10A562S",
        paymentMethod: "carta_docente",
        voucherCode: "aB3dE5fG",
        status: "ricevuta",
        fileOriginalName: "buono.pdf",
        fileMime: "application/pdf",
        fileSize: RECEIPT_PDF.length,
      });
      expect(await storedFiles()).toContain(row!.fileKey);

      expect(await runDueJobs({ database, env, log }, JOB_HANDLERS)).toMatchObject({ failed: 0 });
      const mails = await smtp.waitFor(2);
      const school = mails.find((m) => m.to.includes("segreteria@scuola.test"))!;
      const teacher = mails.find((m) => m.to.includes("marco.rossi@example.org"))!;
      expect(school.subject).toContain(reference);
      expect(school.text).toContain("Codice del buono: aB3dE5fG");
      expect(teacher.text).toContain(reference);
      expect(teacher.text).toContain("Carta del Docente");
      expect(school.text).toContain("Importo dovuto: € 199,00");
      expect(teacher.text).toContain(
        "Importo da pagare: € 199,00 (Esente IVA ai sensi dell'art. 10 n. 20 DPR 633/72).",
      );
    });

    it("gives the last seat to exactly one of 8 simultaneous enrolments from one address; 7 wait", async () => {
      const database = db();
      const edition = await anEdition({ seats: 3 });
      // Two seats taken; a cancelled and a refused enrolment hold none.
      const held = ["confermata", "pagamento_verificato", "annullata", "respinta"] as const;
      for (const [i, status] of held.entries()) {
        await database.db.insert(enrolments).values({
          reference: `ISC-2027-09${i}0`,
          editionId: edition.id,
          fullName: `Docente ${i}`,
          fiscalCode: "RSSMRA85T10A562S",
          email: `docente${i}@example.org`,
          phone: "333 1234567",
          paymentMethod: "bonifico",
          status,
        });
      }
      expect((await lockEditionSeats(database.db, edition.id))?.left).toBe(1);

      const answers = await withEditionHeld(database.url, edition.id, 8, () =>
        Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            enrol(
              anEnrolmentForm(edition.id, {
                fullName: `Insegnante ${i + 1}`,
                fiscalCode: aFiscalCode(i),
                email: `insegnante${i + 1}@scuola.example.org`,
              }),
              VOUCHER_PDF,
              { clientIp: "192.0.2.10" },
            ),
          ),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      expect(answers.filter((a) => a.body.waitingList === false)).toHaveLength(1);
      expect(answers.filter((a) => a.body.waitingList === true)).toHaveLength(7);
      expect(new Set(answers.map((a) => a.body.reference)).size).toBe(8);

      const rows = await database.db
        .select({ status: enrolments.status })
        .from(enrolments)
        .where(eq(enrolments.editionId, edition.id));
      const count = (status: string) => rows.filter((r) => r.status === status).length;
      expect(count("ricevuta")).toBe(1);
      expect(count("lista_attesa")).toBe(7);
      expect((await lockEditionSeats(database.db, edition.id))?.left).toBe(0);
      // The course page now says the edition is full.
      const shown = (await openEditions(database.db, courseId)).find((e) => e.id === edition.id);
      expect(shown?.seatsLabel).toBe("Completo: lista d'attesa");
    });

    it("takes no enrolment after the deadline (Rome time) or in a closed edition, and stores nothing", async () => {
      const database = db();
      const past = await anEdition({ enrolmentDeadline: fromRomeWallClock("2024-09-30", "23:59") });
      const closed = await anEdition({ status: "chiusa" });
      for (const edition of [past, closed]) {
        const res = await enrol(anEnrolmentForm(edition.id));
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ status: "invalid", values: { fullName: "Marco Rossi" } });
        expect((res.body.errors as Record<string, string>).editionId).toMatch(
          /iscrizioni a questa edizione sono chiuse/,
        );
      }
      expect(await database.db.select().from(enrolments)).toHaveLength(0);
      expect(await database.db.select().from(jobs)).toHaveLength(0);
      expect(await storedFiles()).toEqual([]);
      expect((await openEditions(database.db, courseId)).map((e) => e.id)).not.toContain(past.id);

      // The deadline is a Rome wall-clock time: 23:59 of 2 February is 22:59 UTC in winter.
      const deadline = fromRomeWallClock("2027-02-02", "23:59")!;
      expect(deadline.toISOString()).toBe("2027-02-02T22:59:00.000Z");
      const open = { status: "aperta" as const, enrolmentDeadline: deadline };
      expect(acceptsEnrolments(open, new Date("2027-02-02T22:58:59Z"))).toBe(true);
      expect(acceptsEnrolments(open, new Date("2027-02-02T22:59:00Z"))).toBe(false);
    });

    it("answers wrong input with Italian messages next to the fields, keeps it all, stores nothing", async () => {
      const database = db();
      const edition = await anEdition();
      const cases: Array<[Record<string, string>, Receipt | null, string, RegExp]> = [
        [{ fiscalCode: "RSSMRA85T10A562X" }, VOUCHER_PDF, "fiscalCode", /ultimo carattere/],
        [{ voucherCode: "" }, VOUCHER_PDF, "voucherCode", /codice del buono/],
        [{ invoicePostalCode: "851" }, VOUCHER_PDF, "invoicePostalCode", /CAP ha 5 cifre/],
        [{ invoiceCity: "" }, VOUCHER_PDF, "invoiceCity", /comune di residenza/],
        [{}, null, "paymentFile", /Allega il buono/],
        [
          {
            paymentMethod: "ordine_scuola",
            orderSchoolName: "IC Sinisgalli",
            orderSchoolCode: "PZ12",
          },
          null,
          "orderSchoolCode",
          /meccanografico non valido/,
        ],
        [{ paymentMethod: "" }, VOUCHER_PDF, "paymentMethod", /Scegli come pagare/],
        [{ privacy: "" }, VOUCHER_PDF, "privacy", /informativa sulla privacy/],
      ];
      for (const [overrides, file, field, message] of cases) {
        const fields = anEnrolmentForm(edition.id, overrides);
        const res = await enrol(fields, file);
        expect(res.status, field).toBe(400);
        expect((res.body.errors as Record<string, string>)[field]).toMatch(message);
        expect(res.body.values).toMatchObject({
          fullName: "Marco Rossi",
          school: fields.school,
          invoiceStreet: fields.invoiceStreet,
        });
      }
      await expectNothingStored(database.db);

      // The school's order needs no file.
      const order = await enrol(
        anEnrolmentForm(edition.id, {
          paymentMethod: "ordine_scuola",
          voucherCode: "",
          orderSchoolName: "IC «Leonardo Sinisgalli», Potenza",
          orderSchoolCode: "pzic83000l",
          orderInvoiceAddress: "UFABC1",
        }),
        null,
      );
      expect(order.body).toMatchObject({ status: "success", waitingList: false });
      const [row] = await database.db.select().from(enrolments);
      expect(row).toMatchObject({
        orderSchoolCode: "PZIC83000L",
        voucherCode: null,
        fileKey: null,
      });

      // A bank transfer takes its seat without a receipt; the answer says how to pay (decision 061).
      const transfer = await enrol(
        anEnrolmentForm(edition.id, {
          paymentMethod: "bonifico",
          voucherCode: "",
          fiscalCode: aFiscalCode(40),
        }),
        null,
      );
      expect(transfer.body).toMatchObject({ status: "success", waitingList: false });
      const reference = String(transfer.body.reference);
      expect(transfer.body.transferReason).toContain(reference);
      const [transferRow] = await database.db
        .select()
        .from(enrolments)
        .where(eq(enrolments.reference, reference));
      expect(transferRow).toMatchObject({
        paymentMethod: "bonifico",
        status: "ricevuta",
        fileKey: null,
      });
    });

    it("refuses a .pdf that is really an executable or a web page", async () => {
      const database = db();
      const edition = await anEdition();
      const exe = new Uint8Array(4096);
      exe.set(new TextEncoder().encode("MZ\x90\x00\x03"), 0);
      const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
      for (const bytes of [exe, html]) {
        const res = await enrol(anEnrolmentForm(edition.id), {
          bytes,
          name: "buono.pdf",
          type: "application/pdf",
        });
        expect(res.status).toBe(400);
        expect((res.body.errors as Record<string, string>).paymentFile).toMatch(
          /non è un PDF o un'immagine/,
        );
      }
      await expectNothingStored(database.db);
    });

    it("lets a school's teachers enrol from one address, up to 30 an hour", async () => {
      const edition = await anEdition({ seats: 50 });
      const school = "198.51.100.7";
      const order = (i: number) =>
        anEnrolmentForm(edition.id, {
          email: `docente${i}@scuola.example.org`,
          fiscalCode: aFiscalCode(i),
          paymentMethod: "ordine_scuola",
          orderSchoolName: "IIS «Einstein-De Lorenzo»",
          orderSchoolCode: "PZIS02300X",
          orderInvoiceAddress: "UFXYZ1",
        });
      for (let i = 0; i < 30; i++) {
        const res = await enrol(order(i), null, { clientIp: school });
        expect(res.status, `enrolment ${i + 1}`).toBe(200);
      }
      const refused = await enrol(order(31), null, { clientIp: school });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ status: "failed", values: { fullName: "Marco Rossi" } });
    });

    it("saves editions through the record core: history, no lost edit, no delete with enrolments", async () => {
      const database = db();
      const values = editionValues({
        schedule: "Sabato, 9:00–13:00",
        mode: "in_presenza",
        place: "Sede di Potenza",
        enrolmentDeadline: fromRomeWallClock("2027-02-26", "23:59"),
      });
      const created = await saveEdition(database.db, { values, actor: ACTOR });
      const opened = (await getEditionForEditing(database.db, courseId, created.id))!.version;
      await saveEdition(database.db, {
        id: created.id,
        values: { ...values, seats: 18 },
        actor: ACTOR,
        openedVersion: opened,
      });
      // A second editor still on the first version is refused.
      await expect(
        saveEdition(database.db, {
          id: created.id,
          values: { ...values, seats: 10 },
          actor: ACTOR,
          openedVersion: opened,
        }),
      ).rejects.toBeInstanceOf(RecordConflictError);
      expect((await getEditionForEditing(database.db, courseId, created.id))!.edition.seats).toBe(
        18,
      );

      const history = await database.db
        .select({ summary: auditLog.summary, action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityId, created.id));
      expect(history.map((h) => h.action).sort()).toEqual(["create", "update"]);
      expect(history[0]!.summary).toMatch(/^Edizione «ChatGPT per la docenza .*dal 6 marzo 2027/);

      const res = await enrol(anEnrolmentForm(created.id));
      expect(res.status).toBe(200);
      await expect(deleteEdition(database.db, courseId, created.id, ACTOR)).rejects.toBeInstanceOf(
        EditionInUseError,
      );
      const empty = await anEdition();
      expect(await deleteEdition(database.db, courseId, empty.id, ACTOR)).toBe(true);
    });

    it("freezes the amount due when the enrolment is made: a later price change does not reach it", async () => {
      const database = db();
      const values = editionValues({ schoolPriceCents: 15000 });
      const edition = await saveEdition(database.db, { values, actor: ACTOR });
      const byVoucher = await enrol(anEnrolmentForm(edition.id));
      expect(byVoucher.body).toMatchObject({ status: "success", amount: "€ 199,00" });
      const bySchool = await enrol(
        anEnrolmentForm(edition.id, {
          email: "anna.bianchi@example.org",
          fiscalCode: aFiscalCode(2),
          paymentMethod: "ordine_scuola",
          orderSchoolName: "IIS «Einstein-De Lorenzo»",
          orderSchoolCode: "PZIS02300X",
          orderInvoiceAddress: "UFABCD",
        }),
        null,
      );
      expect(bySchool.body).toMatchObject({ status: "success", amount: "€ 150,00" });

      // The price goes up from € 199 to € 209: what was owed stays as it was.
      const opened = (await getEditionForEditing(database.db, courseId, edition.id))!.version;
      await saveEdition(database.db, {
        id: edition.id,
        values: { ...values, priceCents: 20900, schoolPriceCents: null },
        actor: ACTOR,
        openedVersion: opened,
      });
      const later = await enrol(
        anEnrolmentForm(edition.id, {
          email: "luca.verdi@example.org",
          fiscalCode: aFiscalCode(3),
        }),
      );
      expect(later.body).toMatchObject({ status: "success", amount: "€ 209,00" });

      const rows = await database.db
        .select({ reference: enrolments.reference, amountDueCents: enrolments.amountDueCents })
        .from(enrolments)
        .where(eq(enrolments.editionId, edition.id))
        .orderBy(enrolments.createdAt);
      expect(rows.map((r) => r.amountDueCents)).toEqual([19900, 15000, 20900]);
      expect((await openEditions(database.db, courseId))[0]).toMatchObject({
        priceCents: 20900,
        schoolPriceCents: null,
      });
    });
  },
  { fresh: "each" },
);
