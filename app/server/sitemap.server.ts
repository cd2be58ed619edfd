import { asc } from "drizzle-orm";
import type { Db } from "./db/client.server";
import { courses } from "./db/schema";

/**
 * Every course's address for /sitemap.xml. Courses have no updated_at column,
 * so their creation time stands for their last change.
 */
export async function listCoursesForSitemap(
  db: Db,
): Promise<Array<{ slug: string; lastModified: Date }>> {
  return db
    .select({ slug: courses.slug, lastModified: courses.createdAt })
    .from(courses)
    .orderBy(asc(courses.slug));
}
