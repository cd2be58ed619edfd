import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { action as enrolAction } from "~/features/enrolments/public/enrol";
import {
  action as pageAction,
  loader as pageLoader,
} from "~/features/enrolments/journey/participant-page";
import { action as linksAction } from "~/features/enrolments/journey/my-enrolments";
import { auditLog, enrolmentAccessTokens, enrolments, jobs } from "~/platform/db/schema";
import { migrateDatabase } from "~/platform/db/migrate.server";
import type { Env } from "~/platform/env.server";
import { runDueJobs } from "~/platform/jobs.server";
import { JOB_HANDLERS } from "~/features/inbox/notifications.server";
import { callAction, requestContext } from "../../../../tests/support/action";
import {
  aFiscalCode,
  anEnrolmentForm,
  insertCourseEdition,
  RECEIPT_PDF,
  VOUCHER_PDF,
  registrationForm,
} from "../../../../tests/support/builders";
import {
  createDatabaseBefore,
  DATABASE_KINDS,
  describeOnEachDatabase,
  EARLY_EDITION_ID,
  insertEarlyCourseEdition,
} from "../../../../tests/support/db";
import { smtpPerTest } from "../../../../tests/support/smtp";
import { formEnvPerTest } from "../../../../tests/support/uploads";

const log = pino({ level: "silent" });

describeOnEachDatabase(
  "the participant's page and one seat per person on %s",
  (db) => {
    const inbox = smtpPerTest();
    const testEnv = formEnvPerTest("scuola-percorso-");

    function enrol(slug: string, fields: Record<string, string>, env: Env = testEnv()) {
      const request = new Request(`http://localhost/corsi/${slug}/iscrizione`, {
        method: "POST",
        body: registrationForm(fields, VOUCHER_PDF, "paymentFile"),
      });
      return callAction(enrolAction, request, {
        database: db(),
        env,
        log,
        clientIp: `10.1.0.${Math.floor(Math.random() * 250) + 1}`,
        params: { courseId: slug },
      });
    }

    /** GET /iscrizioni/{token}: the status and what the loader hands the page. */
    async function openPage(token: string) {
      const answer = (await pageLoader({
        request: new Request(`http://localhost/iscrizioni/${token}`),
        params: { token },
        context: requestContext(db(), testEnv()),
      } as never)) as unknown;
      const wrapped = answer as { type?: string; data?: unknown; init?: ResponseInit | null };
      if (wrapped.type === "DataWithResponseInit") {
        return {
          status: wrapped.init?.status ?? 200,
          body: wrapped.data as Record<string, unknown>,
        };
      }
      return { status: 200, body: answer as Record<string, unknown> };
    }

    function postPage(token: string, intent: string) {
      return pageAction({
        request: new Request(`http://localhost/iscrizioni/${token}`, {
          method: "POST",
          body: new URLSearchParams({ intent }),
        }),
        params: { token },
        context: requestContext(db(), testEnv()),
      } as never);
    }

    function askLinks(email: string, env: Env, clientIp = "10.2.0.1") {
      const request = new Request("http://localhost/le-mie-iscrizioni", {
        method: "POST",
        body: new URLSearchParams({ email, "bot-field": "" }),
      });
      return callAction(linksAction, request, { database: db(), env, log, clientIp });
    }

    const tokenOf = (pagePath: unknown) => String(pagePath).replace(/^\/iscrizioni\//, "");

    it("gives each enrolment an unguessable link, keeps only its hash, and answers 404 to any other", async () => {
      const { course, edition } = await insertCourseEdition(db().db, "corso-link", {
        priceCents: 19900,
      });
      const res = await enrol(course.slug, anEnrolmentForm(edition.id));
      expect(res.status).toBe(200);
      const token = tokenOf(res.body.pagePath);
      // 32 random bytes in base64url: 256 bits.
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);

      const [row] = await db().db.select().from(enrolments);
      const [link] = await db().db.select().from(enrolmentAccessTokens);
      expect(link).toMatchObject({
        enrolmentId: row!.id,
        hash: createHash("sha256").update(token).digest("hex"),
      });
      expect(JSON.stringify([row, link])).not.toContain(token);

      const page = await openPage(token);
      expect(page.status).toBe(200);
      expect(page.body.page).toMatchObject({ reference: row!.reference, status: "ricevuta" });
      // The amount frozen on the enrolment (decision 058).
      expect(page.body.page).toMatchObject({ payment: { price: "€ 199,00" } });
      const other = `${token.slice(0, 42)}${token.endsWith("A") ? "B" : "A"}`;
      for (const wrong of [other, "corto", link!.hash, row!.id]) {
        expect((await openPage(wrong)).status, wrong).toBe(404);
      }
    });

    it("takes no second seat for the same fiscal code, also when both are sent at once", async () => {
      const { course, edition } = await insertCourseEdition(db().db, "corso-doppio", { seats: 5 });
      const form = anEnrolmentForm(edition.id, { fiscalCode: "rssmra85t10a562s" });
      const answers = await Promise.all([enrol(course.slug, form), enrol(course.slug, form)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      const refused = answers.find((a) => a.status === 400)!;
      expect(refused.body).toMatchObject({
        status: "invalid",
        errors: { fiscalCode: expect.stringMatching(/^Con questo codice fiscale c'è già/) },
        values: { fullName: "Marco Rossi", fiscalCode: "rssmra85t10a562s" },
      });
      // Again later, and from another address: still one row, one seat.
      const again = await enrol(course.slug, { ...form, email: "altro@example.org" });
      expect(again.status).toBe(400);
      expect(await db().db.select().from(enrolments)).toHaveLength(1);
      // Someone else still enrols.
      expect((await enrol(course.slug, { ...form, fiscalCode: aFiscalCode(3) })).status).toBe(200);
    });

    it("cancels after a confirmation, gives the seat to the waiting list, and lets the person enrol again", async () => {
      const { course, edition } = await insertCourseEdition(db().db, "corso-annulla", { seats: 1 });
      const first = await enrol(course.slug, anEnrolmentForm(edition.id));
      const waiting = await enrol(
        course.slug,
        anEnrolmentForm(edition.id, { fiscalCode: aFiscalCode(1), email: "b@example.org" }),
      );
      expect(waiting.body).toMatchObject({ waitingList: true });
      const waitingPage = await openPage(tokenOf(waiting.body.pagePath));
      expect(waitingPage.body.page).toMatchObject({ status: "lista_attesa", waitingPosition: 1 });
      const token = tokenOf(first.body.pagePath);

      // The first post only asks for confirmation: nothing changes.
      expect(await postPage(token, "cancel")).toMatchObject({
        data: { status: "success", intent: "cancel" },
      });
      expect((await openPage(token)).body.page).toMatchObject({ status: "ricevuta" });

      const done = (await postPage(token, "confirm-cancel")) as Response;
      expect(done.status).toBe(303);
      expect(done.headers.get("Location")).toBe(`/iscrizioni/${token}?annullata`);
      expect((await openPage(token)).body.page).toMatchObject({ status: "annullata" });
      const promoted = await openPage(tokenOf(waiting.body.pagePath));
      expect(promoted.body.page).toMatchObject({ status: "ricevuta", waitingPosition: null });
      const history = await db()
        .db.select({ summary: auditLog.summary, actor: auditLog.actorLabel })
        .from(auditLog)
        .where(eq(auditLog.entityType, "enrolment"));
      expect(history).toContainEqual({
        summary: expect.stringContaining("«Annullata»"),
        actor: "Partecipante (pagina personale)",
      });

      // Cancelled: the same person may enrol again (the freed seat is taken: waiting list).
      const again = await enrol(course.slug, anEnrolmentForm(edition.id));
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ waitingList: true });
    });

    it("refuses to cancel after the deadline or for a school's order, and changes nothing", async () => {
      const { course, edition } = await insertCourseEdition(db().db, "corso-scadenza", {
        enrolmentDeadline: new Date(Date.now() + 60 * 60_000),
      });
      const order = await enrol(
        course.slug,
        anEnrolmentForm(edition.id, {
          paymentMethod: "ordine_scuola",
          orderSchoolName: "IIS «Einstein-De Lorenzo»",
          orderSchoolCode: "PZIS02300X",
          orderInvoiceAddress: "UFXYZ1",
        }),
      );
      const refused = await postPage(tokenOf(order.body.pagePath), "confirm-cancel");
      expect(refused).toMatchObject({
        data: { status: "failed", message: expect.stringContaining("referente della scuola") },
        init: { status: 409 },
      });
      const mine = await enrol(
        course.slug,
        anEnrolmentForm(edition.id, { fiscalCode: aFiscalCode(2) }),
      );
      await db().db.execute(
        sql`update course_editions set enrolment_deadline = now() - interval '1 minute'`,
      );
      const late = await postPage(tokenOf(mine.body.pagePath), "confirm-cancel");
      expect(late).toMatchObject({
        data: { message: expect.stringContaining("La scadenza delle iscrizioni") },
      });
      const statuses = await db().db.select({ status: enrolments.status }).from(enrolments);
      expect(statuses.map((s) => s.status)).toEqual(["ricevuta", "ricevuta"]);
    });

    it("takes a payment receipt later, checked by its bytes like the form's", async () => {
      const { course, edition } = await insertCourseEdition(db().db, "corso-ricevuta");
      const res = await enrol(
        course.slug,
        anEnrolmentForm(edition.id, { paymentMethod: "bonifico" }),
      );
      const token = tokenOf(res.body.pagePath);
      const [before] = await db().db.select().from(enrolments);
      const send = (bytes: Uint8Array, name: string) => {
        const body = new FormData();
        body.append("receipt", new Blob([Buffer.from(bytes)]), name);
        return callAction(
          pageAction,
          new Request(`http://localhost/iscrizioni/${token}?intent=ricevuta`, {
            method: "POST",
            body,
          }),
          { database: db(), env: testEnv(), log, params: { token } },
        );
      };
      const wrong = await send(new TextEncoder().encode("<html>no</html>"), "ricevuta.pdf");
      expect(wrong).toMatchObject({
        status: 400,
        body: { errors: { receipt: expect.stringMatching(/^Il file caricato non è un PDF/) } },
      });
      expect((await db().db.select().from(enrolments))[0]!.fileKey).toBe(before!.fileKey);

      const ok = await send(RECEIPT_PDF, "bonifico.pdf");
      expect(ok).toMatchObject({ status: 200, body: { status: "success", intent: "ricevuta" } });
      const [after] = await db().db.select().from(enrolments);
      expect(after).toMatchObject({
        fileOriginalName: "bonifico.pdf",
        fileMime: "application/pdf",
      });
      expect(after!.fileKey).not.toBe(before!.fileKey);
    });

    it("'Le mie iscrizioni' answers alike for any address and mails new links only to a known one", async () => {
      const smtp = await inbox.start();
      const env = testEnv({ SMTP_URL: smtp.url });
      const { course, edition } = await insertCourseEdition(db().db, "corso-link-email");
      const first = await enrol(course.slug, anEnrolmentForm(edition.id), env);
      await runDueJobs({ database: db(), env, log }, JOB_HANDLERS);
      const enrolMail = (await smtp.waitFor(2)).find((m) =>
        m.to.includes("marco.rossi@example.org"),
      )!;
      // The mail issued its own link when it was sent: both open the page (decision 067).
      const mailed = /http:\/\/localhost:3000\/iscrizioni\/([A-Za-z0-9_-]{43})/.exec(
        enrolMail.text,
      );
      expect(mailed![1]).not.toBe(tokenOf(first.body.pagePath));
      expect((await openPage(mailed![1]!)).status).toBe(200);
      expect((await openPage(tokenOf(first.body.pagePath))).status).toBe(200);

      const unknown = await askLinks("nessuno@example.org", env);
      const known = await askLinks("Marco.Rossi@Example.org", env, "10.2.0.2");
      expect(unknown).toEqual({
        status: 200,
        body: { ...known.body, submission: expect.any(String) },
      });
      const queued = await db()
        .db.select({ payload: jobs.payload })
        .from(jobs)
        .where(eq(jobs.kind, "enrolment.mail-links"));
      expect(queued.map((j) => j.payload.to)).toEqual(["marco.rossi@example.org"]);

      await runDueJobs({ database: db(), env, log }, JOB_HANDLERS);
      const mails = await smtp.waitFor(3);
      const links = mails.find((m) => m.subject.startsWith("Le tue iscrizioni"))!;
      const url = /http:\/\/localhost:3000\/iscrizioni\/([A-Za-z0-9_-]{43})/.exec(links.text);
      expect((await openPage(url![1]!)).status).toBe(200);
      // The links issued before no longer open the page.
      expect((await openPage(tokenOf(first.body.pagePath))).status).toBe(404);
      expect((await openPage(mailed![1]!)).status).toBe(404);
      // Once sent, no outbox row keeps a private link's token.
      const sent = await db().db.select().from(jobs);
      expect(sent.length).toBeGreaterThanOrEqual(3);
      expect(sent.every((j) => j.status === "done")).toBe(true);
      const stored = JSON.stringify(sent.map((j) => j.payload));
      expect(stored).not.toContain(url![1]!);
      expect(stored).not.toContain(tokenOf(first.body.pagePath));
      expect(JSON.stringify(sent.map((j) => j.sent))).not.toContain(url![1]!);
    });

    it("'Le mie iscrizioni' is rate-limited per client and per address", async () => {
      const env = testEnv();
      for (let i = 0; i < 5; i++) {
        expect((await askLinks(`p${i}@example.org`, env, "10.3.0.1")).status).toBe(200);
      }
      const limited = await askLinks("p9@example.org", env, "10.3.0.1");
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({
        message: expect.stringMatching(/^Troppi tentativi\. Riprova tra \d+ minuti?\.$/),
      });

      const { course, edition } = await insertCourseEdition(db().db, "corso-limite");
      await enrol(course.slug, anEnrolmentForm(edition.id), env);
      for (let i = 0; i < 5; i++) await askLinks("marco.rossi@example.org", env, `10.4.0.${i}`);
      const mails = await db()
        .db.select()
        .from(jobs)
        .where(and(eq(jobs.kind, "enrolment.mail-links")));
      expect(mails).toHaveLength(3);
    });
  },
  { fresh: "each" },
);

describe.each(DATABASE_KINDS)("the participant page's migration on %s", (kind) => {
  it("keeps existing duplicates and flags the later ones for staff", async () => {
    const database = await createDatabaseBefore(kind, "_participant_page");
    try {
      const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
      await insertEarlyCourseEdition(database);
      const rows: Array<[string, string, string, number]> = [
        ["ISC-2027-0001", "RSSMRA85T10A562S", "ricevuta", 1],
        ["ISC-2027-0002", "rssmra85t10a562s", "lista_attesa", 2],
        ["ISC-2027-0003", aFiscalCode(5), "ricevuta", 3],
        ["ISC-2027-0004", aFiscalCode(6), "annullata", 4],
        ["ISC-2027-0005", aFiscalCode(6), "ricevuta", 5],
      ];
      for (const [reference, fiscalCode, status, minute] of rows) {
        await run(sql`
          insert into enrolments (reference, edition_id, full_name, fiscal_code, email, phone,
            payment_method, status, created_at)
          values (${reference}, ${EARLY_EDITION_ID}, 'Persona', ${fiscalCode},
            'p@example.org', '3331234567', 'bonifico', ${status},
            ${new Date(Date.UTC(2026, 10, 1, 10, minute)).toISOString()}::timestamptz)`);
      }

      await migrateDatabase(database);

      const after = await database.db
        .select({ reference: enrolments.reference, flagged: enrolments.duplicateFlagged })
        .from(enrolments)
        .orderBy(enrolments.reference);
      expect(after).toEqual([
        { reference: "ISC-2027-0001", flagged: false },
        { reference: "ISC-2027-0002", flagged: true },
        { reference: "ISC-2027-0003", flagged: false },
        { reference: "ISC-2027-0004", flagged: false },
        { reference: "ISC-2027-0005", flagged: false },
      ]);
    } finally {
      await database.drop();
    }
  });
});
