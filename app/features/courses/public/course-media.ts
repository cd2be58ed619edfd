import { appContext } from "~/context";
import { readCourseImage } from "~/features/courses/admin/course-images.server";
import type { Route } from "./+types/course-media";

/**
 * GET /media/corsi/:file — the variants of course images uploaded by staff
 * (card and list, WebP and AVIF). Names are generated UUIDs, so a file never
 * changes: cached for a year. A new upload gets a new name.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const image = await readCourseImage(env.DATA_DIR, params.file);
  if (!image) {
    return new Response("Immagine non trovata", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "Content-Type": image.mime,
      "Content-Length": String(image.bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Disposition": "inline",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
