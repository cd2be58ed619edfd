/**
 * Contact requests (spec §2 /contatti, §3 "Contact message"): stored first, then
 * e-mailed to the school and, when configured, sent to MailerLite (spec §7) by
 * the outbox worker. Staff read and handle them in /admin/messaggi.
 */
import { desc, eq } from "drizzle-orm";
import type { ContactInput } from "~/features/inbox/contact-schema";
import type { Db } from "~/platform/db/client.server";
import { contactMessages, type ContactMessage } from "~/platform/db/schema";
import type { WorkerDeps } from "~/context";
import { isUuid } from "~/platform/uuid";
import { readTablePage, textMatch, type ListQuery } from "~/platform/list-query.server";
import { enqueueJob, wakeJobs } from "~/platform/jobs.server";

export type ContactStatus = ContactMessage["status"];
export const CONTACT_STATUSES: ContactStatus[] = ["nuovo", "gestito"];

/**
 * Stores a contact request together with its outbox jobs (one transaction).
 * Once this resolves, the request is safe whatever happens to SMTP or MailerLite.
 */
export async function submitContactMessage(
  deps: Pick<WorkerDeps, "database" | "env">,
  input: Omit<ContactInput, "privacy">,
): Promise<{ id: string }> {
  const mailerlite = Boolean(deps.env.MAILERLITE_TOKEN);
  const id = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        mailerliteStatus: mailerlite ? "in_attesa" : "non_richiesto",
      })
      .returning({ id: contactMessages.id });
    await enqueueJob(tx, "contact.mail", { messageId: row!.id });
    if (mailerlite) await enqueueJob(tx, "contact.mailerlite", { messageId: row!.id });
    return row!.id;
  });
  wakeJobs();
  return { id };
}

export async function listContactMessages(db: Db, query: ListQuery) {
  const where = textMatch(
    [contactMessages.name, contactMessages.email, contactMessages.subject, contactMessages.message],
    query.q,
  );
  return readTablePage(db, query, {
    table: contactMessages,
    columns: {
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      status: contactMessages.status,
      createdAt: contactMessages.createdAt,
    },
    where,
    order: [desc(contactMessages.createdAt), desc(contactMessages.id)],
  });
}

/** How many messages still wait to be handled (the inbox's headline). */
export async function countNewContactMessages(db: Db): Promise<number> {
  return db.$count(contactMessages, eq(contactMessages.status, "nuovo"));
}

export async function getContactMessage(db: Db, id: string): Promise<ContactMessage | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ?? null;
}

/**
 * How staff change a message's status (handleStatusChange): `lock` reads it,
 * locked until the transaction ends (null when the message is unknown);
 * `update` sets it (false when there is no such message).
 */
export function contactMessageStatus(id: string) {
  return {
    async lock(tx: Db): Promise<ContactStatus | null> {
      if (!isUuid(id)) return null;
      const [row] = await tx
        .select({ status: contactMessages.status })
        .from(contactMessages)
        .where(eq(contactMessages.id, id))
        .for("update");
      return row?.status ?? null;
    },
    async update(db: Db, status: ContactStatus): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .update(contactMessages)
        .set({ status })
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },
  };
}
