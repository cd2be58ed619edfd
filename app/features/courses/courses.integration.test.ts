import { eq, inArray, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { COURSE_SEED } from "~/features/courses/courses-content";
import { courseEditions, courses } from "~/platform/db/schema";
import { anEdition } from "../../../tests/support/builders";
import {
  courseExists,
  courseNeighbours,
  findCourse,
  getCoursesBySlugs,
  listCourses,
  listCoursesByCategory,
} from "~/features/courses/courses.server";
import { describeOnEachDatabase } from "../../../tests/support/db";

type NewCourse = typeof courses.$inferInsert;

function course(slug: string, createdAt: Date, overrides: Partial<NewCourse> = {}): NewCourse {
  return {
    slug,
    title: `Corso ${slug}`,
    description: `Descrizione ${slug}`,
    duration: "10 ore",
    students: 20,
    level: "Base",
    category: "docenti",
    createdAt,
    ...overrides,
  };
}

describeOnEachDatabase(
  "seeded catalogue on %s",
  (db) => {
    it("lists every seeded course, newest created_at first, with card columns only", async () => {
      const database = db();
      const list = await listCourses(database.db);
      expect(list.map((c) => c.slug)).toEqual(COURSE_SEED.map((c) => c.slug));
      expect(Object.keys(list[0]!).sort()).toEqual(
        [
          "category",
          "description",
          "duration",
          "id",
          "image",
          "imageAlt",
          "level",
          "nextEdition",
          "slug",
          "students",
          "tags",
          "title",
        ].sort(),
      );
      // Tags come from the tag map when seeding.
      expect(list.find((c) => c.slug === "ai-video")!.tags).toEqual(["AI", "Video", "Creatività"]);
    });

    it("gives each card its course's next edition taking enrolments, and none once it closes", async () => {
      const database = db();
      const target = (await listCourses(database.db)).find((c) => c.slug === "ai-video")!;
      expect(target.nextEdition).toBeNull();
      const [later, sooner] = await database.db
        .insert(courseEditions)
        .values([
          anEdition(target.id, { startDate: "2099-05-04", priceCents: 9900 }),
          anEdition(target.id, { startDate: "2099-03-02", endDate: null, priceCents: 4950 }),
        ])
        .returning();
      try {
        const card = (await listCourses(database.db)).find((c) => c.slug === "ai-video")!;
        expect(card.nextEdition).toEqual({
          startDate: "2099-03-02",
          endDate: null,
          priceCents: 4950,
          seatsLeft: 20,
        });
        await database.db
          .update(courseEditions)
          .set({ status: "chiusa" })
          .where(eq(courseEditions.id, sooner!.id));
        const closedOne = (await listCourses(database.db)).find((c) => c.slug === "ai-video")!;
        expect(closedOne.nextEdition?.startDate).toBe("2099-05-04");
      } finally {
        await database.db
          .delete(courseEditions)
          .where(inArray(courseEditions.id, [later!.id, sooner!.id]));
      }
    });

    it("lists the 18 student courses in catalogue order", async () => {
      const database = db();
      const list = await listCoursesByCategory(database.db, "studenti");
      expect(list).toHaveLength(18);
      expect(list.map((c) => c.slug)).toEqual(
        COURSE_SEED.filter((c) => c.category === "studenti").map((c) => c.slug),
      );
    });

    it("walks the whole list with previous/next in the list's order", async () => {
      const database = db();
      const list = await listCourses(database.db);
      for (let i = 0; i < list.length; i++) {
        const { previous, next } = await courseNeighbours(database.db, list[i]!.id);
        expect(previous?.slug ?? null, `previous of ${list[i]!.slug}`).toBe(
          list[i - 1]?.slug ?? null,
        );
        expect(next?.slug ?? null, `next of ${list[i]!.slug}`).toBe(list[i + 1]?.slug ?? null);
      }
      const { previous, next } = await courseNeighbours(database.db, list[1]!.id);
      expect(previous).toEqual({ id: list[0]!.id, slug: list[0]!.slug, title: list[0]!.title });
      expect(next?.title).toBe(list[2]!.title);
    });

    it("finds a course by UUID (any case), by slug, and nothing for empty or unknown ids", async () => {
      const database = db();
      const bySlug = await findCourse(database.db, "ai-podcast");
      expect(bySlug?.title).toBe("Podcast con l'intelligenza artificiale");
      expect(bySlug?.syllabus.length).toBeGreaterThanOrEqual(3);
      const byId = await findCourse(database.db, bySlug!.id);
      expect(byId?.slug).toBe("ai-podcast");
      expect((await findCourse(database.db, bySlug!.id.toUpperCase()))?.slug).toBe("ai-podcast");
      expect(await findCourse(database.db, "")).toBeNull();
      expect(await findCourse(database.db, "corso-che-non-esiste")).toBeNull();
      expect(await findCourse(database.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
      expect(await courseExists(database.db, "ai-podcast")).toBe(true);
      expect(await courseExists(database.db, bySlug!.id)).toBe(true);
      expect(await courseExists(database.db, "nessuno")).toBe(false);
      expect(await courseExists(database.db, null)).toBe(false);
    });

    it("returns the home page's featured courses in the order asked, skipping unknown slugs", async () => {
      const database = db();
      const featured = await getCoursesBySlugs(database.db, [
        "canva-docenza-docenti",
        "non-esiste",
        "chatgpt-docenza-docenti",
        "ai-podcasting-docenza-docenti",
      ]);
      expect(featured.map((c) => c.slug)).toEqual([
        "canva-docenza-docenti",
        "chatgpt-docenza-docenti",
        "ai-podcasting-docenza-docenti",
      ]);
      expect(featured.every((c) => c.category === "docenti" && c.tags.includes("Didattica"))).toBe(
        true,
      );
      expect(await getCoursesBySlugs(database.db, [])).toEqual([]);
    });
  },
  { fresh: "each", seed: true },
);

describeOnEachDatabase(
  "course order on %s",
  (db) => {
    it("orders by created_at descending whatever the insertion order", async () => {
      const database = db();
      await database.db
        .insert(courses)
        .values([
          course("medio", new Date("2025-03-01T10:00:00Z")),
          course("vecchio", new Date("2024-09-01T10:00:00Z")),
          course("recente", new Date("2025-09-01T10:00:00Z"), { category: "studenti" }),
        ]);
      expect((await listCourses(database.db)).map((c) => c.slug)).toEqual([
        "recente",
        "medio",
        "vecchio",
      ]);
      expect((await listCoursesByCategory(database.db, "docenti")).map((c) => c.slug)).toEqual([
        "medio",
        "vecchio",
      ]);
    });

    it("keeps list and neighbours consistent when created_at ties or has microseconds", async () => {
      const database = db();
      const same = new Date("2025-05-05T05:05:05Z");
      await database.db
        .insert(courses)
        .values([
          course("a", same),
          course("b", same),
          course("c", same),
          course("primo", new Date("2026-01-01T00:00:00Z")),
        ]);
      // A row written by the database clock keeps microseconds that a JS Date would lose.
      await database.db.execute(
        sql`insert into courses (slug, title, description, duration, level, category, created_at)
          values ('micro', 'Micro', 'Descrizione', '10 ore', 'Base', 'docenti',
                  '2025-05-05T05:05:05.000123Z')`,
      );
      const list = await listCourses(database.db);
      expect(list[0]!.slug).toBe("primo");
      expect(list[1]!.slug).toBe("micro");
      expect(list.map((c) => c.slug).sort()).toEqual(["a", "b", "c", "micro", "primo"]);
      for (let i = 0; i < list.length; i++) {
        const { previous, next } = await courseNeighbours(database.db, list[i]!.id);
        expect(previous?.slug ?? null).toBe(list[i - 1]?.slug ?? null);
        expect(next?.slug ?? null).toBe(list[i + 1]?.slug ?? null);
      }
    });

    it("gives no neighbours to a lone course or an unknown id", async () => {
      const database = db();
      const [only] = await database.db
        .insert(courses)
        .values(course("solo", new Date("2025-01-01T00:00:00Z")))
        .returning({ id: courses.id });
      expect(await courseNeighbours(database.db, only!.id)).toEqual({ previous: null, next: null });
      expect(await courseNeighbours(database.db, "00000000-0000-4000-8000-000000000000")).toEqual({
        previous: null,
        next: null,
      });
    });
  },
  { fresh: "each" },
);
