import { AiLabPromo } from "~/features/pages/home/ai-lab-promo";
import { BreakingNews } from "~/features/pages/home/breaking-news";
import { ClosingCta } from "~/features/pages/home/closing-cta";
import { FeaturedCourses } from "~/features/pages/home/featured-courses";
import { HomeHero } from "~/features/pages/home/hero";
import { Opportunities } from "~/features/pages/home/opportunities";
import { Strengths } from "~/features/pages/home/strengths";
import { Testimonials } from "~/features/pages/home/testimonials";
import { JsonLd } from "~/features/news/public-api";
import type { homePageData } from "~/features/pages/home/home-page.server";

/** The home page, for its route and for the staff preview of its texts. */
export function HomePage({
  latestNews,
  featuredCourses,
  closed,
  opportunities,
  strengths,
  testimonials,
  organization,
  texts,
}: Awaited<ReturnType<typeof homePageData>>) {
  return (
    <>
      <JsonLd data={organization} />
      <HomeHero texts={texts} />
      {latestNews ? <BreakingNews post={latestNews} /> : null}
      <Opportunities cards={opportunities} closed={closed} />
      <Strengths items={strengths} />
      <AiLabPromo />
      {featuredCourses && featuredCourses.length > 0 ? (
        <FeaturedCourses courses={featuredCourses} />
      ) : null}
      <Testimonials items={testimonials} />
      <ClosingCta texts={texts} />
    </>
  );
}
