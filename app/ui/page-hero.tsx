import type { ReactNode } from "react";

/** An image beside the title (a page's chosen library image), with its alt text. */
type HeroImage = { src: string; alt: string; width: number | null; height: number | null };

type Props = { title: string; kicker?: string; children?: ReactNode; image?: HeroImage };

/** The coloured band at the top of an inner page, with its single h1 and, if given, an image. */
export function PageHero({ title, kicker, children, image }: Props) {
  const text = (
    <>
      {kicker ? (
        <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{kicker}</p>
      ) : null}
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      {children ? <div className="mt-5 max-w-3xl text-lg text-slate-100">{children}</div> : null}
    </>
  );
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        {image ? (
          <div className="grid items-center gap-10 lg:grid-cols-2">
            <div>{text}</div>
            <HeroPicture image={image} />
          </div>
        ) : (
          text
        )}
      </div>
    </section>
  );
}

/** The hero's image: first on screen, so fetched first; its size from the library when known. */
export function HeroPicture({ image, className = "" }: { image: HeroImage; className?: string }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width ?? 800}
      height={image.height ?? 600}
      fetchPriority="high"
      className={`h-auto w-full max-w-xl justify-self-center rounded-2xl ${className}`}
    />
  );
}

/**
 * A hero's kicker (the line above) and its single h1; `titleClassName` sizes
 * the title (by default as on the standalone pages).
 */
export function HeroTitle({
  kicker,
  title,
  titleClassName = "mt-2 text-4xl font-bold tracking-tight sm:text-5xl",
}: {
  kicker: ReactNode;
  title: string;
  titleClassName?: string;
}) {
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{kicker}</p>
      <h1 className={titleClassName}>{title}</h1>
    </>
  );
}
