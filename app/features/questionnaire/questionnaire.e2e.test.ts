// Decision 066: the questionnaire answered on a phone without JavaScript (an
// error beside the question, the choices kept), then the staff results with
// their SVG bars; axe finds nothing on either. The server's embedded database
// is filled before it starts (PGlite has one process at a time).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { openDatabase } from "~/platform/db/client.server";
import { STARTER_IMAGE_FILE, starterImageFor } from "~/platform/db/starter-image.server";
import {
  editionLessons,
  enrolmentAccessTokens,
  enrolments,
  questionnaireResponses,
} from "~/platform/db/schema";
import { createToken } from "~/platform/security/token-hash.server";
import {
  expectCleanPhonePage,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  PHONE,
  visit,
} from "../../../tests/support/browser";
import { anEnrolment, insertCourseEdition } from "../../../tests/support/builders";
import { ADMIN, it } from "../../../tests/support/fixtures";
import { startServer, type TestServer } from "../../../tests/support/server";
import { signInOverHttp } from "../../../tests/support/staff";
import { answersForm } from "~/features/questionnaire/questionnaire-test-helpers";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scuola-questionario-"));
const env = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
let server: TestServer;
let token = "";
let resultsPath = "";

beforeAll(async () => {
  // The database is made here, from the build's migrated and seeded image,
  // before the server opens it (it then finds nothing to migrate or seed).
  const image = starterImageFor(dataDir, path.resolve("build/server", STARTER_IMAGE_FILE));
  const database = await openDatabase({ dataDir, loadDataDir: image });
  const { course, edition } = await insertCourseEdition(database.db, "corso-questionario");
  const end = Date.now() - 3_600_000;
  await database.db.insert(editionLessons).values({
    editionId: edition.id,
    startsAt: new Date(end - 7_200_000),
    endsAt: new Date(end),
  });
  const link = createToken();
  const [participant] = await database.db
    .insert(enrolments)
    .values(anEnrolment(edition.id, { status: "confermata" }))
    .returning({ id: enrolments.id });
  await database.db
    .insert(enrolmentAccessTokens)
    .values({ hash: link.hash, enrolmentId: participant!.id });
  token = link.token;
  // Three earlier answers, so the staff page draws its charts.
  await database.db.insert(questionnaireResponses).values(
    [5, 4, 3].map((score) => ({
      editionId: edition.id,
      answeredOn: "2026-11-01",
      answers: Object.fromEntries(
        Object.entries(answersForm(score)).map(([k, v]) => [k.slice(2), Number(v)]),
      ),
    })),
  );
  resultsPath = `/admin/corsi/${course.id}/edizioni/${edition.id}/questionario`;
  await database.close();
  server = await startServer(env);
});

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("answers the questionnaire without JavaScript on a phone, once", async ({ openPage }) => {
  // axe needs JavaScript: it checks the page, blank and refused, in a browser
  // that has it (the page ships no script, so it behaves the same).
  const checked = await openPage(PHONE);
  await visit(checked, `${server.url}/iscrizioni/${token}/questionario`);
  await expectCleanPhonePage(checked);
  await checked.getByRole("button", { name: "Invia le risposte" }).click();
  await checked.getByText("Alcune risposte mancano").waitFor();
  // The console reports the 400 itself; the page must still be clean for axe.
  await expectNoAxeViolations(checked);
  await expectNoHorizontalScroll(checked);

  const page = await openPage({ ...PHONE, javaScriptEnabled: false });
  await page.goto(`${server.url}/iscrizioni/${token}`);
  await page.getByRole("link", { name: "Compila il questionario" }).click();
  await page.getByRole("heading", { level: 1, name: "Questionario di gradimento" }).waitFor();
  const overall = page.getByRole("group", { name: "Soddisfazione complessiva per il corso" });
  await overall.getByRole("radio", { name: "4" }).check();
  await page.getByRole("button", { name: "Invia le risposte" }).click();
  // Refused: the unanswered scales say so, the choice made is still there.
  const contents = page.getByRole("group", { name: "Qualità dei contenuti" });
  await contents.getByText("Scegli un valore da 1 a 5.").waitFor();
  await expect(overall.getByRole("radio", { name: "4" }).isChecked()).resolves.toBe(true);

  for (const group of await page.locator("main form fieldset").all()) {
    await group.getByRole("radio", { name: "5" }).check();
  }
  await page.getByLabel(/Suggerimenti e commenti/).fill("Più esercitazioni, grazie.");
  await page.getByRole("button", { name: "Invia le risposte" }).click();
  await page.getByText("Grazie: le tue risposte al questionario sono state inviate.").waitFor();
  await page.getByText("Hai compilato il questionario di gradimento: grazie.").waitFor();
});

it("shows staff the results as SVG bars with their numbers", async ({ openPage }) => {
  const cookie = await signInOverHttp(server.url, ADMIN);
  const page = await openPage(PHONE);
  await page.context().addCookies([{ ...cookie, url: server.url }]);
  await visit(page, server.url + resultsPath);
  await page.getByRole("heading", { level: 2, name: "Risultati" }).waitFor();
  const chart = page.getByRole("img", { name: /^Soddisfazione complessiva per il corso: media/ });
  await expect(chart.count()).resolves.toBe(1);
  await expectCleanPhonePage(page);
});
