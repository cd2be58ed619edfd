// Decision 042: erasure on request (row, files and every copy gone, a history
// row with nothing personal). Each case on PGlite and PostgreSQL.
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { CEDILS_COURSE_ID } from "~/features/courses/cedils-course";
import { submitContactMessage } from "~/features/inbox/contacts.server";
import { action as messageAction } from "~/features/inbox/admin/message-detail";
import { action as participantAction } from "~/features/enrolments/admin/participant-detail";
import { loader as participantData } from "~/features/enrolments/admin/participant-data";
import {
  auditLog,
  certificates,
  contactMessages,
  enrolments,
  entityVersions,
  invoices,
  jobs,
} from "~/platform/db/schema";
import { parseEnv } from "~/platform/env.server";
import { putStoredFile } from "~/platform/files/stored-files.server";
import { receiptKey } from "~/platform/forms/uploads.server";
import { ContactFormSchema } from "~/features/inbox/contact-schema";
import {
  aContactRequest,
  aFiscalCode,
  anEnrolment,
  insertCourseEdition,
  RECEIPT_PDF,
} from "../../../tests/support/builders";
import { describePersonalData } from "../../../tests/support/personal-data";

describePersonalData((db, pd) => {
  const { asStaff, cedilsParticipant, historyText, receiptExists, register, run } = pd;

  it("erases a CEDILS registration with its receipt, jobs and versions, after the amministratore confirms", async () => {
    const database = db();
    const gone = await register({ fullName: "Giulia Verdi", email: "giulia@example.org" });
    const kept = await register({
      fullName: "Paolo Neri",
      email: "paolo@example.org",
      fiscalCode: aFiscalCode(1),
    });
    const [goneRow] = await database.db.select().from(enrolments).where(eq(enrolments.id, gone.id));
    const [keptRow] = await database.db.select().from(enrolments).where(eq(enrolments.id, kept.id));
    // A saved version is a copy of the person's data too.
    await database.db.insert(entityVersions).values({
      entityType: "enrolment",
      entityId: gone.id,
      version: 1,
      snapshot: { fullName: goneRow!.fullName, fiscalCode: goneRow!.fiscalCode },
    });
    expect(await receiptExists(goneRow!.fileKey!)).toBe(true);
    // Its invoice is kept ten years with its own copy of the buyer (decision 063).
    await database.db.insert(invoices).values({
      year: 2027,
      number: 1,
      format: "FPR12",
      documentType: "TD01",
      purpose: "iscrizione",
      enrolmentId: gone.id,
      buyerName: goneRow!.fullName,
      buyerFiscalCode: goneRow!.fiscalCode,
      buyerAddress: { street: "Via Pretoria 122", postalCode: "85100", city: "Potenza" },
      recipientCode: "0000000",
      lines: [],
      taxableCents: 0,
      taxCents: 0,
      totalCents: 0,
      issuedOn: "2027-01-10",
      fileName: "IT01987650764_27001.xml",
      xml: "<FatturaElettronica/>",
    });

    // A redattore is refused on the server, and nothing changes.
    const { url: page, params } = cedilsParticipant(gone.id);
    const url = `${page}?cancella=1`;
    const refused = await run(
      participantAction,
      await asStaff(pd.editor, url, { intent: "delete", id: gone.id }),
      params,
    );
    expect(refused.status).toBe(403);
    expect(await database.db.select().from(enrolments)).toHaveLength(2);

    const done = await run(
      participantAction,
      await asStaff(pd.admin, url, { intent: "delete", id: gone.id }),
      params,
    );
    expect(done).toMatchObject({
      status: 302,
      location: `/admin/corsi/${CEDILS_COURSE_ID}/edizioni/${pd.cedilsEditionId}?avviso=cancellata`,
    });

    // The row, its file, its outbox jobs (which name it) and its versions are gone…
    const left = await database.db.select().from(enrolments);
    expect(left.map((r) => r.id)).toEqual([kept.id]);
    expect(await receiptExists(goneRow!.fileKey!)).toBe(false);
    const jobPayloads = (await database.db.select().from(jobs)).map((j) => j.payload);
    expect(jobPayloads).toHaveLength(2);
    expect(jobPayloads.every((p) => p.enrolmentId === kept.id)).toBe(true);
    expect(
      await database.db.select().from(entityVersions).where(eq(entityVersions.entityId, gone.id)),
    ).toEqual([]);
    // …the other registration is untouched, and so is the erased one's invoice…
    expect(await receiptExists(keptRow!.fileKey!)).toBe(true);
    expect(await database.db.select().from(invoices)).toMatchObject([
      { enrolmentId: gone.id, buyerFiscalCode: goneRow!.fiscalCode },
    ]);
    // …and the history says who erased what and when, by reference only.
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, gone.id), eq(auditLog.action, "erase")));
    expect(entry).toMatchObject({
      actorId: pd.admin.id,
      actorLabel: "Anna Amministratrice",
      entityType: "enrolment",
      summary: `Iscrizione ${goneRow!.reference} cancellata, con i file allegati, su richiesta dell'interessato`,
    });
    expect(entry!.at.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const history = await historyText();
    for (const personal of ["Giulia", "Verdi", "giulia@example.org", goneRow!.fiscalCode]) {
      expect(history).not.toContain(personal);
    }

    // Erasing again (a second tab): the same end, no second history row.
    const again = await run(
      participantAction,
      await asStaff(pd.admin, url, { intent: "delete", id: gone.id }),
      params,
    );
    expect(again.status).toBe(302);
    const erasures = await database.db.select().from(auditLog).where(eq(auditLog.action, "erase"));
    expect(erasures).toHaveLength(1);
  });

  it("erases a course participant with the voucher and the attestato, after the amministratore confirms; exports them first", async () => {
    const database = db();
    const { course, edition } = await insertCourseEdition(
      database.db,
      "cancellazione-partecipante",
    );
    await putStoredFile(database.db, receiptKey("buono-x.pdf"), RECEIPT_PDF, "application/pdf");
    const [gone, kept] = await database.db
      .insert(enrolments)
      .values([
        anEnrolment(edition.id, {
          fullName: "Sara Galli",
          email: "sara.galli@example.org",
          fiscalCode: "GLLSRA80A41G942Y",
          status: "completata",
          fileKey: "buono-x.pdf",
          fileMime: "application/pdf",
          // The data of her own invoice, as the form keeps them (decision 063).
          details: {
            invoiceStreet: "Via dei Mille 5",
            invoicePostalCode: "85025",
            invoiceCity: "Melfi",
            invoiceProvince: "PZ",
            invoiceRecipient: "sara.galli@pec.it",
          },
        }),
        anEnrolment(edition.id, { fullName: "Piero Conte", email: "piero@example.org" }),
      ])
      .returning();
    // Her invoice keeps its own copy of them, ten years (decision 063).
    await database.db.insert(invoices).values({
      year: 2027,
      number: 7,
      format: "FPR12",
      documentType: "TD01",
      purpose: "iscrizione",
      enrolmentId: gone!.id,
      buyerName: gone!.fullName,
      buyerFiscalCode: gone!.fiscalCode,
      buyerAddress: { street: "Via dei Mille 5", postalCode: "85025", city: "Melfi" },
      recipientCode: "0000000",
      recipientPec: "sara.galli@pec.it",
      lines: [],
      taxableCents: 0,
      taxCents: 0,
      totalCents: 0,
      issuedOn: "2027-01-10",
      fileName: "IT01987650764_27007.xml",
      xml: "<FatturaElettronica/>",
    });
    await database.db.insert(certificates).values({
      code: "ABCD-EFGH-JKLM-NPQR-STUV",
      enrolmentId: gone!.id,
      fullName: gone!.fullName,
      fiscalCode: gone!.fiscalCode,
      courseTitle: course.title,
      startDate: edition.startDate,
      hours: 20,
      place: "Potenza",
    });
    const params = { courseId: course.id, editionId: edition.id, enrolmentId: gone!.id };
    const url = `/admin/corsi/${course.id}/edizioni/${edition.id}/iscritti/${gone!.id}`;

    // Money recorded on her page writes history rows: they name the enrolment by reference only.
    const paid = await run(
      participantAction,
      await asStaff(pd.admin, url, {
        intent: "registra-pagamento",
        amount: "10,00",
        receivedOn: "2027-01-05",
      }),
      params,
    );
    expect(paid.status).toBe(200);
    expect(await historyText()).toContain(`Iscrizione ${gone!.reference}: pagamento di € 10,00`);

    // The art. 15 export, for an amministratore only.
    expect(
      (await run(participantData, await asStaff(pd.editor, `${url}/dati.json`), params)).status,
    ).toBe(403);
    const exported = await run(
      participantData,
      await asStaff(pd.admin, `${url}/dati.json`),
      params,
    );
    expect(exported.status).toBe(200);
    const json = JSON.parse(await (exported.body as Response).text());
    expect(JSON.stringify(json)).toContain("sara.galli@example.org");
    expect(JSON.stringify(json)).not.toContain("piero@example.org");
    // The invoice's data are among the enrolment's other data.
    expect(json.iscrizioniCorsi[0].altriDati).toEqual(gone!.details);

    // A redattore cannot erase; an amministratore can.
    const refused = await run(
      participantAction,
      await asStaff(pd.editor, `${url}?cancella=1`, { intent: "delete", id: gone!.id }),
      params,
    );
    expect(refused.status).toBe(403);
    expect(await database.db.select().from(enrolments)).toHaveLength(2);
    const done = await run(
      participantAction,
      await asStaff(pd.admin, `${url}?cancella=1`, { intent: "delete", id: gone!.id }),
      params,
    );
    expect(done).toMatchObject({
      status: 302,
      location: `/admin/corsi/${course.id}/edizioni/${edition.id}?avviso=cancellata`,
    });
    const left = await database.db.select().from(enrolments);
    expect(left.map((e) => e.id)).toEqual([kept!.id]);
    expect(await database.db.select().from(certificates)).toEqual([]);
    expect(await receiptExists("buono-x.pdf")).toBe(false);
    // Her address and PEC went with the row; only the invoice's own copy stays.
    const [invoice] = await database.db.select().from(invoices);
    expect(invoice).toMatchObject({
      enrolmentId: gone!.id,
      buyerAddress: { street: "Via dei Mille 5" },
      recipientPec: "sara.galli@pec.it",
    });
    const elsewhere = JSON.stringify([
      await database.db.select().from(enrolments),
      await database.db.select().from(jobs),
      await database.db.select().from(entityVersions),
      await database.db.select().from(auditLog),
    ]);
    for (const personal of ["Via dei Mille", "sara.galli@pec.it"]) {
      expect(elsewhere).not.toContain(personal);
    }
    const history = await historyText();
    expect(history).toContain(gone!.reference);
    for (const personal of ["Sara", "Galli", "sara.galli@example.org", gone!.fiscalCode]) {
      expect(history).not.toContain(personal);
    }
  });

  it("erases a message with its outbox jobs; the status form still works", async () => {
    const database = db();
    const smtpLess = parseEnv({
      DATA_DIR: pd.dataDir,
      LOG_LEVEL: "silent",
      MAILERLITE_TOKEN: "x",
    });
    const { id } = await submitContactMessage(
      { database, env: smtpLess },
      ContactFormSchema.parse(
        aContactRequest({ name: "Lucia Bianchi", email: "lucia@example.org" }),
      ),
    );
    expect(await database.db.select().from(jobs)).toHaveLength(2);
    const url = `/admin/messaggi/${id}`;
    // The page's other form (the status) is not an erasure.
    const status = await run(messageAction, await asStaff(pd.editor, url, { status: "gestito" }), {
      messageId: id,
    });
    expect(status.status).toBe(200);
    const refused = await run(
      messageAction,
      await asStaff(pd.editor, url, { intent: "delete", id }),
      { messageId: id },
    );
    expect(refused.status).toBe(403);
    const done = await run(messageAction, await asStaff(pd.admin, url, { intent: "delete", id }), {
      messageId: id,
    });
    expect(done).toMatchObject({ status: 302, location: "/admin/messaggi?avviso=cancellato" });
    expect(await database.db.select().from(contactMessages)).toEqual([]);
    expect(await database.db.select().from(jobs)).toEqual([]);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "erase"));
    expect(entry!.summary).toMatch(
      /^Messaggio del \d{1,2} [a-z]+ \d{4} cancellato su richiesta dell'interessato$/,
    );
    const history = await historyText();
    expect(history).not.toContain("Lucia");
    expect(history).not.toContain("lucia@example.org");
  });
});
