import { redirect } from "react-router";
import { normaliseCertificateCode } from "~/features/certificates/certificate-code";
import { VerifyCodeForm } from "~/features/certificates/verify-code-form";
import type { Route } from "./+types/verify-start";

/**
 * GET /attestati: the field to type an attestato's code. A code that can be one
 * (any case, with or without dashes, O for 0) opens its verification page.
 */
export function loader({ request }: Route.LoaderArgs) {
  const typed = new URL(request.url).searchParams.get("codice");
  if (typed === null) return { typed: "", error: undefined };
  const code = normaliseCertificateCode(typed);
  if (code) throw redirect(`/attestati/${code}`);
  return {
    typed,
    error:
      typed.trim() === ""
        ? "Scrivi il codice di verifica stampato sull'attestato."
        : "Questo non è un codice di verifica: sono venti caratteri, lettere e cifre, in cinque gruppi di quattro.",
  };
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export const meta = () => [
  { title: "Verifica un attestato · Polo Formativo Lucano" },
  {
    name: "description",
    content: "Verifica un attestato rilasciato da Polo Formativo Lucano con il suo codice.",
  },
];

export default function VerifyStart({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-slate-900">Verifica un attestato</h1>
      <p className="mt-4 text-lg text-slate-700">
        Ogni attestato porta un codice di verifica e un codice QR. Inquadra il QR oppure scrivi qui
        il codice: vedrai che cosa attesta e se è ancora valido.
      </p>
      <VerifyCodeForm typed={loaderData.typed} error={loaderData.error} />
    </div>
  );
}
