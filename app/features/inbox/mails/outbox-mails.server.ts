/**
 * The e-mails of the outbox as /admin/email shows them (decision 067). A sent
 * mail shows the copy kept when it was sent; a queued or failed one is written
 * again from its template with today's data, its private links masked and
 * nothing issued. No token is ever shown.
 */
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { WorkerDeps } from "~/context";
import { jobs, type Job } from "~/platform/db/schema";
import { readTablePage, textMatch, type ListQuery } from "~/platform/list-query.server";
import { isUuid } from "~/platform/uuid";
import { Gone, renderMail } from "~/features/inbox/mails/mail-kind.server";
import { MAIL_KINDS, isMailKind, type MailKindKey } from "~/features/inbox/mails/mail-kinds.server";
import { MAIL_STATUS_LABELS, type MailStatus } from "~/features/inbox/mails/mail-labels";

// Every status of the jobs table has its label.
MAIL_STATUS_LABELS satisfies Record<Job["status"], string>;

/** What a mail says, as staff may read it. */
type ShownContent = { to: string; subject: string; text: string };

/** The content of a job: the kept copy once sent, else written again now; null when what it was about is gone. */
async function contentOf(
  deps: WorkerDeps,
  job: Pick<Job, "kind" | "payload" | "sent">,
): Promise<ShownContent | null> {
  if (job.sent) return job.sent;
  if (!isMailKind(job.kind)) return null;
  try {
    const mail = await renderMail(deps, job.kind, MAIL_KINDS[job.kind], job.payload, {
      issueLinks: false,
    });
    return mail.copy;
  } catch (error) {
    if (error instanceof Gone) return null;
    throw error;
  }
}

/** The search reads the kept copies only. */
export async function listOutboxMails(
  deps: WorkerDeps,
  query: ListQuery,
  filter: { status?: MailStatus; kind?: MailKindKey },
) {
  const kinds = filter.kind ? [filter.kind] : Object.keys(MAIL_KINDS);
  const where: SQL | undefined = and(
    inArray(jobs.kind, kinds),
    filter.status ? eq(jobs.status, filter.status) : undefined,
    textMatch([jobs.sent], query.q),
  );
  const page = await readTablePage(deps.database.db, query, {
    table: jobs,
    columns: {
      id: jobs.id,
      kind: jobs.kind,
      status: jobs.status,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      createdAt: jobs.createdAt,
      doneAt: jobs.doneAt,
      sent: jobs.sent,
      payload: jobs.payload,
    },
    where,
    order: [desc(jobs.createdAt), desc(jobs.id)],
  });
  const items = [];
  for (const row of page.items) {
    // A queued mail's recipient comes from its template: few wait at a time.
    const content = await contentOf(deps, row);
    items.push({
      id: row.id,
      label: isMailKind(row.kind) ? MAIL_KINDS[row.kind].label : row.kind,
      to: content?.to ?? "",
      subject: content?.subject ?? "",
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt,
      doneAt: row.doneAt,
    });
  }
  return { ...page, items };
}

/** One e-mail of the outbox with its content (null: not an e-mail job, or gone). */
export async function getOutboxMail(deps: WorkerDeps, id: string) {
  if (!isUuid(id)) return null;
  const [job] = await deps.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), inArray(jobs.kind, Object.keys(MAIL_KINDS))));
  if (!job || !isMailKind(job.kind)) return null;
  return {
    id: job.id,
    kind: job.kind,
    label: MAIL_KINDS[job.kind].label,
    status: job.status,
    attempts: job.attempts,
    lastError: job.lastError,
    createdAt: job.createdAt,
    doneAt: job.doneAt,
    nextAttempt: job.status === "pending" ? job.runAt : null,
    kept: job.sent !== null,
    content: await contentOf(deps, job),
  };
}

/**
 * The latest e-mail of `kind` written again with `paragraph` in place of the
 * saved one, for the editor's preview; null when none was ever queued (or
 * what it was about is gone).
 */
export async function previewParagraph(deps: WorkerDeps, kind: MailKindKey, paragraph: string) {
  const [job] = await deps.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.kind, kind))
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  if (!job) return null;
  try {
    const mail = await renderMail(deps, kind, MAIL_KINDS[kind], job.payload, {
      issueLinks: false,
      paragraph,
    });
    return mail.copy;
  } catch (error) {
    if (error instanceof Gone) return null;
    throw error;
  }
}
