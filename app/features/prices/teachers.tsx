import { PricesPage, pricesPageMeta } from "~/features/prices/prices-page";
import { priceListPage } from "~/features/prices/prices.server";
import type { Route } from "./+types/teachers";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pricesPageMeta(
    "Prezzi per docenti e scuole",
    "Prezzi e modalità dei corsi per docenti e scuole",
    loaderData,
  );

/** Spec §9: the offers of the «docenti» list, edited at /admin/prezzi (issue 26). */
export const loader = (args: Route.LoaderArgs) => priceListPage(args, "docenti", "prezzi");

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PricesPage
      title="Prezzi per docenti e scuole"
      intro={
        <p>
          Quattro modi per formarsi con noi: corsi su misura per le scuole, e-learning, corsi
          riconosciuti sulla piattaforma SOFIA e lezioni individuali. La Carta del Docente è
          accettata per e-learning, SOFIA e lezioni individuali.
        </p>
      }
      cards={loaderData.cards}
      from={loaderData.from}
      faq={loaderData.faq}
    >
      <p className="mt-10 max-w-3xl text-slate-700">
        Per reti di scuole, gruppi numerosi o percorsi che uniscono più modalità prepariamo un
        preventivo dedicato: scrivici dalla pagina dei contatti indicando numero di docenti, temi e
        periodo.
      </p>
    </PricesPage>
  );
}
