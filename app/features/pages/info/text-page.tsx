/**
 * The one route module of the informational pages that show only their texts
 * and images (/docenti, /chi-siamo, /erasmus, /etn-world, /smart-lab; decision
 * 047): app/routes.ts mounts it once per address, each with the route id the
 * page always had (hydration.ts lists them as zero-script).
 */
import { data } from "react-router";
import { TEXT_VIEWS } from "~/features/pages/info/views/text-views";
import { PAGE_TEXTS_PAGES } from "~/features/pages/texts/page-texts";
import type { PageTextsPage } from "~/features/pages/texts/page-text-types";
import { pageContentLoader } from "~/features/pages/texts/page-texts.server";
import { pageMeta } from "~/platform/meta";
import type { Route } from "./+types/text-page";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData?.meta ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  const page = (PAGE_TEXTS_PAGES as readonly PageTextsPage[]).find(
    (p) => p.path === path && p.key in TEXT_VIEWS,
  );
  if (!page) throw data(null, { status: 404 });
  return { key: page.key, meta: page.meta, ...(await pageContentLoader(page)({ context })) };
}

export default function TextPage({ loaderData }: Route.ComponentProps) {
  const View = TEXT_VIEWS[loaderData.key];
  return View ? <View texts={loaderData.texts} images={loaderData.images} /> : null;
}
