/**
 * Short ways to write a page's field map (`*-texts.ts`, decision 047): the
 * fields every page has, with the same names and labels on every page, so
 * adding a page is a few lines. Browser-safe, and free of the registry
 * (page-texts.ts imports the maps).
 */
import type { PageTextField, PageTextsPage } from "~/features/pages/texts/page-text-types";

type Group = PageTextsPage["groups"][number];

export const PARAGRAPHS_HINT = "Una riga vuota separa un paragrafo dal successivo.";

export function line(name: string, label: string, hint?: string): PageTextField {
  return hint ? { name, label, kind: "line", hint } : { name, label, kind: "line" };
}

/** Paragraphs, split on blank lines. */
export function paragraphs(name: string, label: string, hint = PARAGRAPHS_HINT): PageTextField {
  return { name, label, kind: "paragraphs", hint };
}

/** A call to action: its text (`name`) and its address (`${name}Link`). */
export function action(name: string, label: string): PageTextField[] {
  return [
    { name, label: `${label}: testo`, kind: "line" },
    { name: `${name}Link`, label: `${label}: indirizzo`, kind: "link" },
  ];
}

/**
 * An image chosen from the library (decision 048), with the library's alt
 * text; until one is chosen the page shows the image of its code, if any.
 */
export function image(name: string, label: string, hint: string): PageTextField {
  return { name, label, kind: "image", hint };
}

/** The hero's optional image: none in the code, one from the library once chosen. */
const HERO_IMAGE = image(
  "heroImage",
  "Immagine di apertura (facoltativa)",
  "Accanto al titolo. Senza una scelta la pagina resta com'è, senza immagine.",
);

export function opening(...fields: (PageTextField | PageTextField[])[]): Group {
  return {
    legend: "Apertura",
    fields: [line("heroKicker", "Occhiello"), line("heroTitle", "Titolo"), ...fields.flat()],
  };
}

/** The opening of an informational page. */
export function introOpening(...buttons: PageTextField[][]): Group {
  return opening(paragraphs("heroIntro", "Presentazione"), ...buttons, HERO_IMAGE);
}

/** Cards of a section, each a title and a text: `${name}1Title`, `${name}1Text`, … */
function cards(name: string, label: string, count: number): PageTextField[] {
  return Array.from({ length: count }, (_, i) => [
    line(`${name}${i + 1}Title`, `${label} ${i + 1}: titolo`),
    paragraphs(`${name}${i + 1}Text`, `${label} ${i + 1}: testo`),
  ]).flat();
}

/** The shipped texts of a section's cards, as `cards` names them. */
export function cardTexts(
  name: string,
  items: readonly { title: string; text: string }[],
): Record<string, string> {
  return Object.fromEntries(
    items.flatMap((item, i) => [
      [`${name}${i + 1}Title`, item.title],
      [`${name}${i + 1}Text`, item.text],
    ]),
  );
}

/**
 * A section: its title (`${name}Title`), its introduction (`${name}Intro`) if
 * it has one, and its cards if it has some (`cards`: how many, how one is called).
 */
export function section(
  name: string,
  legend: string,
  options: { intro?: boolean; cards?: { count: number; label: string } } = {},
): Group {
  return {
    legend,
    fields: [
      line(`${name}Title`, `${legend}: titolo`),
      ...(options.intro ? [paragraphs(`${name}Intro`, `${legend}: introduzione`)] : []),
      ...(options.cards ? cards(name, options.cards.label, options.cards.count) : []),
    ],
  };
}

export function closing(...fields: (PageTextField | PageTextField[])[]): Group {
  return {
    legend: "Invito finale",
    fields: [
      line("closingTitle", "Titolo dell'invito"),
      paragraphs("closingText", "Testo dell'invito"),
      ...fields.flat(),
    ],
  };
}

export const CLOSING_WITH_BUTTON = closing(action("closingAction", "Pulsante dell'invito"));
