// Typography of a post's stored HTML (headings, lists, links, quotes, images),
// kept here so the public article and the staff preview look the same without a
// global stylesheet.
const ARTICLE_BODY_CLASS = [
  "text-lg leading-relaxed text-slate-800",
  "[&_p]:mt-4 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h4]:mt-6 [&_h4]:font-bold",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6",
  "[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-800",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-500 [&_blockquote]:bg-amber-50 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:text-slate-800",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl",
  "[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-4 [&_code]:text-base",
  "[&_hr]:my-8 [&_hr]:border-slate-200",
].join(" ");

type Props = {
  /** HTML already passed through `sanitizeNewsHtml` (app/platform/records/sanitize.server.ts). */
  html: string;
  className?: string;
};

export function NewsArticleBody({ html, className = "" }: Props) {
  return (
    <div
      className={`${ARTICLE_BODY_CLASS} ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
