import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import type { FaqEntry } from "~/features/faq/faq";

/**
 * One question and its answer as a native disclosure widget
 * (<details>/<summary>): keyboard-operable and announced as expandable by
 * screen readers, with no script. `children` are what the summary shows;
 * `classes` style the summary and the answer.
 */
export function FaqDisclosure({
  item,
  classes,
  children,
}: {
  item: FaqEntry;
  classes: { summary: string; answer: string };
  children: ReactNode;
}) {
  return (
    <details className="group p-5">
      <summary className={classes.summary}>{children}</summary>
      <div
        className={classes.answer}
        // Sanitised on save and again when read (faq.server.ts).
        dangerouslySetInnerHTML={{ __html: item.answerHtml }}
      />
    </details>
  );
}

const FAQ_CLASSES = {
  summary:
    "flex cursor-pointer list-none items-start justify-between gap-4 rounded-md [&::-webkit-details-marker]:hidden",
  answer:
    "mt-3 space-y-2 leading-relaxed text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800",
};

/** Questions and answers, each a `FaqDisclosure` headed by its question and a chevron. */
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
        <FaqDisclosure key={item.id} item={item} classes={FAQ_CLASSES}>
          <Heading className="text-lg font-semibold text-slate-900">{item.question}</Heading>
          <ChevronDown
            aria-hidden="true"
            className="mt-1 h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
          />
        </FaqDisclosure>
      ))}
    </div>
  );
}
