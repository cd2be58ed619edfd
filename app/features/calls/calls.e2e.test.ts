import { afterAll, beforeAll, describe, expect } from "vitest";
import {
  collapsedText,
  DESKTOP,
  expectCleanPage,
  expectNoAxeViolations,
  PHONE,
  type TrackedPage,
  visit,
} from "../../../tests/support/browser";
import { startServer, type TestServer } from "../../../tests/support/server";
import { it } from "../../../tests/support/fixtures";

/**
 * Dated calls (spec §4, §9): the server decides with its own clock, pinned here
 * with TEST_NOW, whether each call is upcoming, open or closed.
 */
const CLOCKS = {
  // Before everything: the tender and MOVE 2025 are open, Basilicata not yet.
  june: "2025-06-01T10:00:00+02:00",
  // The MOVE 2025 deadline to the minute; Basilicata is open (it closes in November).
  moveDeadline: "2025-10-09T13:00:00+02:00",
  // The Basilicata deadline to the minute: every call is closed.
  basilicataDeadline: "2025-11-15T14:00:00+01:00",
} as const;

type Clock = keyof typeof CLOCKS;
const servers = {} as Record<Clock, TestServer>;

beforeAll(async () => {
  const started = await Promise.all(
    (Object.keys(CLOCKS) as Clock[]).map((clock) => startServer({ TEST_NOW: CLOCKS[clock] })),
  );
  (Object.keys(CLOCKS) as Clock[]).forEach((clock, i) => (servers[clock] = started[i]!));
});
afterAll(async () => {
  await Promise.all(Object.values(servers).map((s) => s.stop()));
});

/** The call notice («Stato del bando») of `path` at `clock`, and its text as read. */
async function callNotice(page: TrackedPage, clock: Clock, path: string) {
  await visit(page, servers[clock].url + path);
  const notice = page.getByRole("complementary", { name: "Stato del bando" });
  return { notice, text: await collapsedText(notice) };
}

/** The status of every call notice in the server-rendered page. */
async function statuses(clock: Clock, path: string): Promise<string[]> {
  const html = await (await fetch(servers[clock].url + path)).text();
  return [...html.matchAll(/data-call-status="(\w+)"/g)].map((m) => m[1]!);
}

/** Each call page's status at each clock. */
const STATUS_AT: Record<Clock, Record<string, string>> = {
  june: {
    "/fondi-basilicata": "upcoming",
    "/move-2025": "open",
    "/ai-evolution-lab": "open",
    "/ai-evolution-community": "open",
  },
  moveDeadline: {
    "/fondi-basilicata": "open",
    "/move-2025": "closed",
    "/ai-evolution-lab": "closed",
    "/ai-evolution-community": "closed",
  },
  basilicataDeadline: {
    "/fondi-basilicata": "closed",
    "/move-2025": "closed",
    "/ai-evolution-lab": "closed",
  },
};

describe("call status computed on the server", () => {
  it.each(
    (Object.keys(STATUS_AT) as Clock[]).flatMap((clock) =>
      Object.entries(STATUS_AT[clock]).map(([path, status]) => [clock, path, status] as const),
    ),
  )("at %s, %s is %s", async (clock, path, expected) => {
    await expect(statuses(clock, path)).resolves.toEqual([expected]);
  });
});

describe("what the visitor reads", () => {
  it("a closed call says so, keeps its information and invites contact for the next edition", async ({
    visitorPage,
  }) => {
    const page = await visitorPage();
    const { notice, text } = await callNotice(page, "basilicataDeadline", "/fondi-basilicata");
    expect(text).toContain("Bando chiuso");
    expect(text).toContain(
      "Il bando Fondi Basilicata STEM si è chiuso il 15 novembre 2025, ore 14:00: non è più possibile presentare domanda.",
    );
    await expect(
      notice
        .getByRole("link", { name: "Contattaci per prepararti alla prossima edizione" })
        .getAttribute("href"),
    ).resolves.toBe("/contatti");
    // The call's information stays on the page.
    await expect(page.locator("main").innerText()).resolves.toContain("122.800 €");
    await expectCleanPage(page);
  });

  it("an open call shows its deadline and the advised contact date", async ({ visitorPage }) => {
    const page = await visitorPage(PHONE);
    const { text } = await callNotice(page, "june", "/move-2025");
    expect(text).toContain("Bando aperto");
    expect(text).toContain("la scadenza è il 9 ottobre 2025, ore 13:00");
    expect(text).toContain("entro il 30 settembre 2025");
    await expectCleanPage(page);
  });

  it("a call not open yet gives its opening and closing dates", async ({ page }) => {
    const { notice } = await callNotice(page, "june", "/fondi-basilicata");
    await expect(notice.innerText()).resolves.toContain(
      "apre il 1 ottobre 2025 e chiude il 15 novembre 2025, ore 14:00",
    );
    await expectNoAxeViolations(page);
  });

  it("the visitor's own clock and time zone do not matter: the page keeps the server's answer", async ({
    openPage,
  }) => {
    const page = await openPage({ ...DESKTOP, timezoneId: "Pacific/Kiritimati" });
    // A visitor whose computer thinks it is still 2024.
    await page.addInitScript(() => {
      const fixed = new Date("2024-01-01T00:00:00Z").getTime();
      Date.now = () => fixed;
    });
    await visit(page, servers.moveDeadline.url + "/ai-evolution-lab");
    await expect(page.locator("[data-call-status]").getAttribute("data-call-status")).resolves.toBe(
      "closed",
    );
    // The hero says it at a glance too.
    await expect(page.locator("[data-call-badge]").innerText()).resolves.toBe(
      "Bando chiuso il 5 luglio 2025, ore 18:00",
    );
    expect(page.consoleErrors).toEqual([]);
  });
});
