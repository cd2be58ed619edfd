import { count } from "drizzle-orm";
import { COURSE_SEED } from "~/features/courses/courses-content";
import { CEDILS_COURSE } from "~/features/courses/cedils-course";
import { FEATURED_COURSE_SLUGS } from "~/features/pages/home/home-content";
import { NEWS_SEED } from "~/features/news/news-content";
import { tagsForCourse } from "~/features/courses/course-tags";
import { seedCalls } from "~/features/calls/calls.server";
import { seedPageTexts } from "~/features/pages/texts/page-texts.server";
import { seedFaq } from "~/features/faq/faq.server";
import { seedPriceOffers } from "~/features/prices/prices.server";
import { seedEditions } from "~/features/enrolments/editions.server";
import type { Db } from "~/platform/db/client.server";
import { courses, newsPosts } from "~/platform/db/schema";

/**
 * Loads the sample content into an empty database, so a newcomer's first start
 * shows a full site. Tables that already hold rows are left alone. The calls
 * are seeded the same way, which also gives a site upgraded from before the
 * calls table its calls on the first start after the migration (decision 031),
 * the course lists of the page texts their courses by id (decision 047), and
 * the price lists and the FAQ their content while staff never edited them (045).
 * It reads every feature's sample content, so it sits at the app's root, above
 * the features, like routes.ts; the server hands it to the migrations runner
 * and the starter image (decision 056).
 */
export async function seedDatabase(db: Db): Promise<void> {
  const [courseCount] = await db.select({ n: count() }).from(courses);
  if (courseCount?.n === 0 && COURSE_SEED.length > 0) {
    // First entry newest: the catalogue lists created_at descending (spec §7).
    const base = Date.UTC(2025, 0, 1);
    // Decision 029: this is the initial data of an empty database only; from then
    // on staff edit the courses in /admin/corsi and nothing here is read again.
    const featured: readonly string[] = FEATURED_COURSE_SLUGS;
    await db.insert(courses).values([
      ...COURSE_SEED.map((course, i) => ({
        ...course,
        tags: tagsForCourse(course.slug),
        status: "pubblicato" as const,
        sortOrder: i + 1,
        featuredRank: featured.includes(course.slug) ? featured.indexOf(course.slug) + 1 : null,
        createdAt: new Date(base - i * 60_000),
        updatedAt: new Date(base - i * 60_000),
      })),
      {
        ...CEDILS_COURSE,
        sortOrder: COURSE_SEED.length + 1,
        createdAt: new Date(base),
        updatedAt: new Date(base),
      },
    ]);
    // A few courses start with open editions, so the site shows them.
    await seedEditions(db);
  }
  const [newsCount] = await db.select({ n: count() }).from(newsPosts);
  if (newsCount?.n === 0 && NEWS_SEED.length > 0) {
    await db.insert(newsPosts).values(
      NEWS_SEED.map((post) => ({
        ...post,
        createdAt: post.publishedAt ?? new Date(Date.UTC(2025, 10, 1)),
        updatedAt: post.publishedAt ?? new Date(Date.UTC(2025, 10, 1)),
      })),
    );
  }
  await seedCalls(db);
  await seedPageTexts(db);
  // The price lists and the FAQ, until staff first edit them (decision 045).
  await seedPriceOffers(db);
  await seedFaq(db);
}
