import { redirect, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import type { Db } from "~/platform/db/client.server";
import { dispatchIntent, formFailed } from "~/platform/forms/forms.server";
import { requireSmallForm } from "~/platform/forms/uploads.server";
import { actorOf, type Actor } from "~/platform/records/audit.server";
import { OPENED_VERSION_FIELD } from "~/platform/records/form-fields";
import { requireStaffMember } from "~/platform/staff-access";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * The action of a staff list whose confirmation step deletes one row (calls,
 * news, a course's editions), sent with the version the step showed (decision
 * 041). A refusal staff can act on (`refusals`: in use, changed since) answers
 * 409 with its message; any other failure is logged and answers 500. Deleting
 * a row already gone is not an error: it is not there either way.
 */
export async function listDeleteAction(
  { request, context }: Args,
  spec: {
    remove: (db: Db, row: { id: string; actor: Actor; openedVersion?: string }) => Promise<unknown>;
    refusals: readonly (abstract new (...args: never[]) => Error)[];
    /** The log line of a failure of ours. */
    logMessage: string;
    failure: string;
    /** The list with its notice, given the posted form (a list's place is in it). */
    done: (form: FormData) => string;
  },
) {
  const actor = actorOf(await requireStaffMember(request, context));
  const form = await requireSmallForm(request);
  const { database, log } = context.get(appContext);
  return dispatchIntent(form.get("intent"), {
    delete: async () => {
      try {
        const opened = form.get(OPENED_VERSION_FIELD);
        await spec.remove(database.db, {
          id: String(form.get("id") ?? ""),
          actor,
          openedVersion: typeof opened === "string" ? opened : undefined,
        });
      } catch (error) {
        if (spec.refusals.some((refusal) => error instanceof refusal))
          return formFailed(409, undefined, (error as Error).message);
        log.error({ err: error }, spec.logMessage);
        return formFailed(500, undefined, spec.failure);
      }
      throw redirect(spec.done(form));
    },
  });
}

/**
 * A write from a staff list, then back to the list: `change` makes it and
 * names the address to go to (with its notice). Any error is answered by
 * `refused`, which may itself throw a redirect (a record gone: back to the
 * list, saying so).
 */
export async function redirectAfter<Answer>(
  change: () => Promise<string>,
  refused: (error: unknown) => Answer,
): Promise<Answer> {
  try {
    throw redirect(await change());
  } catch (error) {
    if (error instanceof Response) throw error;
    return refused(error);
  }
}
