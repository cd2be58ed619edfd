import { pricesPageMeta } from "~/features/prices/prices-page";
import { StudentPrices } from "~/features/prices/price-list-pages";
import { priceListPage } from "~/features/prices/prices.server";
import type { Route } from "./+types/students";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pricesPageMeta("Prezzi per studenti", "Prezzi dei percorsi per studenti", loaderData);

/** Spec §9: the offers of the «studenti» list and their FAQ, edited at /admin/prezzi and /admin/faq. */
export const loader = (args: Route.LoaderArgs) =>
  priceListPage(args, "studenti", "prezzi-studenti");

export default function Page({ loaderData }: Route.ComponentProps) {
  return <StudentPrices data={loaderData} />;
}
