// What the home page shows (spec §2, §8): for its route, and for the staff
// preview of its texts.
import type { Logger } from "pino";
import type { OpportunityCard } from "~/features/pages/home/opportunities";
import { formatDateIt } from "~/platform/format-date";
import { STATIC_OPPORTUNITIES, STRENGTHS, TESTIMONIALS } from "~/features/pages/home/home-content";
import type { HomeTexts } from "~/features/pages/home/home-texts";
import { isDeadlinePassed } from "~/features/calls/public-api";
import { educationalOrganization } from "~/platform/structured-data";
import { now } from "~/platform/clock.server";
import { siteSettings } from "~/features/settings/public-api.server";
import { homeCallCards } from "~/features/calls/public-api.server";
import { listFeaturedCourses } from "~/features/courses/public-api.server";
import { latestPublishedNews } from "~/features/news/public-api.server";
import type { Database } from "~/platform/db/client.server";
import type { Env } from "~/platform/env.server";

/** The home page's data with these texts (the saved ones, or staff's pending edits). */
export async function homePageData(
  { database, env, log }: { database: Database; env: Env; log: Logger },
  texts: HomeTexts,
) {
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
    texts,
  };
}
