import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CourseCard, type CourseCardCourse } from "~/features/courses/public/course-card";

const course: CourseCardCourse = {
  id: "3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70",
  slug: "ai-podcast",
  title: "Podcast con l'intelligenza artificiale",
  description: "Ideare, registrare e pubblicare un podcast di classe.",
  duration: "A partire da 10 ore",
  students: 20,
  level: "Base",
  category: "studenti",
  tags: ["AI", "Podcast"],
  image: "ai-podcast",
};

const render = (props: Parameters<typeof CourseCard>[0]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <CourseCard {...props} />
    </MemoryRouter>,
  );

describe("CourseCard", () => {
  it("shows the card fields of spec §2 and links to the course page", () => {
    const html = render({ course });
    expect(html).toContain("<h2");
    expect(html).toContain("Podcast con l&#x27;intelligenza artificiale");
    expect(html).toContain("A partire da 10 ore");
    const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain(" 20 studenti ");
    expect(text).toContain(" Livello: Base ");
    expect(text).toContain("Per studenti");
    expect(html).toContain(">AI</li>");
    expect(html).toContain(">Podcast</li>");
    expect(html).toMatch(/<a [^>]*href="\/corsi\/ai-podcast"[^>]*>Scopri di più/);
    expect(html).toContain('src="/images/courses/ai-podcast-card.webp"');
    expect(html).toContain('srcSet="/images/courses/ai-podcast-card.avif"');
    expect(html).toContain('width="960" height="540"');
    expect(html).toContain(
      'alt="Illustrazione del corso Podcast con l&#x27;intelligenza artificiale"',
    );
  });

  it("uses the list variant in the list view and the chosen heading level", () => {
    const html = render({ course, view: "list", headingLevel: 3 });
    expect(html).toContain('src="/images/courses/ai-podcast-list.webp"');
    expect(html).toContain('width="400" height="300"');
    expect(html).toContain("<h3");
    expect(html).not.toContain("<h2");
  });

  it("falls back to the default artwork for a course without an image", () => {
    const html = render({ course: { ...course, image: null, tags: [] } });
    expect(html).toContain('src="/images/courses/default-card.webp"');
    expect(html).not.toContain('aria-label="Argomenti"');
  });
});
