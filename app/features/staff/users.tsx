import { KeyRound, UserPlus, UserRoundCheck, UserRoundX } from "lucide-react";
import { Form, Link } from "react-router";
import {
  Button,
  BUTTON_SECONDARY,
  GridForm,
  LinkButton,
  Notice,
  PageTitle,
  Panel,
} from "~/ui/staff/staff-ui";
import { SelectField, SelectOptions, TextField } from "~/ui/forms/field";
import { useFormResult } from "~/ui/forms/use-form-result";
import { appContext } from "~/context";
import { ChangeRoleSchema, NewAccountSchema } from "~/features/staff/account-schemas";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, SET_PASSWORD_LINK_HOURS } from "~/features/staff/accounts";
import { formatDateTimeIt } from "~/platform/format-date";
import type { FormValues } from "~/platform/forms/form-result";
import { pageMeta } from "~/platform/meta";
import {
  AccountRuleError,
  changeRole,
  createAccount,
  listAccounts,
  reissuePasswordLink,
  setAccountActive,
} from "~/features/staff/accounts.server";
import { requireAdmin } from "~/features/staff/auth/guards.server";
import { dispatchIntent, formDone, formFailed, handleForm } from "~/platform/forms/forms.server";
import { mailConfigured } from "~/platform/mail.server";
import { requireSmallForm } from "~/platform/forms/uploads.server";
import type { Route } from "./+types/users";

export const meta = () => pageMeta("Utenti", "Account dello staff e ruoli.");

// The role choices come from the labels, not from roles.ts, so the page loads no
// extra client chunk (ROLE_LABELS is typed by the list of roles, so both always
// hold the same roles).
const ROLE_OPTIONS = Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }));
const FAILURE = "Non è stato possibile salvare la modifica. Riprova più tardi.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireAdmin(request, context);
  const { database, env } = context.get(appContext);
  const accounts = await listAccounts(database.db);
  const url = new URL(request.url);
  const confirm = accounts.find((a) => a.id === url.searchParams.get("disattiva")) ?? null;
  return { accounts, me: me.id, mail: mailConfigured(env), confirm };
}

/** The answer to a change on one account's row (role, deactivation, password link). */
function rowAnswer(ok: boolean, message: string, status = ok ? 200 : 409, link?: string) {
  return ok
    ? formDone({ intent: "row", message, ...(link ? { link } : {}) })
    : formFailed<never>(status, undefined, message, undefined, "row");
}

/** The forms of the page, told apart by `?intent=`: a new account, or a change on one row. */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const me = await requireAdmin(request, context);
  const { database, env, log } = context.get(appContext);
  const intent = new URL(request.url).searchParams.get("intent");

  const create = () =>
    handleForm(args, {
      label: "account create",
      schema: NewAccountSchema,
      honeypot: false,
      submit: async (input) => {
        const created = await createAccount(database.db, env, input, me);
        return {
          intent: "create" as const,
          name: input.name,
          // Shown once, to hand over, only when it could not be e-mailed.
          link: created.mailed ? null : created.link,
          mailed: created.mailed,
        };
      },
      failureMessage: FAILURE,
      refused: (error) =>
        error instanceof AccountRuleError && error.field ? { [error.field]: error.message } : null,
    });

  /** A change on one account: read its small form, then the change. */
  const onRow =
    (change: (id: string, form: FormData) => Promise<ReturnType<typeof rowAnswer>>) => async () => {
      const form = await requireSmallForm(request);
      try {
        return await change(String(form.get("id") ?? ""), form);
      } catch (error) {
        if (error instanceof AccountRuleError) return rowAnswer(false, error.message);
        log.error({ err: error }, "account change failed");
        return rowAnswer(false, FAILURE, 500);
      }
    };
  const setActive = (active: boolean) =>
    onRow(async (id) => {
      await setAccountActive(database.db, id, active, me);
      return rowAnswer(
        true,
        active ? "Account riattivato." : "Account disattivato: le sue sessioni sono state chiuse.",
      );
    });

  return dispatchIntent(
    intent,
    {
      create,
      role: onRow(async (id, form) => {
        const parsed = ChangeRoleSchema.safeParse({ role: form.get("role") });
        if (!parsed.success) return rowAnswer(false, "Scegli un ruolo valido.", 400);
        await changeRole(database.db, id, parsed.data.role, me);
        return rowAnswer(true, `Ruolo aggiornato: ${ROLE_LABELS[parsed.data.role].toLowerCase()}.`);
      }),
      deactivate: setActive(false),
      reactivate: setActive(true),
      link: onRow(async (id) => {
        const issued = await reissuePasswordLink(database.db, env, id, me);
        return issued.mailed
          ? rowAnswer(true, "Nuovo link per la password inviato per e-mail.")
          : rowAnswer(
              true,
              "Nuovo link per la password creato: consegnalo alla persona.",
              200,
              issued.link,
            );
      }),
    },
    async () => {
      // An unknown intent still reads its form, as every row form does.
      await requireSmallForm(request);
      return rowAnswer(false, "Richiesta non valida.", 400);
    },
  );
}

export default function UsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts, me, mail, confirm } = loaderData;
  const isRow = actionData && "intent" in actionData && actionData.intent === "row";
  const rowResult = isRow ? actionData : undefined;
  const form = useFormResult<FormValues, NonNullable<typeof actionData>>(
    isRow ? undefined : actionData,
    {
      id: "nuovo-account",
      action: "/admin/utenti?intent=create",
    },
  );
  const created = isCreated(form.shown) ? form.shown : null;

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

      {confirm ? (
        <section
          aria-labelledby="conferma-titolo"
          className="mt-6 rounded-lg border-2 border-red-300 bg-white p-5"
        >
          <h2 id="conferma-titolo" className="text-xl font-bold text-slate-900">
            Disattivare l'account di {confirm.name || confirm.email}?
          </h2>
          <p className="mt-2 text-slate-800">
            La persona non potrà più accedere e le sue sessioni aperte si chiudono subito. Potrai
            riattivare l'account in seguito.
          </p>
          <Form
            method="post"
            action="/admin/utenti?intent=deactivate"
            className="mt-4 flex flex-wrap gap-3"
          >
            <input type="hidden" name="id" value={confirm.id} />
            <Button tone="danger">
              <UserRoundX aria-hidden="true" className="size-4" />
              Sì, disattiva
            </Button>
            <Link to="/admin/utenti" autoFocus className={BUTTON_SECONDARY}>
              Annulla
            </Link>
          </Form>
        </section>
      ) : null}

      <Panel title="Nuovo account" id="nuovo-account-titolo">
        <p className="mt-1 text-slate-700">
          {mail
            ? "La persona riceverà per e-mail un link, valido una sola volta, per scegliere la password."
            : `L'invio delle e-mail non è configurato: dopo la creazione vedrai un link, valido una sola volta per ${SET_PASSWORD_LINK_HOURS} ore, da consegnare alla persona.`}
        </p>
        <GridForm
          form={form}
          submit={{ icon: UserPlus, label: "Crea account", busyLabel: "Creazione in corso..." }}
        >
          <TextField label="Nome e cognome" autoComplete="off" required {...form.field("name")} />
          <TextField
            label="E-mail"
            type="email"
            autoComplete="off"
            required
            {...form.field("email")}
          />
          <SelectField label="Ruolo" options={ROLE_OPTIONS} required {...form.field("role")} />
        </GridForm>
        <Notice tone={created ? "success" : form.shown ? "error" : undefined}>
          {created ? (
            <>
              <p>
                Account di {created.name} creato.{" "}
                {created.mailed ? "Il link per la password è stato inviato per e-mail." : null}
              </p>
              {created.link ? <OneTimeLink link={created.link} /> : null}
            </>
          ) : form.shown?.status === "invalid" ? (
            "Controlla i campi evidenziati."
          ) : form.shown?.status === "failed" ? (
            form.shown.message
          ) : null}
        </Notice>
      </Panel>

      <section aria-labelledby="account-titolo" className="mt-8">
        <h2 id="account-titolo" className="text-xl font-bold text-slate-900">
          Account ({accounts.length})
        </h2>
        <ul className="mt-4 space-y-3">
          {accounts.map((a) => (
            <li key={a.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-4">
                <div className="min-w-0">
                  <h3 className="text-lg font-semibold break-words text-slate-900">
                    {a.name || a.email}{" "}
                    {a.id === me ? <span className="text-sm font-normal">(tu)</span> : null}
                  </h3>
                  <p className="break-all text-slate-700">{a.email}</p>
                  <p className="mt-1 flex flex-wrap gap-2 text-sm">
                    <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold text-slate-900">
                      {ROLE_LABELS[a.role]}
                    </span>
                    <span
                      className={`rounded-full px-2.5 py-0.5 font-semibold ${a.active ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900"}`}
                    >
                      {a.active ? "Attivo" : "Disattivato"}
                    </span>
                  </p>
                  <p className="mt-1 text-sm text-slate-700">
                    Ultimo accesso: {a.lastSignInAt ? formatDateTimeIt(a.lastSignInAt) : "mai"}
                  </p>
                </div>
                <div className="flex flex-wrap items-end gap-2">
                  <Form
                    method="post"
                    action="/admin/utenti?intent=role"
                    className="flex items-end gap-2"
                  >
                    <input type="hidden" name="id" value={a.id} />
                    <div>
                      <label
                        htmlFor={`ruolo-${a.id}`}
                        className="block text-sm font-medium text-slate-800"
                      >
                        Ruolo di {a.name || a.email}
                      </label>
                      <select
                        id={`ruolo-${a.id}`}
                        name="role"
                        defaultValue={a.role}
                        className="mt-1 min-h-11 rounded-md border border-slate-400 bg-white px-2 text-slate-900"
                      >
                        <SelectOptions options={ROLE_OPTIONS} />
                      </select>
                    </div>
                    <Button aria-label={`Cambia ruolo: ${a.name || a.email}`}>Cambia ruolo</Button>
                  </Form>
                  {a.active ? (
                    <>
                      <Form method="post" action="/admin/utenti?intent=link">
                        <input type="hidden" name="id" value={a.id} />
                        <Button aria-label={`Nuovo link password: ${a.name || a.email}`}>
                          <KeyRound aria-hidden="true" className="size-4" />
                          Nuovo link password
                        </Button>
                      </Form>
                      {a.id !== me ? (
                        <LinkButton
                          to={`?disattiva=${a.id}`}
                          aria-label={`Disattiva: ${a.name || a.email}`}
                          icon={UserRoundX}
                          danger
                        >
                          Disattiva
                        </LinkButton>
                      ) : null}
                    </>
                  ) : (
                    <Form method="post" action="/admin/utenti?intent=reactivate">
                      <input type="hidden" name="id" value={a.id} />
                      <Button aria-label={`Riattiva: ${a.name || a.email}`}>
                        <UserRoundCheck aria-hidden="true" className="size-4" />
                        Riattiva
                      </Button>
                    </Form>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

type Created = { status: "success"; name: string; link: string | null; mailed: boolean };

/** The answer to a new account (the page's other successes are the rows'). */
function isCreated(answer: unknown): answer is Created {
  return (
    typeof answer === "object" &&
    answer !== null &&
    "status" in answer &&
    answer.status === "success" &&
    "name" in answer &&
    typeof answer.name === "string" &&
    "mailed" in answer &&
    typeof answer.mailed === "boolean" &&
    "link" in answer &&
    (typeof answer.link === "string" || answer.link === null)
  );
}

/** The set-password link, shown once to be handed over (mail not configured). */
function OneTimeLink({ link }: { link: string }) {
  return (
    <div className="mt-2">
      <p className="font-semibold">
        Link per scegliere la password (vale una sola volta, per {SET_PASSWORD_LINK_HOURS} ore; non
        verrà più mostrato):
      </p>
      <p
        className="mt-1 rounded border border-slate-300 bg-white p-2 font-mono text-sm break-all text-slate-900"
        data-testid="link-password"
      >
        {link}
      </p>
    </div>
  );
}
