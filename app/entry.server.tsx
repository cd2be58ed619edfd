import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { IslandAssetsContext } from "~/platform/islands/island-assets";
import { NonceContext } from "~/platform/security/nonce";
import { islandAssets } from "~/platform/islands/islands.server";
import { deferHydrationScripts } from "~/platform/islands/defer-hydration.server";
import { contentSecurityPolicy } from "~/platform/security/content-security-policy.server";

export const streamTimeout = 5_000;

// React Router's default Node entry, plus a per-request CSP nonce given to every
// inline script React Router writes (hydration data, scroll restoration).
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  const nonce = randomBytes(16).toString("base64");
  if (!import.meta.env.DEV) {
    responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  }

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // The whole document is rendered before it is sent (no page streams deferred
    // data), so its scripts can be rewritten to load after the first paint.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <IslandAssetsContext value={islandAssets}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandAssetsContext>
      </NonceContext>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            const html = deferHydrationScripts(Buffer.concat(chunks).toString("utf8"));
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged by React Router; log later ones.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
