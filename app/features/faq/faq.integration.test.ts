import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { faqPage } from "~/platform/structured-data";
import { faqRecord, getFaq, listFaq, saveFaq } from "~/features/faq/faq.server";
import { createUser } from "~/features/staff/accounts.server";
import { auditLog } from "~/platform/db/schema";
import {
  deleteRecord,
  moveRecord,
  RecordConflictError,
  RecordNotFoundError,
} from "~/platform/records/editable-record.server";
import { listVersions } from "~/platform/records/versions.server";
import { describeOnEachDatabase } from "../../../tests/support/db";

describeOnEachDatabase(
  "the FAQ as records on %s",
  (db) => {
    const actor = async (name: string) => {
      const user = await createUser(db().db, {
        email: `${crypto.randomUUID()}@esempio.it`,
        password: "una-password-lunga",
        name,
        role: "redattore",
      });
      return { id: user.id };
    };

    it("starts with today's questions of /contatti and /prezzi-studenti, answers as HTML", async () => {
      const contacts = await listFaq(db().db, "contatti");
      expect(contacts.map((f) => f.question)).toEqual([
        "Come posso iscrivermi a un corso?",
        "I corsi sono riconosciuti dal Ministero?",
        "I corsi si svolgono online o in presenza?",
        "Quanto costano i corsi? Posso usare la Carta del Docente?",
        "Organizzate corsi su misura per scuole e gruppi?",
      ]);
      expect(contacts[0]!.answerHtml).toContain(
        'c\'è un modulo dedicato: <a href="/iscrizione-cedils">iscriviti al corso CEDILS</a>.',
      );
      const students = await listFaq(db().db, "prezzi-studenti");
      expect(students).toHaveLength(5);
      expect(students[0]!.answerHtml).toMatch(/^<p>Di solito la scuola, con i fondi per i PCTO/);
      expect(await listFaq(db().db, "prezzi")).toEqual([]);
    });

    it("sanitises an answer, keeps versions, refuses a stale save, reorders and deletes", async () => {
      const database = db();
      const anna = await actor("Anna Bianchi");
      const item = await saveFaq(database.db, {
        values: {
          page: "prezzi",
          question: "Si può pagare a rate?",
          answer:
            '<p onclick="alert(1)">Sì, in <strong>tre rate</strong>.</p><script>alert(2)</script>',
        },
        actor: anna,
      });
      expect(item.answer).toBe("<p>Sì, in <strong>tre rate</strong>.</p>");
      const opened = faqRecord.versionOf(item);
      const saved = await saveFaq(database.db, {
        id: item.id,
        values: {
          page: "prezzi",
          question: "Si può pagare a rate?",
          answer: "<p>Sì, in due rate.</p>",
        },
        actor: anna,
        openedVersion: opened,
      });
      await expect(
        saveFaq(database.db, {
          id: item.id,
          values: { page: "prezzi", question: "Si paga a rate?", answer: "<p>No.</p>" },
          actor: anna,
          openedVersion: opened,
        }),
      ).rejects.toThrow(RecordConflictError);
      expect((await getFaq(database.db, item.id))!.answer).toBe("<p>Sì, in due rate.</p>");
      expect((await listVersions(database.db, "faq", item.id)).map((v) => v.version)).toEqual([
        2, 1,
      ]);
      expect(faqRecord.versionOf(saved)).not.toBe(opened);

      // A second question on the same page, moved above the first.
      const second = await saveFaq(database.db, {
        values: {
          page: "prezzi",
          question: "Emettete fattura?",
          answer: "<p>Sì, elettronica.</p>",
        },
        actor: anna,
      });
      await moveRecord(database.db, faqRecord, { id: second.id, direction: "up", actor: anna });
      const page = await listFaq(database.db, "prezzi");
      expect(page.map((f) => f.question)).toEqual(["Emettete fattura?", "Si può pagare a rate?"]);
      // The FAQPage JSON-LD follows the order.
      expect(faqPage(page).mainEntity.map((q) => q.name)).toEqual([
        "Emettete fattura?",
        "Si può pagare a rate?",
      ]);
      expect(faqPage(page).mainEntity[0]).toEqual({
        "@type": "Question",
        name: "Emettete fattura?",
        acceptedAnswer: { "@type": "Answer", text: "<p>Sì, elettronica.</p>" },
      });
      // Other pages are untouched.
      expect((await listFaq(database.db, "contatti"))[0]!.question).toBe(
        "Come posso iscrivermi a un corso?",
      );

      expect(await deleteRecord(database.db, faqRecord, item.id, anna)).toBe(true);
      expect((await listFaq(database.db, "prezzi")).map((f) => f.question)).toEqual([
        "Emettete fattura?",
      ]);
      // A save from an editor opened before the deletion is told so in its words.
      const gone = saveFaq(database.db, {
        id: item.id,
        values: { page: "prezzi", question: "Si paga a rate?", answer: "<p>No.</p>" },
        actor: anna,
        openedVersion: faqRecord.versionOf(saved),
      });
      await expect(gone).rejects.toThrow(RecordNotFoundError);
      await expect(gone).rejects.toThrow(
        "La domanda non esiste più: potrebbe essere stata eliminata.",
      );
      const history = await database.db
        .select({ summary: auditLog.summary, actor: auditLog.actorLabel })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "faq"), eq(auditLog.entityId, second.id)));
      expect(history).toEqual([
        { summary: "Domanda «Emettete fattura?» creata", actor: "Anna Bianchi" },
        {
          summary: "Domanda «Emettete fattura?» spostata su nella sua pagina",
          actor: "Anna Bianchi",
        },
      ]);
    });
  },
  { seed: true },
);
