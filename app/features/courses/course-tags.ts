/** The tag values of spec §3: every tag in the map is one of these. */
export const COURSE_TAGS = [
  "AI",
  "ChatGPT",
  "Didattica",
  "Video",
  "Podcast",
  "Creatività",
  "Fotografia",
  "3D",
  "No-Code",
  "Coding",
  "STEM",
  "Robotica",
] as const;

export type CourseTag = (typeof COURSE_TAGS)[number];

/**
 * The fixed tag map of spec §3: course id (slug) → tags, for the 18 student
 * courses and the teacher courses. Unknown ids get no tags.
 */
export const COURSE_TAG_MAP: Readonly<Record<string, readonly CourseTag[]>> = {
  // Student courses
  "fotografia-ai": ["AI", "Fotografia", "Creatività"],
  "ai-video": ["AI", "Video", "Creatività"],
  "ai-podcast": ["AI", "Podcast"],
  "ai-art": ["AI", "Creatività"],
  "ai-gaming": ["AI", "Coding", "Creatività"],
  "3d-printing": ["3D", "STEM"],
  "ai-revolution": ["AI", "ChatGPT"],
  "meccatronica-ai": ["AI", "Robotica", "STEM"],
  "arduino-ai": ["AI", "Coding", "Robotica"],
  "game-of-business": ["AI", "Creatività"],
  "lean-startup": ["No-Code", "Creatività"],
  "mosaico-urbano": ["Fotografia", "Creatività"],
  "no-code-revolution": ["No-Code", "AI"],
  "customer-happiness": ["AI", "ChatGPT"],
  "digital-modeling": ["3D", "Creatività"],
  "lego-spike": ["Robotica", "Coding", "STEM"],
  "genomica-bioinformatica": ["STEM", "Coding"],
  "ai-python-macchine-learning": ["AI", "Coding", "STEM"],
  // Teacher courses
  "chatgpt-docenza-docenti": ["AI", "ChatGPT", "Didattica"],
  "ai-podcasting-docenza-docenti": ["AI", "Podcast", "Didattica"],
  "canva-docenza-docenti": ["Creatività", "Didattica"],
  "lego-spike-docenti": ["Robotica", "STEM", "Didattica"],
  "ai-didattica": ["AI", "Didattica"],
  "chatgpt-docenza": ["AI", "ChatGPT", "Didattica"],
  "gemini-google-workspace": ["AI", "Didattica"],
  "coda-ai-docenza": ["AI", "No-Code", "Didattica"],
  "ai-aggiornamento-professionale": ["AI", "Didattica"],
  "ai-ambienti-immersivi": ["AI", "3D", "Didattica"],
};

/** The tags of a course id (a copy); an id outside the map gets no tags. */
export function tagsForCourse(slug: string): string[] {
  return Object.hasOwn(COURSE_TAG_MAP, slug) ? [...COURSE_TAG_MAP[slug]!] : [];
}
