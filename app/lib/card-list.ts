/** Cards of the first row of a card grid: three on a wide screen. */
export const FIRST_ROW = 3;

/**
 * The class of a card grid's `<li>`: cards past the first row are rendered only
 * when they come near the viewport (app.css, `.deferred-card`), which keeps long
 * lists (the catalogue's 28 courses) cheap to lay out on a phone.
 */
export function cardListItemClass(index: number): string | undefined {
  return index < FIRST_ROW ? undefined : "deferred-card";
}
