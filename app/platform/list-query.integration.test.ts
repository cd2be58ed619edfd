// Issue 26 item 7 (decision 046): the four staff lists searched and paged
// through their real loaders, on PGlite and PostgreSQL.
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { createUser } from "~/features/staff/accounts.server";
import { createSession } from "~/features/staff/auth/sessions.server";
import { saveCourse } from "~/features/courses/admin/courses-admin.server";
import { loader as messagesLoader } from "~/features/inbox/admin/messages";
import { loader as registrationsLoader } from "~/features/enrolments/admin/registrations";
import { loader as dashboardLoader } from "~/features/news/admin/dashboard";
import { loader as coursesLoader } from "~/features/courses/admin/courses";
import { parseEnv } from "~/platform/env.server";
import { contactMessages, newsPosts, registrations } from "~/platform/db/schema";
import { callAction } from "../../tests/support/action";
import {
  aContactMessageRow,
  aCourse,
  aNewsPost,
  aRegistrationRow,
} from "../../tests/support/builders";
import { describeOnEachDatabase } from "../../tests/support/db";

type Page = { items: Array<Record<string, unknown>>; total: number; page: number; pages: number };

describeOnEachDatabase("staff list search and pages on %s", (db) => {
  let cookie = "";
  const env = parseEnv({ DATA_DIR: process.env.DATA_DIR, LOG_LEVEL: "silent" });

  /** A staff GET of a list, through its loader; the page data under `key`. */
  async function list(loader: unknown, path: string, key: string): Promise<Page> {
    const res = await callAction(
      loader as (args: never) => unknown,
      new Request(`http://localhost${path}`, { headers: { Cookie: cookie } }),
      { database: db(), env, log: pino({ level: "silent" }) },
    );
    expect(res.status).toBe(200);
    return res.body[key] as Page;
  }

  beforeAll(async () => {
    const database = db();
    const staff = await createUser(database.db, {
      email: "segreteria@esempio.it",
      password: "password-segreteria",
    });
    cookie = `staff_session=${(await createSession(database.db, staff.id)).token}`;
    // 28 ordinary messages, and three whose texts test the match itself.
    await database.db.insert(contactMessages).values([
      ...Array.from({ length: 28 }, (_, i) =>
        aContactMessageRow({
          name: `Persona ${String(i + 1).padStart(2, "0")}`,
          email: `persona${i + 1}@scuola.it`,
          createdAt: new Date(Date.UTC(2026, 0, 1, 8, i)),
        }),
      ),
      aContactMessageRow({
        name: "Nicolò Santoro",
        email: "n.santoro@liceo-potenza.it",
        message: "Chiediamo uno sconto del 50% per dieci docenti.",
      }),
      aContactMessageRow({
        name: "Lucia Verdi",
        email: "lucia@esempio.it",
        message: "Il codice del corso è AB_12.",
      }),
      aContactMessageRow({
        name: "Marco Gialli",
        email: "marco@esempio.it",
        message: "Siamo 500 docenti: AB312 è il nostro plesso.",
      }),
    ]);
    await database.db.insert(registrations).values([
      aRegistrationRow({ reference: "CED-2026-0001", fullName: "Maria Rossi" }),
      aRegistrationRow({
        reference: "CED-2026-0002",
        fullName: "Giulia Bianchi",
        email: "giulia.bianchi@esempio.it",
        fiscalCode: "BNCGLI85M50G942Q",
        status: "confermata",
      }),
    ]);
    await database.db
      .insert(newsPosts)
      .values([
        aNewsPost("open-day", { content: "<p>Porte aperte in via del Gallitello.</p>" }),
        aNewsPost("erasmus", { status: "draft", publishedAt: null }),
      ]);
    await saveCourse(database.db, {
      values: aCourse({ title: "Coding creativo con Scratch", code: "SCR-01" }),
      image: null,
      actor: { id: staff.id },
    });
  });

  it("finds messages by name (accents ignored), e-mail and text", async () => {
    const byName = await list(messagesLoader, "/admin/messaggi?q=nicolo", "messages");
    expect(byName.items.map((m) => m.name)).toEqual(["Nicolò Santoro"]);
    const byEmail = await list(messagesLoader, "/admin/messaggi?q=LICEO-POTENZA", "messages");
    expect(byEmail.items.map((m) => m.name)).toEqual(["Nicolò Santoro"]);
    const byText = await list(messagesLoader, "/admin/messaggi?q=plesso", "messages");
    expect(byText.items.map((m) => m.name)).toEqual(["Marco Gialli"]);
    const none = await list(messagesLoader, "/admin/messaggi?q=inesistente", "messages");
    expect(none).toMatchObject({ items: [], total: 0, page: 1, pages: 1 });
  });

  it("takes % and _ as the characters typed, not as wildcards", async () => {
    const percent = await list(messagesLoader, "/admin/messaggi?q=50%25", "messages");
    expect(percent.items.map((m) => m.name)).toEqual(["Nicolò Santoro"]);
    const underscore = await list(messagesLoader, "/admin/messaggi?q=AB_1", "messages");
    expect(underscore.items.map((m) => m.name)).toEqual(["Lucia Verdi"]);
  });

  it("pages the list by 25 and takes any pagina without an error", async () => {
    const first = await list(messagesLoader, "/admin/messaggi", "messages");
    expect(first).toMatchObject({ total: 31, page: 1, pages: 2 });
    expect(first.items).toHaveLength(25);
    const second = await list(messagesLoader, "/admin/messaggi?pagina=2", "messages");
    expect(second.items).toHaveLength(6);
    const seen = new Set([...first.items, ...second.items].map((m) => m.id));
    expect(seen.size).toBe(31);
    for (const [pagina, page] of [
      ["0", 1],
      ["-3", 1],
      ["abc", 1],
      ["2.5", 1],
      ["999", 2],
      ["99999999999", 1],
    ] as const) {
      const shown = await list(messagesLoader, `/admin/messaggi?pagina=${pagina}`, "messages");
      expect(shown.page, `pagina=${pagina}`).toBe(page);
      expect(shown.items.length).toBeGreaterThan(0);
    }
    const searched = await list(messagesLoader, "/admin/messaggi?q=persona&pagina=2", "messages");
    expect(searched).toMatchObject({ total: 28, page: 2, pages: 2 });
    expect(searched.items).toHaveLength(3);
  });

  it("finds registrations by fiscal code, name and e-mail, with the status filter", async () => {
    const path = "/admin/iscrizioni";
    const byCode = await list(registrationsLoader, `${path}?q=bncgli85`, "registrations");
    expect(byCode.items.map((r) => r.reference)).toEqual(["CED-2026-0002"]);
    const byName = await list(registrationsLoader, `${path}?q=rossi`, "registrations");
    expect(byName.items.map((r) => r.reference)).toEqual(["CED-2026-0001"]);
    const byEmail = await list(registrationsLoader, `${path}?q=giulia.bianchi@`, "registrations");
    expect(byEmail.total).toBe(1);
    const filtered = await list(
      registrationsLoader,
      `${path}?q=CED-2026&stato=confermata`,
      "registrations",
    );
    expect(filtered.items.map((r) => r.reference)).toEqual(["CED-2026-0002"]);
  });

  it("finds news by the text of the article, with the status filter", async () => {
    const byText = await list(dashboardLoader, "/admin/dashboard?q=gallitello", "posts");
    expect(byText.items.map((p) => p.slug)).toEqual(["open-day"]);
    const drafts = await list(dashboardLoader, "/admin/dashboard?q=titolo&stato=bozze", "posts");
    expect(drafts.items.map((p) => p.slug)).toEqual(["erasmus"]);
  });

  it("finds courses by title or code, with the status filter", async () => {
    const byCode = await list(coursesLoader, "/admin/corsi?q=scr-01", "rows");
    expect(byCode.items.map((c) => c.title)).toEqual(["Coding creativo con Scratch"]);
    const archived = await list(coursesLoader, "/admin/corsi?q=scratch&stato=archiviato", "rows");
    expect(archived.total).toBe(0);
  });
});
