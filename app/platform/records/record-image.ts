/**
 * The image a record's editor uploads (a news cover, a course image, an image
 * in rich text): what the form accepts and the cap, shared by the forms
 * (browser) and the server checks. Browser-safe.
 */

/** jpg, png, webp, at most 5 MB (checked by content on the server). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp";
export const IMAGE_SIZE_ERROR = "L'immagine supera i 5 MB: scegline una più leggera.";
export const IMAGE_TYPE_ERROR = "L'immagine deve essere un file JPG, PNG o WebP.";
/** Past the decoder's pixel limit (image-decoder.server.ts): huge, or a decompression bomb. */
export const IMAGE_PIXELS_ERROR =
  "L'immagine è troppo grande in pixel (al massimo 50 megapixel, per esempio 8000×6000): riducila e riprova.";
export const IMAGE_UNREADABLE_ERROR =
  "Non riesco a leggere l'immagine: il file potrebbe essere danneggiato. Prova con un altro file.";

/** A site path (an uploaded image: /media/…) or an absolute http(s) URL. */
export function isImageUrl(value: string): boolean {
  if (/^\/(?!\/)\S*$/.test(value)) return true;
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
}
