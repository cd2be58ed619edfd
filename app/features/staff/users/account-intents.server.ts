import type { RouterContextProvider } from "react-router";
import type { Logger } from "pino";
import { ChangeRoleSchema, NewAccountSchema } from "~/features/staff/account-schemas";
import { ROLE_LABELS } from "~/features/staff/accounts";
import {
  AccountRuleError,
  changeRole,
  createAccount,
  reissuePasswordLink,
  setAccountActive,
} from "~/features/staff/accounts.server";
import type { Db } from "~/platform/db/client.server";
import type { Env } from "~/platform/env.server";
import { formDone, formFailed, handleForm } from "~/platform/forms/forms.server";
import { requireSmallForm } from "~/platform/forms/uploads.server";

const FAILURE = "Non è stato possibile salvare la modifica. Riprova più tardi.";

/** Who changes the accounts, and with what. */
export type AccountsDesk = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  db: Db;
  env: Env;
  log: Logger;
  me: Parameters<typeof createAccount>[3];
};

/** The answer to a change on one account's row (role, deactivation, password link). */
function rowAnswer(ok: boolean, message: string, status = ok ? 200 : 409, link?: string) {
  return ok
    ? formDone({ intent: "row", message, ...(link ? { link } : {}) })
    : formFailed<never>(status, undefined, message, undefined, "row");
}

type RowAnswer = ReturnType<typeof rowAnswer>;

/** The new account form; the set-password link is shown once, only when it could not be e-mailed. */
export function createStaffAccount({ request, context, db, env, me }: AccountsDesk) {
  return handleForm(
    { request, context },
    {
      label: "account create",
      schema: NewAccountSchema,
      honeypot: false,
      submit: async (input) => {
        const created = await createAccount(db, env, input, me);
        return {
          intent: "create" as const,
          name: input.name,
          link: created.mailed ? null : created.link,
          mailed: created.mailed,
        };
      },
      failureMessage: FAILURE,
      refused: (error) =>
        error instanceof AccountRuleError && error.field ? { [error.field]: error.message } : null,
    },
  );
}

async function onRow(
  { request, log }: AccountsDesk,
  change: (id: string, form: FormData) => Promise<RowAnswer>,
) {
  const form = await requireSmallForm(request);
  try {
    return await change(String(form.get("id") ?? ""), form);
  } catch (error) {
    if (error instanceof AccountRuleError) return rowAnswer(false, error.message);
    log.error({ err: error }, "account change failed");
    return rowAnswer(false, FAILURE, 500);
  }
}

export function changeAccountRole(desk: AccountsDesk) {
  return onRow(desk, async (id, form) => {
    const parsed = ChangeRoleSchema.safeParse({ role: form.get("role") });
    if (!parsed.success) return rowAnswer(false, "Scegli un ruolo valido.", 400);
    await changeRole(desk.db, id, parsed.data.role, desk.me);
    return rowAnswer(true, `Ruolo aggiornato: ${ROLE_LABELS[parsed.data.role].toLowerCase()}.`);
  });
}

export function setAccountActiveness(desk: AccountsDesk, active: boolean) {
  return onRow(desk, async (id) => {
    await setAccountActive(desk.db, id, active, desk.me);
    return rowAnswer(
      true,
      active ? "Account riattivato." : "Account disattivato: le sue sessioni sono state chiuse.",
    );
  });
}

/** A new set-password link: e-mailed, or shown once to be handed over. */
export function reissueAccountLink(desk: AccountsDesk) {
  return onRow(desk, async (id) => {
    const issued = await reissuePasswordLink(desk.db, desk.env, id, desk.me);
    return issued.mailed
      ? rowAnswer(true, "Nuovo link per la password inviato per e-mail.")
      : rowAnswer(
          true,
          "Nuovo link per la password creato: consegnalo alla persona.",
          200,
          issued.link,
        );
  });
}

/** An unknown intent still reads its form, as every row form does. */
export async function unknownAccountIntent({ request }: AccountsDesk) {
  await requireSmallForm(request);
  return rowAnswer(false, "Richiesta non valida.", 400);
}
