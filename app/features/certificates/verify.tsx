import { BadgeCheck, FileDown, OctagonX } from "lucide-react";
import { data } from "react-router";
import { appContext } from "~/context";
import { findCertificate } from "~/features/certificates/certificates.server";
import { editionDatesText } from "~/features/enrolments/public-api";
import { formatDateIt, isoDateInRome } from "~/platform/format-date";
import { unlistedPageHeaders } from "~/platform/meta";
import { LabelledValue } from "~/ui/labelled-value";
import { VerifyCodeForm } from "~/features/certificates/verify-code-form";
import type { Route } from "./+types/verify";

/**
 * GET /attestati/{code}: anyone holding an attestato (or its QR code) checks
 * it here. It shows what the certificate states, never the fiscal
 * code; an unknown code answers 404. Plain HTML, no script, kept out of
 * search engines.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { database } = context.get(appContext);
  const found = await findCertificate(database.db, params.code);
  if (!found) return data({ certificate: null }, { status: 404 });
  return {
    certificate: {
      code: found.code,
      fullName: found.fullName,
      courseTitle: found.courseTitle,
      dates: editionDatesText(found.startDate, found.endDate),
      hours: found.hours,
      issuedAt: isoDateInRome(found.issuedAt),
      revokedAt: found.revokedAt ? isoDateInRome(found.revokedAt) : null,
    },
  };
}

/**
 * Never from the page cache, on any instance: a revocation shows at once.
 * Search engines keep out (noindex here too, for the 404).
 */
export const headers = unlistedPageHeaders;

export const meta = ({ loaderData: loaded }: Route.MetaArgs) => [
  {
    title: `${loaded?.certificate ? "Verifica dell'attestato" : "Attestato non trovato"} · Polo Formativo Lucano`,
  },
  { name: "description", content: "Verifica di un attestato rilasciato da Polo Formativo Lucano." },
  { name: "robots", content: "noindex, nofollow" },
];

export default function VerifyCertificate({ loaderData }: Route.ComponentProps) {
  const c = loaderData.certificate;
  if (!c) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-3xl font-bold text-slate-900">Attestato non trovato</h1>
        <p className="mt-4 text-lg text-slate-700">
          Nessun attestato ha questo codice di verifica. Controlla di averlo copiato per intero
          (cinque gruppi di quattro caratteri) oppure inquadra di nuovo il codice QR stampato
          sull'attestato.
        </p>
        <VerifyCodeForm />
      </div>
    );
  }
  const valid = c.revokedAt === null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-slate-900">Verifica dell'attestato</h1>
      <p
        className={`mt-6 flex items-start gap-3 rounded-xl border-2 p-4 text-lg font-semibold ${
          valid
            ? "border-green-700 bg-green-50 text-green-900"
            : "border-red-700 bg-red-50 text-red-900"
        }`}
      >
        {valid ? (
          <BadgeCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        ) : (
          <OctagonX aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        )}
        <span>
          {valid ? (
            "Valido: questo attestato è stato rilasciato da Polo Formativo Lucano."
          ) : (
            <>
              Revocato il{" "}
              <time dateTime={c.revokedAt ?? undefined}>{formatDateIt(c.revokedAt ?? "")}</time>:
              questo attestato non è più valido.
            </>
          )}
        </span>
      </p>
      <dl className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
        <Row label="Stato">{valid ? "Valido" : "Revocato"}</Row>
        <Row label="Partecipante">{c.fullName}</Row>
        <Row label="Corso">{c.courseTitle}</Row>
        <Row label="Date">{c.dates.charAt(0).toUpperCase() + c.dates.slice(1)}</Row>
        <Row label="Ore di formazione">{String(c.hours)}</Row>
        <Row label="Rilasciato il">
          <time dateTime={c.issuedAt}>{formatDateIt(c.issuedAt)}</time>
        </Row>
        <Row label="Codice di verifica">
          <span className="font-mono break-all">{c.code}</span>
        </Row>
      </dl>
      {valid ? (
        <a
          href={`/attestati/${c.code}/pdf`}
          download
          className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <FileDown aria-hidden="true" className="size-4" />
          Scarica l'attestato (PDF)
        </a>
      ) : null}
    </div>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <LabelledValue label={label} valueClassName="break-words text-slate-900">
      {children}
    </LabelledValue>
  );
}
