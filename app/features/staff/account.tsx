import { KeyRound, LogOut, Save } from "lucide-react";
import { Form } from "react-router";
import { Button, GridForm, Notice, PageTitle, Panel, SubmitButton } from "~/ui/staff/staff-ui";
import { TextField } from "~/ui/forms/field";
import { useFormResult } from "~/ui/forms/use-form-result";
import { appContext } from "~/context";
import { ChangePasswordSchema, ProfileSchema } from "~/features/staff/account-schemas";
import { PASSWORD_MIN, ROLE_LABELS, deviceLabel } from "~/features/staff/accounts";
import { formatDateTimeIt } from "~/platform/format-date";
import type { FormValues } from "~/platform/forms/form-result";
import { pageMeta } from "~/platform/meta";
import {
  AccountRuleError,
  changeOwnPassword,
  listOwnSessions,
  signOutOtherSessions,
  updateOwnName,
} from "~/features/staff/accounts.server";
import { requireStaff } from "~/features/staff/auth/guards.server";
import { currentSessionId } from "~/features/staff/auth/sessions.server";
import { dispatchIntent, formDone, handleForm } from "~/platform/forms/forms.server";
import { requireSmallForm } from "~/platform/forms/uploads.server";
import type { Route } from "./+types/account";

export const meta = () => pageMeta("Il mio account", "Nome, password e sessioni del tuo account.");

const FAILURE = "Non è stato possibile salvare. Riprova più tardi.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const { database, env } = context.get(appContext);
  const current = currentSessionId(request, env);
  const sessions = await listOwnSessions(database.db, staff.id, current);
  return {
    me: { name: staff.name, email: staff.email, role: staff.role },
    sessions: sessions.map((s) => ({ ...s, device: deviceLabel(s.userAgent) })),
  };
}

/** Three forms, told apart by `?intent=`: the name, the password, the other sessions. */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const staff = await requireStaff(request, context);
  const { database, env } = context.get(appContext);
  const current = currentSessionId(request, env);
  return dispatchIntent(new URL(request.url).searchParams.get("intent"), {
    name: () =>
      handleForm(args, {
        label: "own name",
        schema: ProfileSchema,
        honeypot: false,
        submit: async (input) => {
          await updateOwnName(database.db, staff, input.name);
          return { intent: "name" as const, message: "Nome aggiornato." };
        },
        failureMessage: FAILURE,
      }),
    password: () =>
      handleForm(args, {
        label: "own password",
        schema: ChangePasswordSchema,
        honeypot: false,
        secretFields: ["current", "password", "confirm"],
        rateLimit: { keyPrefix: "own-password", points: 10 },
        submit: async (input) => {
          await changeOwnPassword(database.db, staff, current, input);
          return {
            intent: "password" as const,
            message: "Password cambiata. Le altre sessioni sono state chiuse.",
          };
        },
        failureMessage: FAILURE,
        refused: (error) =>
          error instanceof AccountRuleError ? { [error.field ?? "password"]: error.message } : null,
      }),
    sessions: async () => {
      await requireSmallForm(request);
      const ended = await signOutOtherSessions(database.db, staff, current);
      return formDone({
        intent: "sessions",
        message:
          ended === 1
            ? "È stata chiusa 1 altra sessione."
            : `Sono state chiuse ${ended} altre sessioni.`,
      });
    },
  });
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { me, sessions } = loaderData;
  const answer = actionData;
  const nameForm = useFormResult<FormValues, NonNullable<typeof answer>>(answer, {
    id: "modulo-nome",
    action: "/admin/account?intent=name",
    initial: { name: me.name },
  });
  const passwordForm = useFormResult(answer, {
    id: "modulo-password",
    action: "/admin/account?intent=password",
  });
  const done = answer?.status === "success" && "message" in answer ? answer : null;
  // Field errors belong to the form that was sent: told apart by its fields.
  const nameErrors = answer?.status === "invalid" && "name" in answer.errors ? answer.errors : {};
  const passwordErrors =
    answer?.status === "invalid" && !("name" in answer.errors) ? answer.errors : {};
  const failed = answer?.status === "failed" ? answer.message : null;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <PageTitle intro={`${me.email} · ruolo: ${ROLE_LABELS[me.role]}`}>Il mio account</PageTitle>
      <Notice tone={done ? "success" : failed ? "error" : undefined}>
        {done?.message ?? failed}
      </Notice>

      <Panel title="Nome" id="nome-titolo">
        <Form {...nameForm.formProps} noValidate className="mt-4 flex flex-wrap items-start gap-3">
          <TextField
            label="Nome e cognome"
            name="name"
            autoComplete="name"
            required
            defaultValue={nameForm.values.name ?? me.name}
            error={nameErrors.name}
            className="min-w-0 flex-1"
          />
          <SubmitButton busy={nameForm.busy} icon={Save} className="mt-7">
            Salva il nome
          </SubmitButton>
        </Form>
      </Panel>

      <Panel title="Password" id="password-titolo">
        <p className="mt-1 text-slate-700">
          Almeno {PASSWORD_MIN} caratteri e non tra le più usate. Cambiandola, le tue altre sessioni
          si chiudono.
        </p>
        <GridForm form={passwordForm} submit={{ icon: KeyRound, label: "Cambia password" }}>
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={me.email}
            readOnly
            hidden
          />
          <TextField
            label="Password attuale"
            type="password"
            name="current"
            autoComplete="current-password"
            required
            error={passwordErrors.current}
          />
          <TextField
            label="Nuova password"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            error={passwordErrors.password}
          />
          <TextField
            label="Ripeti la nuova password"
            type="password"
            name="confirm"
            autoComplete="new-password"
            required
            error={passwordErrors.confirm}
          />
        </GridForm>
      </Panel>

      <Panel title="Sessioni attive" id="sessioni-titolo">
        <ul className="mt-4 divide-y divide-slate-200">
          {sessions.map((s, i) => (
            <li key={i} className="py-3">
              <p className="font-semibold text-slate-900">
                {s.device}{" "}
                {s.current ? <span className="font-normal">(questa sessione)</span> : null}
              </p>
              <p className="text-sm text-slate-700">
                Accesso: {formatDateTimeIt(s.createdAt)} · ultimo uso:{" "}
                {formatDateTimeIt(s.lastSeenAt)}
              </p>
            </li>
          ))}
        </ul>
        <Form method="post" action="/admin/account?intent=sessions" className="mt-4">
          <Button disabled={sessions.length <= 1}>
            <LogOut aria-hidden="true" className="size-4" />
            Esci dalle altre sessioni
          </Button>
        </Form>
      </Panel>
    </div>
  );
}
