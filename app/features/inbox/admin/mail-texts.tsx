import { Link } from "react-router";
import { PageTitle } from "~/ui/staff/staff-ui";
import { BackLink } from "~/ui/back-link";
import { appContext } from "~/context";
import { pageMeta } from "~/platform/meta";
import { requireAdmin } from "~/features/staff/public-api.server";
import { MAIL_KINDS } from "~/features/inbox/mails/mail-kinds.server";
import { savedParagraphs } from "~/features/inbox/mails/mail-texts.server";
import type { Route } from "./+types/mail-texts";

export const meta = () =>
  pageMeta("Testi delle e-mail", "Il paragrafo modificabile di ogni e-mail del sito.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { database } = context.get(appContext);
  const saved = await savedParagraphs(database.db);
  return {
    kinds: Object.entries(MAIL_KINDS).map(([kind, k]) => ({
      kind,
      label: k.label,
      paragraph: saved.get(kind) ?? k.paragraph,
      edited: saved.has(kind),
    })),
  };
}

export default function MailTexts({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <BackLink
        to="/admin/email"
        className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        iconClassName="size-4"
      >
        Torna alle e-mail
      </BackLink>
      <div className="mt-4">
        <PageTitle intro="Ogni e-mail ha un paragrafo che puoi riscrivere; il resto (dati dell'iscrizione, importi, link) lo scrive il sito.">
          Testi delle e-mail
        </PageTitle>
      </div>
      <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {loaderData.kinds.map((k) => (
          <li key={k.kind} className="p-4">
            <Link
              to={`/admin/email/testi/${k.kind}`}
              className="font-semibold break-words text-brand-800 underline-offset-2 hover:underline"
            >
              {k.label}
            </Link>
            <span className="ml-2 text-sm text-slate-700">
              {k.edited ? "(modificato)" : "(testo predefinito)"}
            </span>
            <p className="mt-1 text-sm break-words text-slate-700">{k.paragraph}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
