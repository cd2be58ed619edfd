/** Standard <title> and description for a page: "Page · Site". */
export function pageMeta(title: string, description: string) {
  return [
    { title: `${title} · Polo Formativo Lucano` },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
  ];
}
