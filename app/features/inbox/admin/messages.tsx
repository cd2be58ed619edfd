import { Inbox } from "lucide-react";
import { RecordInbox } from "~/ui/staff/record-list";
import { ListNotices } from "~/ui/staff/staff-ui";
import { noticeFrom } from "~/platform/list-page";
import { MESSAGE_STATUS_LABELS } from "~/ui/staff/status-badge";
import { appContext } from "~/context";
import { pageMeta } from "~/platform/meta";
import { requireStaff } from "~/features/staff/public-api.server";
import { readListQuery } from "~/platform/list-query.server";
import { countNewContactMessages, listContactMessages } from "~/features/inbox/contacts.server";
import type { Route } from "./+types/messages";

export const meta = () => pageMeta("Messaggi", "Richieste arrivate dal modulo contatti.");

/** Messages carried back to the list in `?avviso=` after a redirect. */
const NOTICES = {
  cancellato: { tone: "success", text: "Messaggio cancellato." },
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { database } = context.get(appContext);
  const url = new URL(request.url);
  const query = readListQuery(url.searchParams);
  const [messages, unread] = await Promise.all([
    listContactMessages(database.db, query),
    countNewContactMessages(database.db),
  ]);
  return { notice: noticeFrom(url, NOTICES), messages, unread };
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { notice, messages, unread } = loaderData;
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
      <ListNotices notice={notice} />
      <RecordInbox
        list={messages}
        search={{
          name: "i messaggi",
          hint: "Nome, email, oggetto o testo del messaggio.",
          clearHref: messages.q ? "/admin/messaggi" : undefined,
        }}
        nouns={["messaggio", "messaggi"]}
        empty="Non ci sono ancora messaggi."
        row={(m) => ({
          to: `/admin/messaggi/${m.id}`,
          title: `${m.subject} – ${m.name}`,
          emphasis: m.status === "nuovo",
          detail: m.email,
          createdAt: m.createdAt,
          status: m.status,
          statusLabel: MESSAGE_STATUS_LABELS[m.status],
        })}
      />
    </div>
  );
}
