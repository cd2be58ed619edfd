import { appContext } from "~/context";
import { pageMeta } from "~/platform/meta";
import { NEWS_FEED_LINK } from "~/features/news/public-api";
import { homePageData } from "~/features/pages/home/home-page.server";
import { HOME_TEXTS } from "~/features/pages/home/home-texts";
import { HomePage } from "~/features/pages/home/home-view";
import { loadPageTexts } from "~/features/pages/texts/page-texts.server";
import type { Route } from "./+types/home";

export const meta = () =>
  pageMeta(
    "Home",
    "Corsi di formazione per docenti e studenti, mobilità Erasmus+ e laboratori di intelligenza artificiale a Potenza.",
  );

export const links = () => [NEWS_FEED_LINK];

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  return homePageData(app, await loadPageTexts(app.database.db, HOME_TEXTS, app.log));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
