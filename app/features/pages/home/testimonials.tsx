import { Quote } from "lucide-react";
import type { TESTIMONIALS } from "~/features/pages/home/home-content";
import { HomeBand } from "~/features/pages/home/home-band";

/** Three static testimonials (spec §2). */
export function Testimonials({ items }: { items: typeof TESTIMONIALS }) {
  return (
    <HomeBand id="testimonianze" title="Dicono di noi" className="bg-brand-50">
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.author}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm">
              <Quote aria-hidden="true" className="h-8 w-8 text-accent-600" />
              <blockquote className="mt-3 flex-1 leading-relaxed text-slate-800">
                <p>«{item.quote}»</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4">
                <img
                  src={item.image}
                  alt={`Foto di ${item.author}`}
                  width={56}
                  height={56}
                  loading="lazy"
                  className="h-14 w-14 shrink-0 rounded-full bg-brand-100"
                />
                <span>
                  <span className="block font-semibold text-slate-900">{item.author}</span>
                  <span className="block text-sm text-slate-600">{item.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeBand>
  );
}
