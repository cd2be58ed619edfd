import { describe, expect, it } from "vitest";
import { STUDENT_COURSE_IDS, TEACHER_COURSE_IDS } from "~/features/courses/courses-content";
import { COURSE_TAG_MAP, COURSE_TAGS, tagsForCourse } from "~/features/courses/course-tags";

/** The 18 student ids of spec §3. */
const SPEC_STUDENT_IDS = [
  "fotografia-ai",
  "ai-video",
  "ai-podcast",
  "ai-art",
  "ai-gaming",
  "3d-printing",
  "ai-revolution",
  "meccatronica-ai",
  "arduino-ai",
  "game-of-business",
  "lean-startup",
  "mosaico-urbano",
  "no-code-revolution",
  "customer-happiness",
  "digital-modeling",
  "lego-spike",
  "genomica-bioinformatica",
  "ai-python-macchine-learning",
];

/** Teacher ids named by spec §3 and §9. */
const SPEC_TEACHER_IDS = [
  "lego-spike-docenti",
  "ai-didattica",
  "chatgpt-docenza",
  "gemini-google-workspace",
  "coda-ai-docenza",
  "ai-aggiornamento-professionale",
  "ai-ambienti-immersivi",
  "chatgpt-docenza-docenti",
  "ai-podcasting-docenza-docenti",
  "canva-docenza-docenti",
];

describe("tag map (spec §3)", () => {
  it("gives known ids their tags", () => {
    expect(tagsForCourse("ai-video")).toEqual(["AI", "Video", "Creatività"]);
    expect(tagsForCourse("lego-spike")).toEqual(["Robotica", "Coding", "STEM"]);
    expect(tagsForCourse("chatgpt-docenza-docenti")).toEqual(["AI", "ChatGPT", "Didattica"]);
  });

  it("gives unknown ids no tags, including object property names", () => {
    expect(tagsForCourse("corso-inesistente")).toEqual([]);
    expect(tagsForCourse("")).toEqual([]);
    expect(tagsForCourse("constructor")).toEqual([]);
    expect(tagsForCourse("__proto__")).toEqual([]);
    expect(tagsForCourse("AI-VIDEO")).toEqual([]);
  });

  it("returns a copy, so callers cannot change the map", () => {
    const tags = tagsForCourse("ai-art");
    tags.push("Robotica");
    expect(tagsForCourse("ai-art")).toEqual(["AI", "Creatività"]);
  });

  it("covers the 18 student ids and the teacher ids, with values from the fixed list only", () => {
    for (const id of [...SPEC_STUDENT_IDS, ...SPEC_TEACHER_IDS]) {
      expect(tagsForCourse(id).length, id).toBeGreaterThan(0);
    }
    for (const [id, tags] of Object.entries(COURSE_TAG_MAP)) {
      for (const tag of tags) expect(COURSE_TAGS, `${id}: ${tag}`).toContain(tag);
      expect(new Set(tags).size, id).toBe(tags.length);
    }
    // Teacher courses are about teaching: each carries 'Didattica'.
    for (const id of SPEC_TEACHER_IDS) expect(tagsForCourse(id), id).toContain("Didattica");
  });

  it("matches the content: the same student ids, and every teacher id has a course", () => {
    expect(STUDENT_COURSE_IDS).toEqual(SPEC_STUDENT_IDS);
    expect([...TEACHER_COURSE_IDS].sort()).toEqual([...SPEC_TEACHER_IDS].sort());
  });
});
