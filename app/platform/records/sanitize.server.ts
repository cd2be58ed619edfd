import sanitizeHtml from "sanitize-html";

/**
 * The allow-list for news HTML (docs/architecture.md: sanitised on save by the staff
 * editor and again on render here), so stored markup can never run script.
 * Everything not listed is dropped; relative URLs stay.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "a",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "blockquote",
    "code",
    "pre",
    "img",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Contents of these are dropped with the tag, not kept as text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"],
  transformTags: {
    // The article page owns the only h1: a heading 1 in the body becomes a heading 2.
    h1: "h2",
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      if (target === "_blank") {
        // A new tab must not get a handle on this page (reverse tabnabbing).
        return {
          tagName,
          attribs: { ...rest, target: "_blank", rel: "noopener noreferrer" },
        };
      }
      return { tagName, attribs: rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** Cleans news HTML with the allow-list above; safe to render with dangerouslySetInnerHTML. */
export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
