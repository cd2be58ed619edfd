/** The image library's browser-safe helpers (decision 048). */
import { UPLOADED_COURSE_IMAGE_PREFIX } from "~/features/courses/public-api";

/** A record that shows an image: «Articolo «…»», linking to its editor. */
export type MediaUse = { kind: "Articolo" | "Corso" | "Pagina"; title: string; href: string };

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

/** What a picker shows of one library image (listPickableImages in media-library.server.ts). */
export type PickableImage = { url: string; alt: string; decorative: boolean; name: string };

/** The field a picker (media-picker.tsx) posts: the chosen image's address, or "" for none. */
export const LIBRARY_IMAGE_FIELD = "libraryImage";

/** The image chosen in a picker, if any: the form reader's half of MediaPicker. */
export function pickedImage(form: FormData): string | null {
  const value = form.get(LIBRARY_IMAGE_FIELD);
  return typeof value === "string" && value.startsWith("/media/") ? value : null;
}

/** An image uploaded for news and pages (/media/{uuid}.{ext}), not a course's variants. */
export function isLibraryImageUrl(url: string): boolean {
  return /^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/.test(
    url,
  );
}
