import { ChevronDown } from "lucide-react";
import type { FaqEntry } from "~/features/faq/faq";

/**
 * Questions and answers as native disclosure widgets (<details>/<summary>):
 * keyboard-operable and announced as expandable by screen readers, with no script.
 */
export function Faq({
  items,
  headingLevel = 3,
}: {
  items: readonly FaqEntry[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.id} className="group p-5">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md [&::-webkit-details-marker]:hidden">
            <Heading className="text-lg font-semibold text-slate-900">{item.question}</Heading>
            <ChevronDown
              aria-hidden="true"
              className="mt-1 h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <div
            className="mt-3 space-y-2 leading-relaxed text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800"
            // Sanitised on save and again when read (faq.server.ts).
            dangerouslySetInnerHTML={{ __html: item.answerHtml }}
          />
        </details>
      ))}
    </div>
  );
}
