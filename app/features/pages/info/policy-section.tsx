import type { ReactNode } from "react";
import { PageHero } from "~/ui/page-hero";
import { useSite } from "~/platform/site";

/** A titled block of a policy page; lists and links inside get readable defaults. */
export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_li]:mt-1 [&_p+p]:mt-3 [&_ul]:list-disc [&_ul]:pl-5 [&_ul+p]:mt-3 [&_p+ul]:mt-3">
      <h2 className="mb-3 text-2xl font-bold text-brand-900">{title}</h2>
      {children}
    </section>
  );
}

type PageProps = {
  title: string;
  /** The paragraph in the page's hero. */
  intro: ReactNode;
  /** The sections, in a narrow readable column. */
  children: ReactNode;
};

/** Frame of a policy or statement page (privacy, cookies, accessibility). */
export function PolicyPage({ title, intro, children }: PageProps) {
  return (
    <>
      <PageHero title={title}>{intro}</PageHero>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12">{children}</div>
    </>
  );
}

/** The school's e-mail address as a link: where the cookie policy sends questions. */
export function SiteEmailLink() {
  const { email } = useSite();
  return <a href={`mailto:${email}`}>{email}</a>;
}
