/**
 * The one door every uploaded image goes through (decision 054). The type is
 * detected from the bytes (never the name or the browser's claim), then sharp
 * reads the header only, under the same pixel limit it applies when it
 * decodes: a PNG of 20000×20000 px compresses to a few dozen KB but would take
 * gigabytes to decode, in our process or in a visitor's browser, so it is
 * refused before anything is stored or resized.
 */
import { fileTypeFromBuffer } from "file-type";
import type { Metadata, Sharp } from "sharp";
import {
  IMAGE_MAX_BYTES,
  IMAGE_PIXELS_ERROR,
  IMAGE_SIZE_ERROR,
  IMAGE_TYPE_ERROR,
  IMAGE_UNREADABLE_ERROR,
} from "~/platform/records/record-image";

/**
 * At most 50 megapixels (8160×6120, the largest phone photos): already 150 MB
 * once decoded to RGB, which is what resizing a course image costs.
 */
const IMAGE_MAX_PIXELS = 50_000_000;

const EXTENSIONS = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;
type ImageMime = keyof typeof EXTENSIONS;

/** What the header of an accepted image says; width and height as it shows (EXIF orientation applied). */
type ImageFacts = {
  mime: ImageMime;
  ext: (typeof EXTENSIONS)[ImageMime];
  width: number;
  height: number;
};

/** An upload read: its facts, or the Italian message to show beside the field. */
export type InspectedImage = { ok: true; image: ImageFacts } | { ok: false; error: string };

/**
 * The image for sharp to decode, refusing past IMAGE_MAX_PIXELS whatever the
 * header claims. sharp is loaded on first use: most processes never decode.
 */
export async function decodeImage(bytes: Uint8Array): Promise<Sharp> {
  const { default: sharp } = await import("sharp");
  return sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS });
}

/** Checks an upload from its bytes and header, without decoding it. */
export async function inspectImage(bytes: Uint8Array): Promise<InspectedImage> {
  if (bytes.length > IMAGE_MAX_BYTES) return { ok: false, error: IMAGE_SIZE_ERROR };
  const detected = await fileTypeFromBuffer(bytes.subarray(0, 64 * 1024));
  const mime = detected?.mime;
  if (!mime || !(mime in EXTENSIONS)) return { ok: false, error: IMAGE_TYPE_ERROR };
  let meta: Metadata;
  try {
    meta = await (await decodeImage(bytes)).metadata();
  } catch (error) {
    // sharp checks limitInputPixels against the header already, before any pixel is decoded.
    const overLimit = error instanceof Error && /pixel limit/i.test(error.message);
    return { ok: false, error: overLimit ? IMAGE_PIXELS_ERROR : IMAGE_UNREADABLE_ERROR };
  }
  const { width, height } = meta;
  if (!width || !height) return { ok: false, error: IMAGE_UNREADABLE_ERROR };
  if (width * height > IMAGE_MAX_PIXELS) return { ok: false, error: IMAGE_PIXELS_ERROR };
  // A phone photo turned by its EXIF orientation (5–8) shows with its sides swapped.
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    ok: true,
    image: {
      mime: mime as ImageMime,
      ext: EXTENSIONS[mime as ImageMime],
      width: turned ? height : width,
      height: turned ? width : height,
    },
  };
}
