import { appContext } from "~/context";
import { readMediaImage } from "~/platform/records/media.server";
import type { Route } from "./+types/media";

/**
 * GET /media/:file — images staff uploaded for news. Names are generated UUIDs,
 * so a file never changes: cached for a year. The headers keep a crafted file
 * from being read as anything but an image.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const media = await readMediaImage(env.DATA_DIR, params.file);
  if (!media) {
    return new Response("Immagine non trovata", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(new Uint8Array(media.bytes), {
    headers: {
      "Content-Type": media.mime,
      "Content-Length": String(media.bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Disposition": "inline",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
