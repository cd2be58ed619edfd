import { pricesPageMeta } from "~/features/prices/prices-page";
import { TeacherPrices } from "~/features/prices/price-list-pages";
import { priceListPage } from "~/features/prices/prices.server";
import type { Route } from "./+types/teachers";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pricesPageMeta(
    "Prezzi per docenti e scuole",
    "Prezzi e modalità dei corsi per docenti e scuole",
    loaderData,
  );

/** Spec §9: the offers of the «docenti» list, edited at /admin/prezzi. */
export const loader = (args: Route.LoaderArgs) => priceListPage(args, "docenti", "prezzi");

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TeacherPrices data={loaderData} />;
}
