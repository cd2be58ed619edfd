// Decision 042: the art. 15 export (recorded; 403 for a redattore; every
// export's rules: exports.integration.test.ts). Erasure and retention are in
// personal-data-erasure and personal-data-retention. Each case on PGlite and
// PostgreSQL.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { loader as participantData } from "~/features/enrolments/admin/participant-data";
import { auditLog, contactMessages, enrolments } from "~/platform/db/schema";
import { describePersonalData } from "../../../tests/support/personal-data";

describePersonalData((db, pd) => {
  const { asStaff, cedilsParticipant, historyText, register, run } = pd;

  it("exports one person's data as JSON for an amministratore, recorded in the history", async () => {
    const database = db();
    const first = await register({ fiscalCode: "RSSMRA85T10A562S" });
    // The same person from another address (same fiscal code, enrolled again
    // after cancelling: one live enrolment per edition), and someone else.
    await database.db
      .update(enrolments)
      .set({ status: "annullata" })
      .where(eq(enrolments.id, first.id));
    await register({ email: "marco.lavoro@example.org", fiscalCode: "RSSMRA85T10A562S" });
    await register({
      fullName: "Altra Persona",
      email: "altra@example.org",
      fiscalCode: "BNCLCU90A41G942M",
    });
    await database.db.insert(contactMessages).values([
      { name: "Marco", email: "Marco.Rossi@Example.org", subject: "Info", message: "Domanda" },
      { name: "Altra", email: "altra@example.org", subject: "Info", message: "Altro" },
    ]);
    const { url: page, params } = cedilsParticipant(first.id);
    const url = `${page}/dati.json`;
    const refused = await run(participantData, await asStaff(pd.editor, url), params);
    expect(refused.status).toBe(403);

    const answer = await run(participantData, await asStaff(pd.admin, url), params);
    const response = answer.body as Response;
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="dati-personali-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const exported = (await response.json()) as {
      interessato: { email: string; codiceFiscale: string };
      messaggi: Array<{ email: string }>;
      iscrizioniCorsi: Array<{
        email: string;
        corso: string;
        altriDati: Record<string, unknown>;
        documentoDiPagamento: { nomeFile: string };
      }>;
    };
    expect(exported.interessato).toEqual({
      email: "marco.rossi@example.org",
      codiceFiscale: "RSSMRA85T10A562S",
    });
    expect(exported.messaggi.map((m) => m.email)).toEqual(["Marco.Rossi@Example.org"]);
    expect(exported.iscrizioniCorsi.map((r) => r.email)).toEqual([
      "marco.rossi@example.org",
      "marco.lavoro@example.org",
    ]);
    const [cedils] = exported.iscrizioniCorsi;
    expect(cedils!.documentoDiPagamento.nomeFile).toBe("ricevuta.pdf");
    expect(cedils!.corso).toBe("Preparazione alla certificazione CEDILS");
    // The CEDILS form's own fields are in the export too.
    expect(cedils!.altriDati).toMatchObject({ city: "Potenza", laureaType: "Magistrale" });
    expect(JSON.stringify(exported)).not.toContain("altra@example.org");

    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "export"));
    expect(entry).toMatchObject({
      actorId: pd.admin.id,
      entityType: "enrolment",
      entityId: first.id,
      summary:
        "Esportazione JSON: dati personali (art. 15 GDPR), 3 righe (1 messaggi, 2 iscrizioni ai corsi, 0 ordini delle scuole), con i codici fiscali",
    });
    expect((await historyText()).toLowerCase()).not.toContain("marco");
  });
});
