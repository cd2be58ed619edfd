import { eq, sql } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import { beforeEach, expect, it } from "vitest";
import { action } from "~/features/enrolments/cedils/cedils-registration";
import { courseEditions, courses, enrolments, jobs } from "~/platform/db/schema";
import type { Env } from "~/platform/env.server";
import { runDueJobs } from "~/platform/jobs.server";
import { personalCsv } from "~/features/privacy/exports.server";
import { JOB_HANDLERS } from "~/features/inbox/notifications.server";
import {
  ENROLMENT_COLUMNS,
  listAllEnrolments,
  listAllEnrolmentsForExport,
} from "~/features/enrolments/admin/all-enrolments.server";
import { MAX_RECEIPT_BYTES, receiptKey } from "~/platform/forms/uploads.server";
import { getStoredFile } from "~/platform/files/stored-files.server";
import { callAction } from "../../../../tests/support/action";
import {
  aCedilsEnrolment,
  aCourseRow,
  addCedilsEdition,
  anEdition,
  anEnrolment,
  aFiscalCode,
  aRegistration,
  RECEIPT_PDF,
  registrationForm,
  type Receipt,
} from "../../../../tests/support/builders";
import { describeOnEachDatabase } from "../../../../tests/support/db";
import {
  expectNothingStored,
  formEnvPerTest,
  storedReceipts,
} from "../../../../tests/support/uploads";
import { smtpPerTest } from "../../../../tests/support/smtp";

const log = pino({ level: "silent" });
const PDF = RECEIPT_PDF;

// Typed in lower case, stored in upper case; an ANILS member, with a subject.
const FIELDS = aRegistration({
  fiscalCode: "rssmra85t10a562s",
  subject: "Inglese",
  isAnilsMember: "Sì",
});

function registrationRequest(fields: Record<string, string>, file?: Receipt): Request {
  return new Request("http://localhost/iscrizione-cedils", {
    method: "POST",
    body: registrationForm(fields, file ?? null),
  });
}

describeOnEachDatabase(
  "CEDILS registrations, enrolments of the CEDILS edition, on %s",
  (db) => {
    const inbox = smtpPerTest();
    /** The open CEDILS edition (2025) of the CEDILS course, as the seed makes it. */
    let cedilsEditionId: string;

    const testEnv = formEnvPerTest("scuola-iscrizioni-");
    const storedFiles = () => storedReceipts(db().db);

    /** Sends the form to the action, with a small PDF receipt unless told otherwise. */
    function register(
      env: Env,
      fields = FIELDS,
      receipt: Receipt | null = { bytes: PDF, name: "r.pdf" },
    ) {
      return callAction(action, registrationRequest(fields, receipt ?? undefined), {
        database: db(),
        env,
        log,
      });
    }

    beforeEach(async () => {
      cedilsEditionId = await addCedilsEdition(db().db, 2025);
    });

    /** Changes the open CEDILS edition as staff would before a registration arrives. */
    const changeCedilsEdition = (values: Partial<typeof courseEditions.$inferInsert>) =>
      db().db.update(courseEditions).set(values).where(eq(courseEditions.id, cedilsEditionId));

    it("stores an enrolment of the CEDILS edition with its receipt and sends both e-mails", async () => {
      const database = db();
      const smtp = await inbox.start();
      const env = testEnv({ SMTP_URL: smtp.url });
      // The edition's year names the references (CEDILS 2025 → CED-2025-…).
      const year = 2025;

      const res = await register(env, FIELDS, {
        bytes: PDF,
        name: "ricevuta bonifico.pdf",
        type: "application/pdf",
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "success", reference: `CED-${year}-0001` });

      const [row] = await database.db.select().from(enrolments);
      expect(row).toMatchObject({
        reference: `CED-${year}-0001`,
        editionId: cedilsEditionId,
        fullName: "Marco Rossi",
        fiscalCode: "RSSMRA85T10A562S",
        paymentMethod: "bonifico",
        status: "ricevuta",
        fileOriginalName: "ricevuta bonifico.pdf",
        fileMime: "application/pdf",
        fileSize: PDF.length,
      });
      // The CEDILS form's own fields, all of them, in details.
      expect(row!.details).toEqual({
        address: "Via Roma 10, 85100",
        city: "Potenza",
        subject: "Inglese",
        schoolType: "Secondaria II Grado",
        laureaType: "Magistrale",
        laureaIn: "Lingue e letterature straniere",
        isAnilsMember: true,
      });
      // A generated name, never the visitor's; same bytes, in the database.
      expect(await storedFiles()).toEqual([row!.fileKey]);
      expect(row!.fileKey).toMatch(/^[0-9a-f-]{36}\.pdf$/);
      const stored = await getStoredFile(database.db, receiptKey(row!.fileKey!));
      expect(Buffer.from(stored!.bytes)).toEqual(Buffer.from(PDF));
      expect(stored).toMatchObject({ mime: "application/pdf", sha256: row!.fileSha256 });

      expect(await runDueJobs({ database, env, log }, JOB_HANDLERS)).toEqual({
        done: 2,
        failed: 0,
      });
      const mails = await smtp.waitFor(2);
      const school = mails.find((m) => m.to.includes("segreteria@scuola.test"))!;
      const registrant = mails.find((m) => m.to.includes("marco.rossi@example.org"))!;
      expect(school.subject).toContain(`CED-${year}-0001`);
      expect(school.text).toContain("RSSMRA85T10A562S");
      expect(school.text).toContain("Indirizzo: Via Roma 10, 85100, Potenza");
      expect(school.text).toContain("Materia di insegnamento: Inglese");
      expect(school.text).toContain("Socio ANILS: Sì");
      expect(school.headers["reply-to"]).toContain("marco.rossi@example.org");
      expect(registrant.subject).toContain(`CED-${year}-0001`);
      expect(registrant.text).toContain(`CED-${year}-0001`);
      expect(registrant.text).toContain("IBAN");
      expect(registrant.text).toContain(
        `"Iscrizione CEDILS ${year} – CED-${year}-0001 – Nome e Cognome"`,
      );
      expect(registrant.text).toContain("almeno 10 partecipanti");
      // Neither message carries the receipt.
      for (const m of mails) {
        expect(m.headers["content-type"]).toMatch(/^multipart\/alternative/);
        expect(m.raw).not.toMatch(/Content-Disposition: attachment/i);
      }

      // The next one gets the next number.
      const second = await register(env, {
        ...FIELDS,
        email: "anna.verdi@example.org",
        fiscalCode: aFiscalCode(1),
      });
      expect(second.body.reference).toBe(`CED-${year}-0002`);
      expect(
        (await listAllEnrolments(database.db, { q: `CED-${year}-0002`, page: 1 }, {})).items.map(
          (r) => r.email,
        ),
      ).toEqual(["anna.verdi@example.org"]);
    });

    it("numbers references numerically past 9999", async () => {
      const database = db();
      const env = testEnv();
      await database.db
        .insert(enrolments)
        .values(aCedilsEnrolment(cedilsEditionId, { reference: "CED-2025-9999" }));
      const res = await register(env);
      expect(res.body.reference).toBe("CED-2025-10000");
    });

    it("takes the seat rule of every edition: the last seat, then the waiting list", async () => {
      const database = db();
      const env = testEnv();
      await changeCedilsEdition({ seats: 1 });
      await register(env);
      await register(env, {
        ...FIELDS,
        email: "anna.verdi@example.org",
        fiscalCode: aFiscalCode(1),
      });
      const rows = await database.db
        .select({ email: enrolments.email, status: enrolments.status })
        .from(enrolments)
        .orderBy(enrolments.reference);
      expect(rows).toEqual([
        { email: "marco.rossi@example.org", status: "ricevuta" },
        { email: "anna.verdi@example.org", status: "lista_attesa" },
      ]);
    });

    it("refuses with 409 and stores nothing when no CEDILS edition is open", async () => {
      const database = db();
      const env = testEnv();
      await changeCedilsEdition({ status: "chiusa" });
      const res = await register(env);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        status: "failed",
        message: expect.stringMatching(/^Le iscrizioni al corso CEDILS sono chiuse/),
        values: { fullName: "Marco Rossi" },
      });
      await expectNothingStored(database.db);
    });

    it("the office's one list shows the CEDILS and the general enrolments, with their course", async () => {
      const database = db();
      const env = testEnv();
      const [course] = await database.db
        .insert(courses)
        .values(aCourseRow("robotica-docenti", { title: "Robotica educativa" }))
        .returning({ id: courses.id });
      const [edition] = await database.db
        .insert(courseEditions)
        .values(anEdition(course!.id))
        .returning({ id: courseEditions.id });
      await database.db.insert(enrolments).values(anEnrolment(edition!.id));
      await register(env);
      const list = await listAllEnrolments(database.db, { q: "", page: 1 }, {});
      expect(list.total).toBe(2);
      expect(list.items.map((e) => [e.fullName, e.courseTitle, e.editionId])).toEqual(
        expect.arrayContaining([
          ["Marco Rossi", "Preparazione alla certificazione CEDILS", cedilsEditionId],
          ["Lucia Ferrara", "Robotica educativa", edition!.id],
        ]),
      );
      const byCourse = await listAllEnrolments(
        database.db,
        { q: "", page: 1 },
        { courseId: course!.id },
      );
      expect(byCourse.items.map((e) => e.fullName)).toEqual(["Lucia Ferrara"]);
    });

    it("a failed file write stores nothing", async () => {
      const database = db();
      const env = testEnv();
      // The files' table refuses the receipt: nothing else is stored either.
      await database.db.execute(
        sql`alter table stored_files add constraint piccoli check (size < 10)`,
      );
      const res = await register(env);
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ status: "failed", httpStatus: 500 });
      expect(await database.db.select().from(enrolments)).toHaveLength(0);
      expect(await database.db.select().from(jobs)).toHaveLength(0);
    });

    it("a failed transaction leaves no file behind", async () => {
      const database = db();
      const env = testEnv();
      await database.db.execute(sql`alter table jobs rename to jobs_altrove`);
      const res = await register(env);
      expect(res.status).toBe(500);
      await expectNothingStored(database.db);
    });

    it("accepts a PNG receipt and refuses a renamed executable or an unknown file", async () => {
      const database = db();
      const env = testEnv();
      const png = await sharp({
        create: { width: 4, height: 4, channels: 3, background: "#ffffff" },
      })
        .png()
        .toBuffer();
      const ok = await register(env, FIELDS, { bytes: png, name: "foto.png" });
      expect(ok.body.status).toBe("success");

      const exe = new Uint8Array(4096);
      exe.set(new TextEncoder().encode("MZ\x90\x00\x03"), 0);
      for (const bytes of [exe, new TextEncoder().encode("#!/bin/sh\necho ciao\n")]) {
        const res = await register(env, FIELDS, {
          bytes,
          name: "ricevuta.pdf",
          type: "application/pdf",
        });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ status: "invalid", values: { fullName: "Marco Rossi" } });
        expect((res.body.errors as Record<string, string>).paymentReceipt).toMatch(
          /non è un PDF o un'immagine/,
        );
      }
      expect(await database.db.select().from(enrolments)).toHaveLength(1);
      expect(await storedFiles()).toHaveLength(1);
    });

    it("refuses a receipt over 10 MB and a missing one", async () => {
      const database = db();
      const env = testEnv();
      const big = new Uint8Array(MAX_RECEIPT_BYTES + 1);
      big.set(PDF, 0);
      const tooBig = await register(env, FIELDS, { bytes: big, name: "grande.pdf" });
      expect(tooBig.status).toBe(400);
      expect((tooBig.body.errors as Record<string, string>).paymentReceipt).toMatch(/10 MB/);

      const missing = await register(env, FIELDS, null);
      expect(missing.status).toBe(400);
      expect((missing.body.errors as Record<string, string>).paymentReceipt).toMatch(
        /^Allega la ricevuta/,
      );
      await expectNothingStored(database.db);
    });

    it("keeps what was typed, before and after the file, when the receipt is over 10 MB", async () => {
      const database = db();
      const env = testEnv();
      // The browser sends the fields in the form's order: some come after the file.
      const entries = Object.entries(FIELDS);
      const form = new FormData();
      for (const [k, v] of entries.slice(0, 6)) form.append(k, v);
      const big = new Uint8Array(MAX_RECEIPT_BYTES + 512 * 1024);
      big.set(PDF, 0);
      form.append("paymentReceipt", new File([big], "scansione.pdf", { type: "application/pdf" }));
      for (const [k, v] of entries.slice(6)) form.append(k, v);
      const tooBig = await callAction(
        action,
        new Request("http://localhost/iscrizione-cedils", { method: "POST", body: form }),
        { database, env, log },
      );
      expect(tooBig.status).toBe(400);
      expect(tooBig.body.status).toBe("invalid");
      expect((tooBig.body.errors as Record<string, string>).paymentReceipt).toMatch(
        /supera la dimensione massima di 10 MB/,
      );
      expect(tooBig.body.values).toMatchObject({
        fullName: "Marco Rossi",
        fiscalCode: "rssmra85t10a562s",
        laureaIn: "Lingue e letterature straniere",
        isAnilsMember: "Sì",
      });
      // A field wrong as well is named in the same answer.
      const both = await register(
        env,
        { ...FIELDS, phone: "12" },
        { bytes: big, name: "scansione.pdf", type: "application/pdf" },
      );
      expect(both.status).toBe(400);
      expect(Object.keys(both.body.errors as Record<string, string>).sort()).toEqual([
        "paymentReceipt",
        "phone",
      ]);
      expect(both.body.values).toMatchObject({ phone: "12", city: "Potenza" });
      await expectNothingStored(database.db);
    });

    it("names the field in the fiscal-code and phone messages and keeps what was typed", async () => {
      const env = testEnv();
      const res = await register(env, {
        ...FIELDS,
        fiscalCode: "RSSMRA85T10A562X",
        phone: "12",
        schoolType: "Asilo",
      });
      expect(res.status).toBe(400);
      const errors = res.body.errors as Record<string, string>;
      expect(errors.fiscalCode).toMatch(/^Codice fiscale non valido: l'ultimo carattere/);
      expect(errors.phone).toMatch(/numero di telefono valido/);
      expect(errors.schoolType).toBe("Seleziona il tipo di scuola.");
      expect(res.body.values).toMatchObject({ fiscalCode: "RSSMRA85T10A562X", phone: "12" });
    });

    it("drops a honeypot submission silently and refuses a foreign form-name", async () => {
      const database = db();
      const env = testEnv();
      const bot = await register(env, { ...FIELDS, "bot-field": "x" });
      expect(bot).toMatchObject({ status: 200, body: { status: "success" } });
      const foreign = await register(env, { ...FIELDS, "form-name": "altro" });
      expect(foreign.status).toBe(400);
      await expectNothingStored(database.db);
    });

    it("exports CSV in UTF-8 with BOM, one row per registration, formulas neutralised", async () => {
      const database = db();
      const env = testEnv();
      // A CEDILS registration owes its edition's price too, frozen when made (decision 058).
      await changeCedilsEdition({ priceCents: 15000 });
      await register(env, { ...FIELDS, fullName: '=Città; "Zoe"', fiscalCode: aFiscalCode(1) });
      await register(env, { ...FIELDS, email: "b@example.org" });
      const csv = personalCsv(ENROLMENT_COLUMNS, await listAllEnrolmentsForExport(database.db), {
        fiscalCodes: true,
      });
      expect(csv.charCodeAt(0)).toBe(0xfeff);
      const lines = csv.slice(1).trimEnd().split("\r\n");
      expect(lines).toHaveLength(3);
      expect(lines[0]).toMatch(
        /^Riferimento;Data;Corso;Edizione;Stato;Nome e Cognome;Codice Fiscale/,
      );
      expect(lines[1]).toContain(`"'=Città; ""Zoe"""`);
      const headers = lines[0]!.split(";");
      const cells = lines[2]!.split(";");
      expect(cells[headers.indexOf("Socio ANILS")]).toBe("Sì");
      expect(cells[headers.indexOf("Laurea in")]).toBe("Lingue e letterature straniere");
      expect(cells[headers.indexOf("Codice Fiscale")]).toBe("RSSMRA85T10A562S");
      expect(cells[headers.indexOf("Importo dovuto")]).toBe("€ 150,00");
      // A redattore's export has no fiscal codes.
      const withoutCodes = personalCsv(
        ENROLMENT_COLUMNS,
        await listAllEnrolmentsForExport(database.db),
        {
          fiscalCodes: false,
        },
      );
      expect(withoutCodes).not.toContain("Codice Fiscale");
      expect(withoutCodes).not.toContain("RSSMRA85T10A562S");
    });
  },
  { fresh: "each" },
);
