import type { ReactNode } from "react";
import { Link } from "react-router";
import { lightButton } from "~/ui/buttons";

type Props = {
  /** Id of the h2, which names the section. */
  id: string;
  title: string;
  /** The sentence under the title. */
  children: ReactNode;
  action: string;
  to?: string;
};

/** The dark closing band of an informational page: a title, a sentence and a button (to /contatti unless told). */
export function CtaBand({ id, title, children, action, to = "/contatti" }: Props) {
  return (
    <section aria-labelledby={id} className="bg-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <h2 id={id} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-100">{children}</p>
        <Link to={to} className={`${lightButton} mt-6`}>
          {action}
        </Link>
      </div>
    </section>
  );
}
