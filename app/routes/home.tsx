import { AiLabPromo } from "~/components/home/ai-lab-promo";
import { BreakingNews } from "~/components/home/breaking-news";
import { ClosingCta } from "~/components/home/closing-cta";
import { FeaturedCourses } from "~/components/home/featured-courses";
import { HomeHero } from "~/components/home/hero";
import { Opportunities } from "~/components/home/opportunities";
import { Strengths } from "~/components/home/strengths";
import { Testimonials } from "~/components/home/testimonials";
import { JsonLd } from "~/components/news/json-ld";
import { FEATURED_COURSE_SLUGS, OPPORTUNITIES } from "~/content/home";
import { appContext } from "~/context";
import { isDeadlinePassed } from "~/lib/deadline";
import { pageMeta } from "~/lib/meta";
import { NEWS_FEED_LINK } from "~/lib/news";
import { useSite } from "~/lib/site";
import { educationalOrganization } from "~/lib/structured-data";
import { now } from "~/server/clock.server";
import { getCoursesBySlugs } from "~/server/courses.server";
import { failIfInjected } from "~/server/faults.server";
import { latestPublishedNews } from "~/server/news.server";
import type { Route } from "./+types/home";

export const meta = () =>
  pageMeta(
    "Home",
    "Corsi di formazione per docenti e studenti, mobilità Erasmus+ e laboratori di intelligenza artificiale a Potenza.",
  );

export const links = () => [NEWS_FEED_LINK];

export async function loader({ context }: Route.LoaderArgs) {
  const { database, env, log } = context.get(appContext);
  // spec §8: a failing read is logged and leaves its section out; the page still renders.
  async function orNothing<T>(name: string, read: () => Promise<T>): Promise<T | null> {
    try {
      failIfInjected(name);
      return await read();
    } catch (error) {
      log.error({ err: error, read: name }, "home: section left out after a failed read");
      return null;
    }
  }
  const [latestNews, featuredCourses] = await Promise.all([
    orNothing("news.latest", () => latestPublishedNews(database.db)),
    orNothing("courses.featured", () => getCoursesBySlugs(database.db, FEATURED_COURSE_SLUGS)),
  ]);
  // Decided with the server clock, so every visitor sees the same state of a call.
  const at = now();
  const closed = Object.fromEntries(
    OPPORTUNITIES.flatMap((card) =>
      card.deadline ? [[card.id, isDeadlinePassed(card.deadline.at, at)]] : [],
    ),
  ) as Record<string, boolean>;
  return { latestNews, featuredCourses, closed, publicUrl: env.PUBLIC_URL };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { latestNews, featuredCourses, closed, publicUrl } = loaderData;
  const site = useSite();
  return (
    <>
      <JsonLd data={educationalOrganization(site, publicUrl)} />
      <HomeHero />
      {latestNews ? <BreakingNews post={latestNews} /> : null}
      <Opportunities cards={OPPORTUNITIES} closed={closed} />
      <Strengths />
      <AiLabPromo />
      {featuredCourses && featuredCourses.length > 0 ? (
        <FeaturedCourses courses={featuredCourses} />
      ) : null}
      <Testimonials />
      <ClosingCta />
    </>
  );
}
