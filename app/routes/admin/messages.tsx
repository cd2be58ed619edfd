import { Inbox } from "lucide-react";
import { Link } from "react-router";
import { MESSAGE_STATUS_LABELS, StatusBadge } from "~/components/contact/status-badge";
import { appContext } from "~/context";
import { formatDateTimeIt } from "~/lib/format-date";
import { pageMeta } from "~/lib/meta";
import { requireStaff } from "~/server/auth.server";
import { listContactMessages } from "~/server/contacts.server";
import type { Route } from "./+types/messages";

export const meta = () => pageMeta("Messaggi", "Richieste arrivate dal modulo contatti.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { database } = context.get(appContext);
  const messages = await listContactMessages(database.db);
  return { messages, unread: messages.filter((m) => m.status === "nuovo").length };
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { messages, unread } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="flex items-center gap-3 text-3xl font-bold text-slate-900">
        <Inbox aria-hidden="true" className="size-7 text-brand-700" />
        Messaggi
      </h1>
      <p className="mt-2 text-slate-700">
        Richieste dal modulo contatti, dalla più recente.{" "}
        {unread === 1 ? "1 messaggio da gestire." : `${unread} messaggi da gestire.`}
      </p>
      {messages.length === 0 ? (
        <p className="mt-8 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          Non ci sono ancora messaggi.
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {messages.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4">
              <div className="min-w-0 flex-1">
                <Link
                  to={`/admin/messaggi/${m.id}`}
                  className={`break-words text-brand-800 underline-offset-2 hover:underline ${
                    m.status === "nuovo" ? "font-bold" : "font-semibold"
                  }`}
                >
                  {m.subject} – {m.name}
                </Link>
                <p className="text-sm break-all text-slate-700">{m.email}</p>
              </div>
              <p className="text-sm text-slate-700">
                <time dateTime={new Date(m.createdAt).toISOString()}>
                  {formatDateTimeIt(m.createdAt)}
                </time>
              </p>
              <StatusBadge status={m.status} label={MESSAGE_STATUS_LABELS[m.status]} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
