import { InlineSvg } from "~/ui/inline-svg";
import { NEWS_AUTHOR } from "~/features/news/article-author";
import authorPhoto from "../../../../public/images/people/responsabile-formazione.svg?raw";

type Author = { name: string; role: string; image: string };

/**
 * The photo of the fixed author, written into the page: it sits beside the
 * article's picture, and a request of its own would share the connection with
 * that picture, the page's largest paint (record 037). Its address stays the
 * public file, which the JSON-LD names.
 */
const INLINE_PHOTOS: Readonly<Record<string, string>> = { [NEWS_AUTHOR.image]: authorPhoto };

const photoClass = "h-14 w-14 overflow-hidden rounded-full bg-brand-50";

/** The fixed author block of every article (spec §2): photo, name and role. */
export function NewsAuthor({ author }: { author: Author }) {
  const inline = INLINE_PHOTOS[author.image];
  const alt = `Foto di ${author.name}`;
  return (
    <div className="flex items-center gap-4">
      {inline ? (
        <InlineSvg svg={inline} label={alt} className={photoClass} />
      ) : (
        <img
          src={author.image}
          alt={alt}
          width={56}
          height={56}
          className={`${photoClass} object-cover`}
        />
      )}
      <div>
        <p className="font-semibold text-slate-900">{author.name}</p>
        <p className="text-sm text-slate-600">{author.role}</p>
      </div>
    </div>
  );
}
