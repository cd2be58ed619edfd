import { AccountRow } from "~/features/staff/users/account-row";
import {
  changeAccountRole,
  createStaffAccount,
  reissueAccountLink,
  setAccountActiveness,
  unknownAccountIntent,
} from "~/features/staff/users/account-intents.server";
import { DeactivateStep } from "~/features/staff/users/deactivate-step";
import { NewAccountPanel } from "~/features/staff/users/new-account-panel";
import { OneTimeLink } from "~/features/staff/users/one-time-link";
import { appContext } from "~/context";
import { ROLE_DESCRIPTIONS } from "~/features/staff/accounts";
import { pageMeta } from "~/platform/meta";
import { listAccounts } from "~/features/staff/accounts.server";
import { requireAdmin } from "~/features/staff/auth/guards.server";
import { dispatchIntent } from "~/platform/forms/forms.server";
import { mailConfigured } from "~/platform/mail.server";
import { Notice, PageTitle } from "~/ui/staff/staff-ui";
import type { Route } from "./+types/users";

export const meta = () => pageMeta("Utenti", "Account dello staff e ruoli.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireAdmin(request, context);
  const { database, env } = context.get(appContext);
  const accounts = await listAccounts(database.db);
  const url = new URL(request.url);
  const confirm = accounts.find((a) => a.id === url.searchParams.get("disattiva")) ?? null;
  return { accounts, me: me.id, mail: mailConfigured(env), confirm };
}

/** The forms of the page, told apart by `?intent=`: a new account, or a change on one row. */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireAdmin(request, context);
  const { database, env, log } = context.get(appContext);
  const desk = { request, context, db: database.db, env, log, me };
  return dispatchIntent(
    new URL(request.url).searchParams.get("intent"),
    {
      create: () => createStaffAccount(desk),
      role: () => changeAccountRole(desk),
      deactivate: () => setAccountActiveness(desk, false),
      reactivate: () => setAccountActiveness(desk, true),
      link: () => reissueAccountLink(desk),
    },
    () => unknownAccountIntent(desk),
  );
}

export default function UsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts, me, mail, confirm } = loaderData;
  const isRow = actionData && "intent" in actionData && actionData.intent === "row";
  const rowResult = isRow ? actionData : undefined;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <PageTitle
        intro={`Un amministratore può fare tutto (${ROLE_DESCRIPTIONS.amministratore}); un redattore gestisce ${ROLE_DESCRIPTIONS.redattore}.`}
      >
        Utenti
      </PageTitle>

      {rowResult ? (
        <Notice tone={rowResult.status === "success" ? "success" : "error"}>
          <p>{rowResult.message}</p>
          {"link" in rowResult && rowResult.link ? <OneTimeLink link={rowResult.link} /> : null}
        </Notice>
      ) : (
        <Notice />
      )}

      {confirm ? <DeactivateStep confirm={confirm} /> : null}

      <NewAccountPanel answer={isRow ? undefined : actionData} mail={mail} />

      <section aria-labelledby="account-titolo" className="mt-8">
        <h2 id="account-titolo" className="text-xl font-bold text-slate-900">
          Account ({accounts.length})
        </h2>
        <ul className="mt-4 space-y-3">
          {accounts.map((a) => (
            <AccountRow key={a.id} account={a} me={me} />
          ))}
        </ul>
      </section>
    </div>
  );
}
