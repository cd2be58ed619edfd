/** The fixed tag map of spec §3: course id (slug) → tags. Unknown ids get no tags. */
export const COURSE_TAG_MAP: Readonly<Record<string, readonly string[]>> = {
  "chatgpt-docenza-docenti": ["AI", "ChatGPT", "Didattica"],
  "ai-podcasting-docenza-docenti": ["AI", "Podcast", "Didattica"],
  "canva-docenza-docenti": ["Creatività", "Didattica"],
};

export function tagsForCourse(slug: string): string[] {
  return [...(COURSE_TAG_MAP[slug] ?? [])];
}
