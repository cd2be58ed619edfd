import { AiLabPromo } from "~/components/home/ai-lab-promo";
import { BreakingNews } from "~/components/home/breaking-news";
import { ClosingCta } from "~/components/home/closing-cta";
import { FeaturedCourses } from "~/components/home/featured-courses";
import { HomeHero } from "~/components/home/hero";
import { Opportunities, type OpportunityCard } from "~/components/home/opportunities";
import { Strengths } from "~/components/home/strengths";
import { Testimonials } from "~/components/home/testimonials";
import { JsonLd } from "~/components/news/json-ld";
import { STATIC_OPPORTUNITIES, STRENGTHS, TESTIMONIALS } from "~/content/home";
import { appContext } from "~/context";
import { cardDateLabel } from "~/lib/calls";
import { isDeadlinePassed } from "~/lib/deadline";
import { pageMeta } from "~/lib/meta";
import { NEWS_FEED_LINK } from "~/lib/news";
import { educationalOrganization } from "~/lib/structured-data";
import { now } from "~/server/clock.server";
import { siteSettings } from "~/server/settings.server";
import { homeCallCards } from "~/server/calls.server";
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
  const [latestNews, featuredCourses, callCards] = await Promise.all([
    orNothing("news.latest", () => latestPublishedNews(database.db)),
    orNothing("courses.featured", () => listFeaturedCourses(database.db)),
    orNothing("calls.cards", () => homeCallCards(database.db)),
  ]);
  const site = siteSettings();
  // The calls' cards (records staff edit at /admin/bandi), then the lab and PCTO.
  const cards: OpportunityCard[] = [
    ...(callCards ?? []).map((card) => ({
      ...card,
      deadline: { at: card.deadline.at, label: cardDateLabel(card.deadline.at) },
    })),
    ...STATIC_OPPORTUNITIES.map((card) => ({
      ...card,
      link: card.link.external
        ? { external: true as const, href: site.external[card.link.site] }
        : card.link,
    })),
  ];
  // Decided with the server clock, so every visitor sees the same state of a call.
  const at = now();
  const closed = Object.fromEntries(
    cards.flatMap((card) =>
      card.deadline ? [[card.id, isDeadlinePassed(card.deadline.at, at)]] : [],
    ),
  ) as Record<string, boolean>;
  // Static copy and JSON-LD travel as loader data: the page's browser code stays small.
  return {
    latestNews,
    featuredCourses,
    closed,
    // A closed call's button no longer invites to apply, in the data as on screen.
    opportunities: cards.map((card) =>
      closed[card.id] ? { ...card, buttonText: card.closedButtonText ?? card.buttonText } : card,
    ),
    strengths: STRENGTHS,
    testimonials: TESTIMONIALS,
    organization: educationalOrganization(site, env.PUBLIC_URL),
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
