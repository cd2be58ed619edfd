// Decision 046: a post or a course scheduled with 'Pubblica
// il' is invisible to visitors, the RSS feed and the sitemap until its time on
// the server clock, then visible with nobody acting; a call leaves the home
// cards its chosen number of days after the deadline. The clock is driven with
// vitest's fake Date (clock.server.ts reads it when TEST_NOW is not set).
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { parseEnv } from "~/platform/env.server";
import { saveNews } from "~/features/news/admin/news-admin.server";
import {
  findPublishedNews,
  latestPublishedNews,
  listPublishedNews,
} from "~/features/news/news.server";
import { loader as rssLoader } from "~/features/news/public/rss";
import { loader as sitemapLoader } from "~/features/pages/sitemap";
import { loader as dashboardLoader } from "~/features/news/admin/dashboard";
import { saveCourse } from "~/features/courses/admin/courses-admin.server";
import { findCourse, listCourses } from "~/features/courses/courses.server";
import { homeCallCards, saveCall } from "~/features/calls/calls.server";
import { callFormSchema } from "~/features/calls/admin/calls-form.server";
import { nextScheduledChange } from "~/platform/records/content-version.server";
import { createUser } from "~/features/staff/accounts.server";
import { createSession } from "~/features/staff/auth/sessions.server";
import { scheduledLabel } from "~/platform/forms/publish-at";
import { requestContext } from "../../../tests/support/action";
import { aCall, aCourse } from "../../../tests/support/builders";
import { describeOnEachDatabase } from "../../../tests/support/db";

const BEFORE = new Date("2027-03-02T07:30:00+01:00");
const AT = new Date("2027-03-02T08:00:00+01:00");
const AFTER = new Date("2027-03-02T08:00:01+01:00");

describeOnEachDatabase(
  "scheduled publishing on %s",
  (db) => {
    const env = parseEnv({ DATA_DIR: process.env.DATA_DIR, LOG_LEVEL: "silent" });
    const context = () => requestContext(db(), env);
    const feed = async () =>
      (await (rssLoader as (a: unknown) => Promise<Response>)({ context: context() })).text();
    const sitemap = async () =>
      (await (sitemapLoader as (a: unknown) => Promise<Response>)({ context: context() })).text();

    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(BEFORE);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("keeps a scheduled post out of the list, the article, RSS and sitemap until its time", async () => {
      const database = db();
      const post = await saveNews(database.db, {
        values: {
          title: "Open day di primavera",
          excerpt: "Porte aperte il 2 marzo.",
          content: "<p>Vi aspettiamo.</p>",
          image: "https://www.esempio.it/open-day.jpg",
          category: "eventi",
          tags: [],
          status: "published",
          publishAt: AT,
        },
        authorId: null,
      });
      expect(post.publishedAt).toEqual(AT);

      expect((await listPublishedNews(database.db)).map((p) => p.slug)).not.toContain(post.slug);
      expect(await findPublishedNews(database.db, post.slug)).toBeNull();
      expect(await findPublishedNews(database.db, post.id)).toBeNull();
      expect((await latestPublishedNews(database.db))?.slug).not.toBe(post.slug);
      expect(await feed()).not.toContain("Open day di primavera");
      expect(await sitemap()).not.toContain(`/news/${post.slug}`);
      // The page cache knows when to render again.
      expect(await nextScheduledChange(database, BEFORE)).toEqual(AT);

      // Staff see it as scheduled.
      const staff = await createUser(database.db, {
        email: `redazione-${Date.now()}@esempio.it`,
        password: "password-redazione",
      });
      const { token } = await createSession(database.db, staff.id);
      const dashboard = (await (dashboardLoader as (a: unknown) => Promise<unknown>)({
        request: new Request("http://localhost/admin/dashboard?q=primavera", {
          headers: { Cookie: `staff_session=${token}` },
        }),
        context: context(),
        params: {},
      })) as { now: string; posts: { items: Array<{ publishedAt: Date }> } };
      expect(dashboard.posts.items).toHaveLength(1);
      expect(new Date(dashboard.now).getTime()).toBe(BEFORE.getTime());
      expect(scheduledLabel(dashboard.posts.items[0]!.publishedAt)).toBe(
        "Programmato per il 2 marzo 2027, 08:00",
      );

      // Its time comes: visible everywhere, nobody acted.
      vi.setSystemTime(AT);
      expect((await listPublishedNews(database.db)).map((p) => p.slug)).toContain(post.slug);
      vi.setSystemTime(AFTER);
      expect((await findPublishedNews(database.db, post.slug))?.title).toBe(
        "Open day di primavera",
      );
      expect((await latestPublishedNews(database.db))?.slug).toBe(post.slug);
      expect(await feed()).toContain("Open day di primavera");
      expect(await sitemap()).toContain(`/news/${post.slug}`);
      expect(await nextScheduledChange(database, AFTER)).not.toEqual(AT);
    });

    it("saving a published post again keeps its instant; a draft never keeps a date", async () => {
      const database = db();
      const values = {
        title: "Calendario esami",
        excerpt: "Le date della sessione.",
        content: "<p>Date.</p>",
        image: "https://www.esempio.it/esami.jpg",
        category: "formazione" as const,
        tags: [],
        status: "published" as const,
      };
      const first = await saveNews(database.db, { values, authorId: null });
      expect(first.publishedAt).toEqual(BEFORE);
      // The editor sends back the minute it showed: the stored second stays.
      const shown = new Date(Math.floor(BEFORE.getTime() / 60_000) * 60_000);
      vi.setSystemTime(AFTER);
      const again = await saveNews(database.db, {
        id: first.id,
        values: { ...values, publishAt: shown },
        authorId: null,
      });
      expect(again.publishedAt).toEqual(BEFORE);
      const draft = await saveNews(database.db, {
        id: first.id,
        values: { ...values, status: "draft", publishAt: AT },
        authorId: null,
      });
      expect(draft.publishedAt).toBeNull();
    });

    it("keeps a scheduled course out of the catalogue, its page and the sitemap until its time", async () => {
      const database = db();
      const course = await saveCourse(database.db, {
        values: aCourse({
          title: "Robotica di primavera",
          publishDate: "2027-03-02",
          publishTime: "08:00",
        }),
        image: null,
        actor: { id: null },
      });
      expect((await listCourses(database.db)).map((c) => c.slug)).not.toContain(course.slug);
      expect(await findCourse(database.db, course.slug)).toBeNull();
      expect(await sitemap()).not.toContain(`/corsi/${course.slug}`);
      vi.setSystemTime(AFTER);
      expect((await listCourses(database.db)).map((c) => c.slug)).toContain(course.slug);
      expect((await findCourse(database.db, course.slug))?.title).toBe("Robotica di primavera");
      expect(await sitemap()).toContain(`/corsi/${course.slug}`);
    });

    it("hides a call's home card the chosen number of days after its deadline", async () => {
      const database = db();
      const parsed = callFormSchema(true).safeParse(
        aCall({
          key: "bando-nascosto",
          title: "Bando che sparisce",
          opensDate: "2027-01-10",
          deadlineDate: "2027-02-01",
          deadlineTime: "12:00",
          contactBy: "",
          hideAfterDays: "7",
        }),
      );
      if (!parsed.success) throw parsed.error;
      await saveCall(database.db, { values: parsed.data, actor: { id: null } });
      const shown = async () => (await homeCallCards(database.db)).map((c) => c.id);
      vi.setSystemTime(new Date("2027-02-08T11:59:00+01:00"));
      expect(await shown()).toContain("bando-nascosto");
      vi.setSystemTime(new Date("2027-02-08T12:00:00+01:00"));
      expect(await shown()).not.toContain("bando-nascosto");
      const never = callFormSchema(true).safeParse(aCall({ hideAfterDays: "" }));
      expect(never.success && never.data.hideAfterDays).toBeNull();
      const wrong = callFormSchema(true).safeParse(aCall({ hideAfterDays: "mai" }));
      expect(wrong.success).toBe(false);
      expect(wrong.error?.issues[0]?.message).toBe(
        "Indica un numero intero di giorni da 0 a 365, oppure lascia vuoto per non nasconderlo mai.",
      );
    });
  },
  { fresh: "each" },
);
