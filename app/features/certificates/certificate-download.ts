import { appContext } from "~/context";
import { certificateUrl, findCertificate } from "~/features/certificates/certificates.server";
import {
  certificateFileName,
  certificatePdf,
} from "~/features/certificates/certificate-pdf.server";
import { siteSettings } from "~/features/settings/public-api.server";
import { certificateAwaitsQuestionnaire } from "~/features/questionnaire/public-api.server";
import { pdfDownload } from "~/platform/responses.server";
import type { Route } from "./+types/certificate-download";

function plain(text: string, status: number): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * The answer when the edition wants its questionnaire first (decision 066): a
 * small page of its own, since this route has no layout, that says why and
 * where the questionnaire is. The code is ours (letters, digits, dashes).
 */
function awaitsQuestionnaire(code: string): Response {
  const html = `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>Attestato: prima il questionario · ${siteSettings().name}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#0f172a}a{color:#1d4ed8}</style></head>
<body><main>
<h1>Prima il questionario di gradimento</h1>
<p>Per questa edizione l'attestato si scarica dopo aver compilato il questionario di gradimento, che è anonimo.</p>
<p>Lo trovi nella pagina della tua iscrizione, alla voce «Questionario di gradimento». Se non hai più il link della pagina, chiedilo da <a href="/le-mie-iscrizioni">Le mie iscrizioni</a>.</p>
<p>L'attestato è comunque valido: <a href="/attestati/${code}">verifica l'attestato</a>.</p>
</main></body></html>`;
  return new Response(html, {
    status: 409,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}

/**
 * GET /attestati/{code}/pdf: the attestato, drawn on demand from its row
 * (decision 044). A revoked one is no longer served (410), an unknown code is
 * 404; one whose edition wants the questionnaire first and has not had it
 * is 409 (verification still says valid). Kept out of search engines.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { database, env } = context.get(appContext);
  const certificate = await findCertificate(database.db, params.code);
  if (!certificate) return plain("Attestato non trovato", 404);
  if (certificate.revokedAt) return plain("Attestato revocato: non è più valido.", 410);
  if (await certificateAwaitsQuestionnaire(database.db, certificate.enrolmentId)) {
    return awaitsQuestionnaire(certificate.code);
  }
  const pdf = await certificatePdf(
    certificate,
    siteSettings(),
    certificateUrl(env.PUBLIC_URL, certificate.code),
  );
  // It carries a name and a fiscal code: no cache keeps a copy (decision 053),
  // which also lets a revocation reach the file at once.
  return pdfDownload(pdf, certificateFileName(certificate.code), {
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex, nofollow",
  });
}
