import { AiLabPromo } from "~/components/home/ai-lab-promo";
import { BreakingNews } from "~/components/home/breaking-news";
import { ClosingCta } from "~/components/home/closing-cta";
import { FeaturedCourses } from "~/components/home/featured-courses";
import { HomeHero } from "~/components/home/hero";
import { Opportunities } from "~/components/home/opportunities";
import { Strengths } from "~/components/home/strengths";
import { Testimonials } from "~/components/home/testimonials";
import { JsonLd } from "~/components/news/json-ld";
import { OPPORTUNITIES, STRENGTHS, TESTIMONIALS } from "~/content/home";
import { appContext } from "~/context";
import { isDeadlinePassed } from "~/lib/deadline";
import { pageMeta } from "~/lib/meta";
import { NEWS_FEED_LINK } from "~/lib/news";
import { educationalOrganization } from "~/lib/structured-data";
import { now } from "~/server/clock.server";
import { siteSettings } from "~/server/settings.server";
import { listFeaturedCourses } from "~/server/courses.server";
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
      return await read();
    } catch (error) {
      log.error({ err: error, read: name }, "home: section left out after a failed read");
      return null;
    }
  }
  const [latestNews, featuredCourses] = await Promise.all([
    orNothing("news.latest", () => latestPublishedNews(database.db)),
    orNothing("courses.featured", () => listFeaturedCourses(database.db)),
  ]);
  // Decided with the server clock, so every visitor sees the same state of a call.
  const at = now();
  const closed = Object.fromEntries(
    OPPORTUNITIES.flatMap((card) =>
      card.deadline ? [[card.id, isDeadlinePassed(card.deadline.at, at)]] : [],
    ),
  ) as Record<string, boolean>;
  // Static copy and JSON-LD travel as loader data: the page's browser code stays small.
  return {
    latestNews,
    featuredCourses,
    closed,
    // A closed call's button no longer invites to apply, in the data as on screen.
    opportunities: OPPORTUNITIES.map((card) =>
      closed[card.id] ? { ...card, buttonText: card.closedButtonText ?? card.buttonText } : card,
    ),
    strengths: STRENGTHS,
    testimonials: TESTIMONIALS,
    organization: educationalOrganization(siteSettings(), env.PUBLIC_URL),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const {
    latestNews,
    featuredCourses,
    closed,
    opportunities,
    strengths,
    testimonials,
    organization,
  } = loaderData;
  return (
    <>
      <JsonLd data={organization} />
      <HomeHero />
      {latestNews ? <BreakingNews post={latestNews} /> : null}
      <Opportunities cards={opportunities} closed={closed} />
      <Strengths items={strengths} />
      <AiLabPromo />
      {featuredCourses && featuredCourses.length > 0 ? (
        <FeaturedCourses courses={featuredCourses} />
      ) : null}
      <Testimonials items={testimonials} />
      <ClosingCta />
    </>
  );
}
