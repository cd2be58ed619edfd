// Decision 046: the four staff lists searched and paged
// through their real loaders, on PGlite and PostgreSQL.
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { createUser } from "~/features/staff/accounts.server";
import { createSession } from "~/features/staff/auth/sessions.server";
import { saveCourse } from "~/features/courses/admin/courses-admin.server";
import { loader as messagesLoader } from "~/features/inbox/admin/messages";
import { loader as enrolmentsLoader } from "~/features/enrolments/admin/enrolments";
import { loader as dashboardLoader } from "~/features/news/admin/dashboard";
import { loader as coursesLoader } from "~/features/courses/admin/courses";
import { parseEnv } from "~/platform/env.server";
import { contactMessages, enrolments, newsPosts } from "~/platform/db/schema";
import { callAction } from "../../support/action";
import {
  aContactMessageRow,
  aCourse,
  aNewsPost,
  aCedilsEnrolment,
  addCedilsEdition,
} from "../../support/builders";
import { describeOnEachDatabase } from "../../support/db";

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

  /** What the list at `path` shows of each item: the `field` of its items, in order. */
  async function shown(loader: unknown, path: string, key: string, field: string) {
    return (await list(loader, path, key)).items.map((item) => item[field]);
  }
  const messages = (path: string) => shown(messagesLoader, path, "messages", "name");
  /** The references of the enrolments the list shows (each row is titled «reference – name»). */
  const enrolmentsFound = async (path: string) =>
    (await list(enrolmentsLoader, path, "enrolments")).items.map(
      (item) => String(item.title).split(" – ")[0],
    );
  const posts = (path: string) => shown(dashboardLoader, path, "posts", "slug");
  const courseTitles = (path: string) => shown(coursesLoader, path, "rows", "title");

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
    const cedils = await addCedilsEdition(database.db, 2026);
    await database.db.insert(enrolments).values([
      aCedilsEnrolment(cedils, { reference: "CED-2026-0001", fullName: "Maria Rossi" }),
      aCedilsEnrolment(cedils, {
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
    expect(await messages("/admin/messaggi?q=nicolo")).toEqual(["Nicolò Santoro"]);
    expect(await messages("/admin/messaggi?q=LICEO-POTENZA")).toEqual(["Nicolò Santoro"]);
    expect(await messages("/admin/messaggi?q=plesso")).toEqual(["Marco Gialli"]);
    const none = await list(messagesLoader, "/admin/messaggi?q=inesistente", "messages");
    expect(none).toMatchObject({ items: [], total: 0, page: 1, pages: 1 });
  });

  it("takes % and _ as the characters typed, not as wildcards", async () => {
    expect(await messages("/admin/messaggi?q=50%25")).toEqual(["Nicolò Santoro"]);
    expect(await messages("/admin/messaggi?q=AB_1")).toEqual(["Lucia Verdi"]);
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
      const answer = await list(messagesLoader, `/admin/messaggi?pagina=${pagina}`, "messages");
      expect(answer.page, `pagina=${pagina}`).toBe(page);
      expect(answer.items.length).toBeGreaterThan(0);
    }
    const searched = await list(messagesLoader, "/admin/messaggi?q=persona&pagina=2", "messages");
    expect(searched).toMatchObject({ total: 28, page: 2, pages: 2 });
    expect(searched.items).toHaveLength(3);
  });

  it("finds enrolments by fiscal code, name, e-mail and course, with the status filter", async () => {
    const path = "/admin/iscrizioni";
    expect(await enrolmentsFound(`${path}?q=bncgli85`)).toEqual(["CED-2026-0002"]);
    expect(await enrolmentsFound(`${path}?q=rossi`)).toEqual(["CED-2026-0001"]);
    const byEmail = await list(enrolmentsLoader, `${path}?q=giulia.bianchi@`, "enrolments");
    expect(byEmail.total).toBe(1);
    const byCourse = await list(enrolmentsLoader, `${path}?q=certificazione cedils`, "enrolments");
    expect(byCourse.total).toBe(2);
    expect(await enrolmentsFound(`${path}?q=CED-2026&stato=confermata`)).toEqual(["CED-2026-0002"]);
  });

  it("finds news by the text of the article, with the status filter", async () => {
    expect(await posts("/admin/dashboard?q=gallitello")).toEqual(["open-day"]);
    expect(await posts("/admin/dashboard?q=titolo&stato=bozze")).toEqual(["erasmus"]);
  });

  it("finds courses by title or code, with the status filter", async () => {
    expect(await courseTitles("/admin/corsi?q=scr-01")).toEqual(["Coding creativo con Scratch"]);
    const archived = await list(coursesLoader, "/admin/corsi?q=scratch&stato=archiviato", "rows");
    expect(archived.total).toBe(0);
  });
});
