/**
 * The texts that still write a price by hand (decision 058): after staff
 * change an edition's or a price offer's price, the notice after saving lists
 * those writing the old amount.
 */
import { newsPosts, pageTexts } from "~/platform/db/schema";
import type { Db } from "~/platform/db/client.server";
import { listAllFaq } from "~/features/faq/public-api.server";
import { PAGE_TEXTS_PAGES, pageTextsOf } from "~/features/pages/public-api";
import { writesAmount } from "~/features/prices/hand-written-amounts";

/** A text writing an amount by hand: what it is, and where staff edit it. */
export type HandWrittenText = { label: string; href: string };

/**
 * The texts that write any of `oldCents` by hand: FAQ answers (and
 * questions), news articles (drafts too: they will be read), page texts as
 * shown (saved over those of the code). Empty when no amount is given.
 */
export async function textsWritingAmounts(db: Db, oldCents: number[]): Promise<HandWrittenText[]> {
  if (oldCents.length === 0) return [];
  const writes = (...texts: string[]) =>
    oldCents.some((cents) => texts.some((t) => writesAmount(t, cents)));
  const found: HandWrittenText[] = [];
  for (const faq of await listAllFaq(db)) {
    if (writes(faq.question, faq.answer))
      found.push({ label: `Domanda frequente «${faq.question}»`, href: `/admin/faq/${faq.id}` });
  }
  const news = await db
    .select({
      id: newsPosts.id,
      title: newsPosts.title,
      excerpt: newsPosts.excerpt,
      content: newsPosts.content,
    })
    .from(newsPosts)
    .orderBy(newsPosts.title);
  for (const post of news) {
    if (writes(post.title, post.excerpt, post.content))
      found.push({ label: `Articolo «${post.title}»`, href: `/admin/news/edit/${post.id}` });
  }
  const saved = new Map(
    (await db.select({ key: pageTexts.pageKey, fields: pageTexts.fields }).from(pageTexts)).map(
      (row) => [row.key, row.fields],
    ),
  );
  for (const page of PAGE_TEXTS_PAGES) {
    if (writes(...Object.values(pageTextsOf(page, saved.get(page.key) ?? {}))))
      found.push({
        label: `Testi della pagina «${page.title}»`,
        href: `/admin/pagine/${page.key}`,
      });
  }
  return found;
}

/** The amounts a save took away: the old ones that are no longer a price of the record. */
export function changedAmounts(
  before: Array<number | null>,
  after: Array<number | null>,
): number[] {
  return [...new Set(before)].filter(
    (cents): cents is number => cents !== null && !after.includes(cents),
  );
}
