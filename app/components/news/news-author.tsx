import { NEWS_AUTHOR } from "~/content/news";
import { svgDataUrl } from "~/lib/logo";
import authorPhoto from "../../../public/images/people/responsabile-formazione.svg?raw";

type Author = { name: string; role: string; image: string };

/**
 * The photo of the fixed author, carried in the page: it sits beside the
 * article's picture, and a request of its own would share the connection with
 * that picture, the page's largest paint (record 037). Its address stays the
 * public file, which the JSON-LD names.
 */
const INLINE_PHOTOS: Readonly<Record<string, string>> = {
  [NEWS_AUTHOR.image]: svgDataUrl(authorPhoto),
};

/** The fixed author block of every article (spec §2): photo, name and role. */
export function NewsAuthor({ author }: { author: Author }) {
  return (
    <div className="flex items-center gap-4">
      <img
        src={INLINE_PHOTOS[author.image] ?? author.image}
        alt={`Foto di ${author.name}`}
        width={56}
        height={56}
        className="h-14 w-14 rounded-full bg-brand-50 object-cover"
      />
      <div>
        <p className="font-semibold text-slate-900">{author.name}</p>
        <p className="text-sm text-slate-600">{author.role}</p>
      </div>
    </div>
  );
}
