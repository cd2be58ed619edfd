import { AiLabPromo } from "~/features/pages/home/ai-lab-promo";
import { BreakingNews } from "~/features/pages/home/breaking-news";
import { ClosingCta } from "~/features/pages/home/closing-cta";
import { FeaturedCourses } from "~/features/pages/home/featured-courses";
import { HomeHero } from "~/features/pages/home/hero";
import { Opportunities, type OpportunityCard } from "~/features/pages/home/opportunities";
import { Strengths } from "~/features/pages/home/strengths";
import { Testimonials } from "~/features/pages/home/testimonials";
import { JsonLd } from "~/features/news/public/json-ld";
import { formatDateIt } from "~/platform/format-date";
import { STATIC_OPPORTUNITIES, STRENGTHS, TESTIMONIALS } from "~/features/pages/home/home-content";
import { appContext } from "~/context";
import { isDeadlinePassed } from "~/features/calls/deadline";
import { pageMeta } from "~/platform/meta";
import { NEWS_FEED_LINK } from "~/features/news/news";
import { educationalOrganization } from "~/platform/structured-data";
import { now } from "~/platform/clock.server";
import { siteSettings } from "~/features/settings/settings.server";
import { homeCallCards } from "~/features/calls/calls.server";
import { listFeaturedCourses } from "~/features/courses/courses.server";
import { latestPublishedNews } from "~/features/news/news.server";
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
      deadline: { at: card.deadline.at, label: formatDateIt(card.deadline.at) },
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
