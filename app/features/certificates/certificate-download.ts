import { appContext } from "~/context";
import { certificateUrl, findCertificate } from "~/features/certificates/certificates.server";
import {
  certificateFileName,
  certificatePdf,
} from "~/features/certificates/certificate-pdf.server";
import { siteSettings } from "~/features/settings/public-api.server";
import { pdfDownload } from "~/platform/responses.server";
import type { Route } from "./+types/certificate-download";

function plain(text: string, status: number): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * GET /attestati/{code}/pdf: the attestato, drawn on demand from its row
 * (decision 044). A revoked one is no longer served (410), an unknown code is
 * 404. Kept out of search engines.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { database, env } = context.get(appContext);
  const certificate = await findCertificate(database.db, params.code);
  if (!certificate) return plain("Attestato non trovato", 404);
  if (certificate.revokedAt) return plain("Attestato revocato: non è più valido.", 410);
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
