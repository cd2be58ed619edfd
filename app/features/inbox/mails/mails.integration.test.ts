// Decision 067: every e-mail through one framework, sent as text and HTML,
// with the paragraph staff edit, a fresh private link in each participant
// mail, and /admin/email showing them with every link masked.
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { action as enrolAction } from "~/features/enrolments/public/enrol";
import { loader as pageLoader } from "~/features/enrolments/journey/participant-page";
import { action as linksAction } from "~/features/enrolments/journey/my-enrolments";
import {
  ALREADY_ENROLLED_MESSAGE,
  RESENT_MESSAGE,
} from "~/features/enrolments/journey/resend-link";
import { changeEnrolmentStatuses } from "~/features/enrolments/edition-run.server";
import { recordPayment } from "~/features/enrolments/ledger.server";
import { JOB_HANDLERS } from "~/features/inbox/notifications.server";
import { COURSE_MAIL_KINDS as LATER } from "~/features/inbox/mails/course-mails.server";
import { OFFICE_MAIL_KINDS as OFFICE } from "~/features/inbox/mails/office-mails.server";
import { MAIL_KINDS } from "~/features/inbox/mails/mail-kinds.server";
import { loader as listLoader } from "~/features/inbox/admin/mails";
import { loader as detailLoader } from "~/features/inbox/admin/mail-detail";
import { loader as textsLoader } from "~/features/inbox/admin/mail-texts";
import { action as textAction, loader as textLoader } from "~/features/inbox/admin/mail-text-edit";
import { eraseOldMails } from "~/features/privacy/mail-retention.server";
import { createSession, type Staff } from "~/features/staff/auth/sessions.server";
import { contactMessages, enrolmentAccessTokens, enrolments, jobs } from "~/platform/db/schema";
import type { Env } from "~/platform/env.server";
import { enqueueJob, runDueJobs } from "~/platform/jobs.server";
import { callAction, requestContext } from "../../../../tests/support/action";
import {
  aContactMessageRow,
  anEnrolmentForm,
  insertCourseEdition,
  VOUCHER_PDF,
  registrationForm,
} from "../../../../tests/support/builders";
import { createStaffPair, describeOnEachDatabase } from "../../../../tests/support/db";
import { smtpPerTest, type ReceivedMail } from "../../../../tests/support/smtp";
import { formEnvPerTest } from "../../../../tests/support/uploads";

const log = pino({ level: "silent" });
const TOKEN_IN_LINK = /\/iscrizioni\/([A-Za-z0-9_-]{43})/g;
let ip = 0;

describeOnEachDatabase("e-mails at every step on %s", (db, kind) => {
  const inbox = smtpPerTest();
  const testEnv = formEnvPerTest("scuola-mail-");
  let staff: { admin: Staff; editor: Staff };
  beforeAll(async () => {
    staff = await createStaffPair(db(), `mail-${kind}`, "una-frase-lunga-per-la-prova");
  });
  const deps = (env: Env) => ({ database: db(), env, log });

  function enrol(slug: string, fields: Record<string, string>, env: Env) {
    const request = new Request(`http://localhost/corsi/${slug}/iscrizione`, {
      method: "POST",
      body: registrationForm(fields, VOUCHER_PDF, "paymentFile"),
    });
    ip++;
    return callAction(enrolAction, request, {
      ...deps(env),
      clientIp: `10.9.${ip}.1`,
      params: { courseId: slug },
    });
  }

  /** A loader or action called as React Router would, as `who` (anonymous when null). */
  async function call(
    handler: (args: never) => unknown,
    url: string,
    options: { who?: Staff | null; params?: Record<string, string>; form?: object; env?: Env },
  ): Promise<{ status: number; body: unknown; location?: string | null }> {
    const headers = new Headers({ Origin: "http://localhost" });
    if (options.who) {
      const { token } = await createSession(db().db, options.who.id);
      headers.set("Cookie", `staff_session=${token}`);
    }
    if (options.form) headers.set("Content-Type", "application/x-www-form-urlencoded");
    const request = new Request(`http://localhost${url}`, {
      method: options.form ? "POST" : "GET",
      headers,
      body: options.form ? new URLSearchParams(options.form as Record<string, string>) : undefined,
    });
    try {
      const result = (await (handler as (args: unknown) => Promise<unknown>)({
        request,
        context: requestContext(db(), options.env ?? testEnv()),
        params: options.params ?? {},
      })) as { type?: string; data?: unknown; init?: ResponseInit | null };
      if (result?.type === "DataWithResponseInit") {
        return { status: result.init?.status ?? 200, body: result.data };
      }
      return { status: 200, body: result };
    } catch (thrown) {
      if (thrown instanceof Response) {
        return { status: thrown.status, body: null, location: thrown.headers.get("Location") };
      }
      const init = (thrown as { init?: ResponseInit | null }).init;
      if (init?.status) return { status: init.status, body: (thrown as { data: unknown }).data };
      throw thrown;
    }
  }

  async function pageStatus(token: string): Promise<number> {
    const answer = (await pageLoader({
      request: new Request(`http://localhost/iscrizioni/${token}`),
      params: { token },
      context: requestContext(db(), testEnv()),
    } as never)) as { type?: string; init?: ResponseInit | null };
    return answer.type === "DataWithResponseInit" ? (answer.init?.status ?? 200) : 200;
  }

  /** The mail whose subject is `subject`. */
  const bySubject = (mails: ReceivedMail[], subject: string) =>
    mails.find((m) => m.subject === subject);

  it("sends every kind as text and HTML with its paragraph, each participant mail with a link of its own", async () => {
    const smtp = await inbox.start();
    const env = testEnv({ SMTP_URL: smtp.url });
    const { course, edition } = await insertCourseEdition(db().db, "corso-email", {
      priceCents: 19900,
    });
    const enrolled = await enrol(course.slug, anEnrolmentForm(edition.id), env);
    expect(enrolled.status).toBe(200);
    const [e] = await db().db.select().from(enrolments).where(eq(enrolments.editionId, edition.id));

    // Staff rewrite the paragraph of the payment mail.
    const edited = "Grazie del pagamento: conserva questa e-mail come promemoria.";
    const saved = await call(textAction, "/admin/email/testi/enrolment.mail-paid", {
      who: staff.admin,
      params: { kind: "enrolment.mail-paid" },
      form: { paragraph: `  Grazie del pagamento:\nconserva questa e-mail come promemoria. ` },
    });
    expect(saved).toMatchObject({ status: 303 });

    // Paid in full (the ledger queues the mail), then the seat confirmed by staff.
    await db().db.transaction((tx) =>
      recordPayment(tx, {
        enrolmentId: e!.id,
        method: "carta_docente",
        amountCents: 19900,
        receivedOn: "2027-02-01",
        sourceRef: "BUONO-1",
      }),
    );
    const confirmed = await changeEnrolmentStatuses(db().db, env, {
      editionId: edition.id,
      status: "confermata",
      selected: [{ id: e!.id, shown: "pagamento_verificato" }],
      actor: { id: null, label: "Prova" },
    });
    expect(confirmed).toMatchObject({ ok: true });
    // The other kinds, queued as their features do.
    const [message] = await db()
      .db.insert(contactMessages)
      .values(aContactMessageRow())
      .returning();
    for (const [jobKind, payload] of [
      [
        "account.mail-link",
        {
          to: "nuovo@esempio.it",
          name: "Nuovo",
          hours: 48,
          url: `${env.PUBLIC_URL}/admin/imposta-password/${"s".repeat(43)}`,
        },
      ],
      ["mail.test", { to: "prova@esempio.it" }],
      ["contact.mail", { messageId: message!.id }],
      ["cedils.mail-school", { enrolmentId: e!.id }],
      ["cedils.mail-enrollee", { enrolmentId: e!.id }],
      ["enrolment.mail-links", { to: e!.email, enrolmentIds: [e!.id] }],
      ["enrolment.mail-promoted", { enrolmentId: e!.id }],
      ["enrolment.mail-link-again", { enrolmentId: e!.id }],
    ] as const) {
      await enqueueJob(db().db, jobKind, payload);
    }
    await runDueJobs(deps(env), JOB_HANDLERS, { limit: 100 });
    // Lessons, attestati, orders, invoices…: their features' tests send them.
    const kinds = Object.keys(MAIL_KINDS).filter((k) => !(k in { ...LATER, ...OFFICE }));
    const mails = await smtp.waitFor(kinds.length);
    const sent = await db()
      .db.select()
      .from(jobs)
      .where(sql`${jobs.kind} like '%mail%'`);
    expect(sent.map((j) => j.kind).sort()).toEqual([...kinds].sort());

    const tokens = new Set<string>();
    for (const job of sent) {
      expect(job.status, job.kind).toBe("done");
      const mail = bySubject(mails, job.sent!.subject)!;
      expect(mail, job.kind).toBeDefined();
      expect(mail.headers["content-type"]).toMatch(/^multipart\/alternative/);
      expect(mail.html).toContain('<html lang="it">');
      const paragraph =
        job.kind === "enrolment.mail-paid"
          ? edited
          : MAIL_KINDS[job.kind as keyof typeof MAIL_KINDS].paragraph;
      expect(mail.text, job.kind).toContain(paragraph);
      expect(mail.html, job.kind).toContain(paragraph);
      const links = [...mail.text.matchAll(TOKEN_IN_LINK)].map((m) => m[1]!);
      for (const token of links) {
        tokens.add(token);
        // The HTML's button leads to the same private page.
        expect(mail.html).toContain(`/iscrizioni/${token}`);
      }
      // The copy kept for /admin/email masks the link.
      expect(job.sent!.text).not.toMatch(TOKEN_IN_LINK);
      if (links.length > 0) expect(job.sent!.text).toContain("/iscrizioni/•••");
    }
    // The payment mail says what was paid and what is left.
    const paid = bySubject(
      mails,
      sent.find((j) => j.kind === "enrolment.mail-paid")!.sent!.subject,
    )!;
    expect(paid.text).toContain("€ 199,00 (buono della Carta del Docente)");
    expect(paid.text).toContain("Non resta nulla da pagare.");
    const account = sent.find((j) => j.kind === "account.mail-link")!;
    expect(account.sent!.text).toContain("/admin/imposta-password/•••");
    expect(JSON.stringify(account)).not.toContain("s".repeat(43));

    // Seven mails to the participant, seven links of their own; 'Le mie
    // iscrizioni' replaced the ones issued before it, its own opens the page.
    expect(tokens.size).toBe(7);
    const listMail = bySubject(
      mails,
      sent.find((j) => j.kind === "enrolment.mail-links")!.sent!.subject,
    )!;
    const listToken = [...listMail.text.matchAll(TOKEN_IN_LINK)][0]![1]!;
    expect(await pageStatus(listToken)).toBe(200);
    expect(await pageStatus(String(enrolled.body.pagePath).slice("/iscrizioni/".length))).toBe(404);
    const stored = JSON.stringify(await db().db.select().from(jobs));
    for (const token of tokens) expect(stored).not.toContain(token);

    // /admin/email: the list and the detail show the masked copy, never a token.
    const list = await call(listLoader, "/admin/email?tipo=enrolment.mail-paid", {
      who: staff.editor,
    });
    const listed = (list.body as { mails: { items: Array<{ id: string; title: string }> } }).mails;
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]!.title).toBe(`Pagamento ricevuto – ${e!.email}`);
    const detail = await call(detailLoader, `/admin/email/${listed.items[0]!.id}`, {
      who: staff.editor,
      params: { mailId: listed.items[0]!.id },
    });
    const shown = JSON.stringify(detail.body);
    expect(shown).toContain("/iscrizioni/•••");
    expect(shown).toContain(edited);
    for (const token of tokens) expect(shown).not.toContain(token);
  });

  it("shows a queued mail written from today's data without issuing a link; only an amministratore edits texts", async () => {
    const env = testEnv();
    const { edition } = await insertCourseEdition(db().db, "corso-coda");
    const [e] = await db()
      .db.insert(enrolments)
      .values({
        reference: "ISC-2027-0901",
        editionId: edition.id,
        fullName: "Lucia Ferrara",
        fiscalCode: "FRRLCU82C45G942K",
        email: "lucia.coda@example.org",
        phone: "333 7654321",
        school: "IIS Potenza",
        role: "Docente",
        paymentMethod: "bonifico",
      })
      .returning();
    await enqueueJob(db().db, "enrolment.mail-promoted", { enrolmentId: e!.id });
    const [job] = await db()
      .db.select()
      .from(jobs)
      .where(sql`${jobs.payload} ->> 'enrolmentId' = ${e!.id}`);

    const list = await call(listLoader, "/admin/email?stato=pending", { who: staff.editor, env });
    const items = (
      list.body as { mails: { items: Array<{ id: string; title: string; statusLabel: string }> } }
    ).mails.items;
    expect(items.find((i) => i.id === job!.id)).toMatchObject({
      title: "Posto liberato dalla lista d'attesa – lucia.coda@example.org",
      statusLabel: "In coda",
    });
    const detail = await call(detailLoader, `/admin/email/${job!.id}`, {
      who: staff.editor,
      params: { mailId: job!.id },
      env,
    });
    const body = detail.body as { mail: { kept: boolean; content: { text: string } } };
    expect(body.mail.kept).toBe(false);
    expect(body.mail.content.text).toContain("Gentile Lucia Ferrara");
    expect(body.mail.content.text).toContain("/iscrizioni/•••");
    // A preview issues no link.
    expect(
      await db()
        .db.select()
        .from(enrolmentAccessTokens)
        .where(eq(enrolmentAccessTokens.enrolmentId, e!.id)),
    ).toEqual([]);
    const missing = await call(detailLoader, "/admin/email/x", {
      who: staff.editor,
      params: { mailId: "x" },
    });
    expect(missing.status).toBe(404);

    // The texts are the amministratore's: a redattore reads the outbox only.
    const params = { kind: "enrolment.mail-promoted" };
    const url = "/admin/email/testi/enrolment.mail-promoted";
    expect((await call(textsLoader, "/admin/email/testi", { who: staff.editor })).status).toBe(403);
    expect((await call(textLoader, url, { who: staff.editor, params })).status).toBe(403);
    const refused = await call(textAction, url, {
      who: staff.editor,
      params,
      form: { paragraph: "Altro" },
    });
    expect(refused.status).toBe(403);
    const anonymous = await call(textLoader, url, { who: null, params });
    expect(anonymous.location).toMatch(/^\/admin\/login/);

    // Server-side checks, Italian errors, what was typed kept, nothing saved.
    const empty = await call(textAction, url, {
      who: staff.admin,
      params,
      form: { paragraph: " \n " },
    });
    expect(empty).toMatchObject({
      status: 400,
      body: { errors: { paragraph: expect.stringMatching(/^Scrivi il testo/) } },
    });
    const long = "a".repeat(801);
    const tooLong = await call(textAction, url, {
      who: staff.admin,
      params,
      form: { paragraph: long },
    });
    expect(tooLong).toMatchObject({
      status: 400,
      body: { values: { paragraph: long }, errors: { paragraph: "Al massimo 800 caratteri." } },
    });
    // The preview writes the last mail of the kind with the text typed, saving nothing.
    const preview = await call(textAction, `${url}?intent=preview`, {
      who: staff.admin,
      params,
      form: { paragraph: "Un testo in prova." },
    });
    expect(preview.body).toMatchObject({
      preview: { text: expect.stringContaining("Un testo in prova.") },
    });
    const page = await call(textLoader, url, { who: staff.admin, params });
    expect(page.body).toMatchObject({ edited: false, history: [] });
    expect((page.body as { paragraph: string }).paragraph).toBe(
      MAIL_KINDS["enrolment.mail-promoted"].paragraph,
    );

    await call(textAction, url, { who: staff.admin, params, form: { paragraph: "Primo testo." } });
    await call(textAction, `${url}?intent=reset`, { who: staff.admin, params, form: {} });
    const after = await call(textLoader, url, { who: staff.admin, params });
    expect(after.body).toMatchObject({
      edited: false,
      history: [
        { paragraph: null, actorLabel: "Anna Amministratrice" },
        { paragraph: "Primo testo.", actorLabel: "Anna Amministratrice" },
      ],
    });
  });

  it("offers the link again to a second submission, sent to the address of the enrolment already made", async () => {
    const smtp = await inbox.start();
    const env = testEnv({ SMTP_URL: smtp.url });
    const { course, edition } = await insertCourseEdition(db().db, "corso-doppio-link");
    const fiscalCode = "BNCLCU90A41G942M";
    const first = await enrol(
      course.slug,
      anEnrolmentForm(edition.id, { fiscalCode, email: "vera@example.org" }),
      env,
    );
    expect(first.status).toBe(200);
    await runDueJobs(deps(env), JOB_HANDLERS);
    await smtp.waitFor(2);

    const again = await enrol(
      course.slug,
      anEnrolmentForm(edition.id, { fiscalCode, email: "altro@example.org" }),
      env,
    );
    expect(again).toMatchObject({
      status: 400,
      body: { errors: { fiscalCode: ALREADY_ENROLLED_MESSAGE } },
    });

    const resend = (fields: Record<string, string>, clientIp: string) =>
      callAction(
        linksAction,
        new Request("http://localhost/le-mie-iscrizioni?intent=ripeti", {
          method: "POST",
          body: new URLSearchParams(fields),
        }),
        { ...deps(env), clientIp },
      );
    const known = await resend(
      { fiscalCode: fiscalCode.toLowerCase(), editionId: edition.id },
      "10.8.0.1",
    );
    const unknown = await resend(
      { fiscalCode: "RSSMRA85T10A562S", editionId: edition.id },
      "10.8.0.2",
    );
    const otherEdition = await resend({ fiscalCode, editionId: "nessuna" }, "10.8.0.3");
    for (const answer of [known, unknown, otherEdition]) {
      expect(answer).toMatchObject({ status: 200, body: { status: "success", resent: true } });
    }
    expect(RESENT_MESSAGE).toContain("indirizzo email indicato in quell'iscrizione");

    await runDueJobs(deps(env), JOB_HANDLERS);
    const mails = await smtp.waitFor(3);
    const link = mails.filter((m) => m.subject.startsWith("Il link alla tua iscrizione"));
    expect(link).toHaveLength(1);
    expect(link[0]!.to).toEqual(["vera@example.org"]);
    expect(mails.some((m) => m.to.includes("altro@example.org"))).toBe(false);
    const token = [...link[0]!.text.matchAll(TOKEN_IN_LINK)][0]![1]!;
    expect(await pageStatus(token)).toBe(200);
    // The link shown on the first confirmation still works: nothing was replaced.
    expect(await pageStatus(String(first.body.pagePath).slice("/iscrizioni/".length))).toBe(200);

    // Within the per-address limit (3 an hour, shared with 'Le mie iscrizioni').
    for (let i = 0; i < 4; i++) await resend({ fiscalCode, editionId: edition.id }, `10.8.1.${i}`);
    const [vera] = await db()
      .db.select({ id: enrolments.id })
      .from(enrolments)
      .where(eq(enrolments.email, "vera@example.org"));
    const queued = await db()
      .db.select()
      .from(jobs)
      .where(
        sql`${jobs.kind} = 'enrolment.mail-link-again' and ${jobs.payload} ->> 'enrolmentId' = ${vera!.id}`,
      );
    expect(queued).toHaveLength(3);
  });

  it("keeps sent e-mails for their own period, never a mail still waiting", async () => {
    const at = new Date("2030-06-01T02:00:00Z");
    const old = new Date("2029-05-01T00:00:00Z");
    const recent = new Date("2030-01-01T00:00:00Z");
    const rows = await db()
      .db.insert(jobs)
      .values([
        {
          kind: "mail.test",
          payload: {},
          status: "done",
          doneAt: old,
          sent: { to: "a@b.it", subject: "s", text: "t" },
        },
        { kind: "mail.test", payload: {}, status: "failed", runAt: old },
        { kind: "mail.test", payload: {}, status: "done", doneAt: recent },
        { kind: "mail.test", payload: {}, status: "pending", runAt: old },
      ])
      .returning({ id: jobs.id });
    expect(await eraseOldMails(db().db, at)).toBeGreaterThanOrEqual(2);
    const left = await db().db.select({ id: jobs.id }).from(jobs);
    const ids = new Set(left.map((r) => r.id));
    expect(rows.map((r) => ids.has(r.id))).toEqual([false, false, true, true]);
  });
});
