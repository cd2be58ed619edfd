/**
 * The markup pages share for their texts (decision 047), as the pages wrote
 * it before their texts were editable, so that the public HTML stays the same.
 */
import type { ReactNode } from "react";
import { paragraphsOf } from "~/features/pages/texts/page-texts";
import type { PageImage } from "~/features/pages/texts/page-text-types";
import { CtaBand } from "~/ui/cta-band";
import { CtaPanel } from "~/ui/cta-panel";
import { PageHero } from "~/ui/page-hero";
import { IconCardGrid } from "~/ui/icon-card";
import { InfoSection } from "~/ui/section";
import type { LucideIcon } from "lucide-react";

type Texts = Record<string, string>;

export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return paragraphsOf(text).map((p, i) => (
    <p key={i} className={className}>
      {p}
    </p>
  ));
}

/** `lead` goes before the introduction's first paragraph; `children`: buttons. */
export function TextsHero({
  texts,
  image,
  lead,
  children,
}: {
  texts: Texts;
  image?: PageImage;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <PageHero title={texts.heroTitle ?? ""} kicker={texts.heroKicker} image={image}>
      {paragraphsOf(texts.heroIntro ?? "").map((text, i) => (
        <p key={i}>{i === 0 && lead ? `${lead} ${text}` : text}</p>
      ))}
      {children}
    </PageHero>
  );
}

/** A section's introduction: one paragraph as it is, more as paragraphs spaced apart. */
export function introOf(text: string): ReactNode {
  const list = paragraphsOf(text);
  if (list.length === 1) return list[0];
  return list.map((p, i) => (
    <p key={i} className={i > 0 ? "mt-3" : undefined}>
      {p}
    </p>
  ));
}

type Card = { title: string; text: string };

/**
 * A section whose title (`${name}Title`) and introduction (`${name}Intro`, if
 * any) are texts; with `cards`, its cards (`cardsOf`) as icon cards first.
 */
export function TextsSection({
  id,
  texts,
  name,
  tone,
  cards,
  children,
}: {
  id: string;
  texts: Texts;
  name: string;
  tone?: "muted";
  cards?: {
    className: string;
    icons: readonly [LucideIcon, ...LucideIcon[]];
    footer?: (card: Card) => ReactNode;
  };
  children?: ReactNode;
}) {
  const intro = texts[`${name}Intro`];
  return (
    <InfoSection
      id={id}
      title={texts[`${name}Title`] ?? ""}
      tone={tone}
      intro={intro === undefined ? undefined : introOf(intro)}
    >
      {cards ? <IconCardGrid {...cards} items={cardsOf(texts, name)} /> : null}
      {children}
    </InfoSection>
  );
}

/** A section's cards, in order, as `section(…, { cards })` named them. */
export function cardsOf(texts: Texts, name: string): Card[] {
  const list: Card[] = [];
  for (let i = 1; texts[`${name}${i}Title`] !== undefined; i++) {
    list.push({
      title: texts[`${name}${i}Title`]!,
      text: paragraphsOf(texts[`${name}${i}Text`] ?? "").join(" "),
    });
  }
  return list;
}

/** The closing invitation as a dark band (the informational pages). */
export function ClosingBand({ id, texts }: { id: string; texts: Texts }) {
  return (
    <CtaBand
      id={id}
      title={texts.closingTitle ?? ""}
      action={texts.closingAction ?? ""}
      to={texts.closingActionLink}
    >
      {paragraphsOf(texts.closingText ?? "").join(" ")}
    </CtaBand>
  );
}

/** The closing invitation as a rounded panel (the audience pages). */
export function ClosingPanel({
  id,
  texts,
  className,
}: {
  id: string;
  texts: Texts;
  className: string;
}) {
  return (
    <CtaPanel
      id={id}
      title={texts.closingTitle ?? ""}
      to={texts.closingActionLink ?? "/contatti"}
      action={texts.closingAction ?? ""}
      className={className}
    >
      {paragraphsOf(texts.closingText ?? "").join(" ")}
    </CtaPanel>
  );
}
