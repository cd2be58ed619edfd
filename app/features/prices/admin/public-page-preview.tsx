// The staff preview of a price offer or a question with its pending edits
// (decision 047): its public page (/prezzi, /prezzi-studenti or /contatti)
// as visitors will see it once published, under the preview's bar.
import { ContactsPage } from "~/features/inbox/public-api";
import { PRICE_LIST_VIEWS, type PriceListData } from "~/features/prices/price-list-pages";
import { PRICE_LISTS, type PriceList } from "~/features/prices/price-offers";
import type { FaqEntry } from "~/features/faq/public-api";
import { PagePreviewFrame } from "~/ui/records/preview-frame";

/** What prices.server.ts `publicPagePreview` gives. */
type PreviewedPage =
  { view: "contatti"; faq: readonly FaqEntry[] } | { view: PriceList; data: PriceListData };

export function PublicPagePreview({
  page,
  pending,
  editHref,
}: {
  page: PreviewedPage;
  /** «Modifiche non pubblicate del … di …», or null when there are none. */
  pending: string | null;
  editHref: string;
}) {
  const path = page.view === "contatti" ? "/contatti" : PRICE_LISTS[page.view].path;
  const View = page.view === "contatti" ? null : PRICE_LIST_VIEWS[page.view];
  return (
    <PagePreviewFrame path={path} pending={pending} editHref={editHref}>
      {page.view === "contatti" ? (
        <ContactsPage faq={page.faq} />
      ) : View ? (
        <View data={page.data} />
      ) : null}
    </PagePreviewFrame>
  );
}
