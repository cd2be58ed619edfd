/** Cards of the first row of a card grid: three on a wide screen. */
const FIRST_ROW = 3;

/**
 * The class of a card grid's `<li>`: cards past the first row are rendered only
 * when they come near the viewport (app.css, `.deferred-card`), which keeps long
 * lists (the catalogue's 28 courses) cheap to lay out on a phone.
 */
export function cardListItemClass(index: number): string | undefined {
  return index < FIRST_ROW ? undefined : "deferred-card";
}

/**
 * Whether a card's image loads at once rather than lazily: the first card only.
 * On a phone the cards after it are below the fold, and loading them at once
 * would share the connection with the stylesheet and the first picture (the
 * page's largest paint); on a wide screen the rest of the first row is in view
 * and the browser fetches it as soon as the page is laid out (record 037).
 */
export function cardImageIsEager(index: number): boolean {
  return index === 0;
}
