/**
 * What the outbox worker does for each kind of job (see jobs.server.ts): the
 * e-mails (one entry each in mails/mail-kinds.server.ts, decision 067), the
 * nightly retention run, and the optional MailerLite calls of spec §7, made
 * here on the server with the token from the environment.
 */
import { eq } from "drizzle-orm";
import { contactMessages } from "~/platform/db/schema";
import { getContactMessage } from "~/features/inbox/contacts.server";
import type { Env } from "~/platform/env.server";
import type { JobHandler } from "~/platform/jobs.server";
import { refreshSiteSettings } from "~/features/settings/public-api.server";
import {
  applyRetention,
  eraseExpiredBankLines,
  eraseOldMails,
} from "~/features/privacy/public-api.server";
import type { WorkerDeps } from "~/context";
import { Gone, mailHandler, stillThere } from "~/features/inbox/mails/mail-kind.server";
import { MAIL_KINDS, type MailKindKey } from "~/features/inbox/mails/mail-kinds.server";

export type JobKind = MailKindKey | "contact.mailerlite" | "privacy.retention";

/** What the message's page says about its MailerLite subscription. */
async function recordMailerLite(
  deps: WorkerDeps,
  messageId: string,
  status: "inviato" | "fallito",
  error: string | null,
) {
  await deps.database.db
    .update(contactMessages)
    .set({ mailerliteStatus: status, mailerliteError: error })
    .where(eq(contactMessages.id, messageId));
}

/** Every kind's handler: the server hands them to the outbox worker at start (server/workers.ts). */
export const JOB_HANDLERS: Record<JobKind, JobHandler> = {
  // The nightly retention run (decision 042), queued by retention-schedule.server.ts:
  // the instance that claims the row runs it, with the periods saved in the settings.
  "privacy.retention": {
    available: () => true,
    run: async (deps) => {
      await refreshSiteSettings(deps.database);
      const erased = await applyRetention(deps);
      const bankLines = await eraseExpiredBankLines(deps.database.db);
      const mails = await eraseOldMails(deps.database.db);
      deps.log.info({ erased, bankLines, mails }, "retention run done");
    },
  },

  "contact.mailerlite": {
    available: (env) => Boolean(env.MAILERLITE_TOKEN),
    async run(deps, payload) {
      try {
        const m = await stillThere(
          getContactMessage(deps.database.db, String(payload.messageId)),
          "messaggio non più presente",
        );
        await subscribeToMailerLite(deps.env, m);
        await recordMailerLite(deps, m.id, "inviato", null);
      } catch (error) {
        if (!(error instanceof Gone)) throw error;
        deps.log.info({ payload }, error.message);
      }
    },
    async onFailure(deps, payload, error) {
      await recordMailerLite(deps, String(payload.messageId), "fallito", error.slice(0, 500));
    },
  },

  ...(Object.fromEntries(
    Object.entries(MAIL_KINDS).map(([kind, definition]) => [kind, mailHandler(kind, definition)]),
  ) as Record<MailKindKey, JobHandler>),
};

/**
 * Spec §7, server-side: create the custom fields `subject` and `message` (the
 * answers are not checked: they exist after the first time), then add the
 * subscriber with name, subject and message to the configured group.
 */
async function subscribeToMailerLite(
  env: Env,
  m: { email: string; name: string; subject: string; message: string },
): Promise<void> {
  const base = env.MAILERLITE_API_URL.replace(/\/+$/, "");
  const headers = {
    Authorization: `Bearer ${env.MAILERLITE_TOKEN}`,
    "Content-Type": "application/json",
    Accept: "application/json",
  };
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  for (const name of ["subject", "message"]) {
    const res = await post("/fields", { name, type: "text" });
    await res.body?.cancel();
  }
  const res = await post("/subscribers", {
    email: m.email,
    fields: { name: m.name, subject: m.subject, message: m.message },
    ...(env.MAILERLITE_GROUP ? { groups: [env.MAILERLITE_GROUP] } : {}),
  });
  if (!res.ok) {
    let detail = "";
    try {
      const body = (await res.json()) as { message?: unknown };
      if (typeof body.message === "string") detail = `: ${body.message}`;
    } catch {
      // Not JSON: the status says enough.
    }
    throw new Error(`MailerLite ha risposto con stato ${res.status}${detail}`);
  }
  await res.body?.cancel();
}

/** The e-mail jobs' kinds: what /admin/impostazioni reports on. */
export const MAIL_JOB_KINDS = Object.keys(MAIL_KINDS) as MailKindKey[];
