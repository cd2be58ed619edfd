/**
 * The shapes of the page texts (decision 047), apart from page-texts.ts, which
 * lists every page's map, so that the maps (home-texts.ts, about-texts.ts…)
 * import their type from here and not from the module that imports them.
 */

export type PageTextField = {
  name: string;
  label: string;
  /**
   * line: one line; paragraphs: paragraphs split on blank lines; link: an
   * address on the site (/contatti) or https://…; courses: courses chosen among
   * the published ones of `category`, one id a line; image: the address of an
   * image of the library (decision 048), "" for the page's own image.
   */
  kind: "line" | "paragraphs" | "link" | "courses" | "image";
  hint?: string;
  /** For "courses": whose courses to choose from. */
  category?: "docenti" | "studenti";
};

/** A library image a page shows in an image field, with the library's alt text. */
export type PageImage = { src: string; alt: string; width: number | null; height: number | null };

/** What a page with texts gets from its loader (loadPageContent). */
export type PageContent<Texts = Record<string, string>> = {
  texts: Texts;
  images: Partial<Record<string, PageImage>>;
};

export type PageTextsPage = {
  key: string;
  /** How staff name the page. */
  title: string;
  path: string;
  /** Its title and description for search engines, where its route reads them from the map. */
  meta?: { title: string; description: string };
  groups: { legend: string; fields: PageTextField[] }[];
  /** The texts written in its code: what the page shows until it is saved. */
  defaults: Record<string, string>;
};
