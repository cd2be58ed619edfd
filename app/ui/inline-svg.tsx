/**
 * One of our own SVG drawings written into the page, not linked: no request at
 * all, where an `<img>` (even of a `data:` URL) is one more request competing
 * with the page's largest picture on a slow connection (record 037). With a
 * `label` it is an image with that name; without, decoration hidden from
 * assistive technologies. `svg` is trusted markup from our own files; the
 * drawing's own role and name are replaced by these.
 */
export function InlineSvg({
  svg,
  label,
  className = "",
}: {
  svg: string;
  label?: string;
  className?: string;
}) {
  const drawing = svg.replace(/\s(?:role|aria-label|aria-hidden)="[^"]*"/g, "");
  return (
    <span
      className={`block shrink-0 [&>svg]:size-full ${className}`}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      dangerouslySetInnerHTML={{ __html: drawing }}
    />
  );
}
