import type { ReactNode } from "react";
import { SHOWN_STATUS_FIELD } from "~/platform/records/form-fields";
import { StatusBadge } from "~/ui/staff/status-badge";
import { BackLink } from "~/ui/back-link";
import { formatDateTimeIt } from "~/platform/format-date";

type HeaderProps = {
  back: { to: string; label: string };
  title: ReactNode;
  status: string;
  statusLabel: string;
  /** "Ricevuto il" or "Ricevuta il", agreeing with the item. */
  receivedLabel: string;
  createdAt: string | Date;
};

export function DetailHeader({
  back,
  title,
  status,
  statusLabel,
  receivedLabel,
  createdAt,
}: HeaderProps) {
  return (
    <>
      <BackLink
        to={back.to}
        className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        iconClassName="size-4"
      >
        {back.label}
      </BackLink>
      <h1 className="mt-4 text-3xl font-bold break-words text-slate-900">{title}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <StatusBadge status={status} label={statusLabel} />
        <span className="text-slate-700">
          {receivedLabel}{" "}
          <time dateTime={new Date(createdAt).toISOString()}>{formatDateTimeIt(createdAt)}</time>
        </span>
      </div>
    </>
  );
}

export function DetailList({ children }: { children: ReactNode }) {
  return (
    <dl className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
      {children}
    </dl>
  );
}

/** The answer to a status change, read out by screen readers. */
export function StatusUpdateResult({
  result,
}: {
  result?: { status: "success" } | { status: "failed"; message?: string };
}) {
  return (
    <div role="status" className="mt-3 min-h-6 text-sm">
      {result?.status === "failed" ? <p className="text-red-800">{result.message}</p> : null}
      {result?.status === "success" ? <p className="text-green-800">Stato aggiornato.</p> : null}
    </div>
  );
}

/** The status a record was shown with, sent with a status change: one made meanwhile refuses it. */
export function ShownStatus({ status }: { status: string }) {
  return <input type="hidden" name={SHOWN_STATUS_FIELD} value={status} />;
}
