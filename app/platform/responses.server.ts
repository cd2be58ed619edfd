import type { Logger } from "pino";

/**
 * An image staff uploaded (news, course variants), or 404. Names are generated
 * UUIDs, so a file never changes: cached for a year, its ETag the SHA-256 of
 * its bytes (a revalidation answers 304 without the bytes). The headers keep a
 * crafted file from being read as anything but an image.
 */
export function uploadedImageResponse(
  request: Request,
  image: { bytes: Uint8Array; mime: string; sha256: string } | null,
): Response {
  if (!image) {
    return new Response("Immagine non trovata", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const etag = `"${image.sha256}"`;
  const cache = { ETag: etag, "Cache-Control": "public, max-age=31536000, immutable" };
  if ((request.headers.get("If-None-Match") ?? "").split(/\s*,\s*/).includes(etag)) {
    return new Response(null, { status: 304, headers: cache });
  }
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "Content-Type": image.mime,
      "Content-Length": String(image.bytes.length),
      ...cache,
      "Content-Disposition": "inline",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}

/**
 * A PDF drawn on demand (a course sheet, an attestato) as a download named
 * `fileName`. Revalidated on every request (`no-cache`): a change to what it
 * is drawn from reaches the file at once. `headers` come last.
 */
export function pdfDownload(
  pdf: Uint8Array,
  fileName: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(pdf.byteLength),
      "Cache-Control": "no-cache",
      "X-Content-Type-Options": "nosniff",
      ...headers,
    },
  });
}

/**
 * A file of personal data (a CSV, a JSON export, an invoice) as a download named
 * `fileName`: kept by no cache, shared or the browser's (`no-store`), and never
 * sniffed into something the browser would render.
 */
export function privateDownload(
  body: string | Uint8Array<ArrayBuffer>,
  file: { type: string; fileName: string },
): Response {
  return new Response(body, {
    headers: {
      "Content-Type": file.type,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

type GeneratedFile = {
  /** Shown to the visitor when the database fails: "Feed", "Sitemap". */
  name: string;
  type: string;
  maxAgeSeconds: number;
};

/**
 * A file built from the database (RSS feed, sitemap): public and cached for a
 * while, or 503 with Retry-After when the database does not answer, so crawlers
 * come back rather than drop the URL.
 */
export async function generatedFileResponse(
  log: Logger,
  { name, type, maxAgeSeconds }: GeneratedFile,
  build: () => Promise<string>,
): Promise<Response> {
  try {
    const body = await build();
    return new Response(body, {
      headers: { "Content-Type": type, "Cache-Control": `public, max-age=${maxAgeSeconds}` },
    });
  } catch (error) {
    log.error({ err: error }, `Could not build the ${name.toLowerCase()}`);
    return new Response(`${name} momentaneamente non disponibile. Riprova più tardi.`, {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
    });
  }
}
