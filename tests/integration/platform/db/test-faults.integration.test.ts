import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/platform/db/client.server";
import { courses, newsPosts } from "~/platform/db/schema";
import { listCourses } from "~/features/courses/courses.server";
import { listPublishedNews } from "~/features/news/news.server";
import { seededPgliteImage } from "../../../support/db";

// The TEST_FAULTS seam (app/platform/db/test-faults.server.ts), on PGlite: the
// hook is a Drizzle option, the same for both drivers.
describe("failing tables", () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
  });

  it("makes every read of the named tables throw, and nothing else", async () => {
    database = await openDatabase({
      memory: true,
      loadDataDir: await seededPgliteImage(),
      failingTables: ["courses"],
    });
    await expect(listCourses(database.db)).rejects.toThrow("Could not fetch courses");
    await expect(database.db.select().from(courses)).rejects.toThrow(
      "Guasto simulato: lettura di courses",
    );
    await expect(listPublishedNews(database.db)).resolves.not.toHaveLength(0);
    await expect(database.db.select().from(newsPosts)).resolves.not.toHaveLength(0);
  });

  it("is inert without failing tables", async () => {
    database = await openDatabase({
      memory: true,
      loadDataDir: await seededPgliteImage(),
    });
    await expect(listCourses(database.db)).resolves.not.toHaveLength(0);
  });
});
