/** Not available yet: answers 404 rather than a broken file. */
export function loader() {
  return new Response("Non trovato", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
