/**
 * The image library's browser-safe helpers (decision 048): how an image is
 * shown small and how its uses are said.
 */
import { UPLOADED_COURSE_IMAGE_PREFIX } from "~/features/courses/course-image";

/** A record that shows an image: «Articolo «…»», linking to its editor. */
export type MediaUse = { kind: "Articolo" | "Corso"; title: string; href: string };

/** The uses as one phrase: 'Articolo «Open day», Corso «Podcast»'. */
export function mediaUsesText(uses: readonly MediaUse[]): string {
  return uses.map((use) => `${use.kind} «${use.title}»`).join(", ");
}

/** The address of a small version of an image: a course image's list variant, else the image. */
export function mediaThumbnail(url: string): string {
  return url.startsWith(UPLOADED_COURSE_IMAGE_PREFIX) ? `${url}-list.webp` : url;
}

/** Size in Italian: «840 KB», «1,2 MB». */
export function formatBytes(size: number): string {
  if (size < 1024 * 1024) return `${Math.max(1, Math.round(size / 1024))} KB`;
  return `${(size / (1024 * 1024)).toLocaleString("it-IT", { maximumFractionDigits: 1 })} MB`;
}
