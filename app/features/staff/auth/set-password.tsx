import { KeyRound } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import { Button, BUTTON_PRIMARY } from "~/ui/staff/staff-ui";
import { TextField } from "~/ui/forms/field";
import { FormStatus } from "~/ui/forms/form-status";
import { useFormResult } from "~/ui/forms/use-form-result";
import { appContext } from "~/context";
import { SetPasswordSchema } from "~/features/staff/account-schemas";
import { PASSWORD_MIN } from "~/features/staff/accounts";
import { privatePageMeta } from "~/platform/meta";
import {
  AccountRuleError,
  findPasswordLink,
  setPasswordWithLink,
} from "~/features/staff/accounts.server";
import { formFailed, formInvalid, parseSubmission } from "~/platform/forms/forms.server";
import type { Route } from "./+types/set-password";

export const meta = () =>
  privatePageMeta("Scegli la password", "Scelta della password dell'area riservata.");

/** The link is a secret: never sent on to another site, never kept by a cache. */
export function headers() {
  return { "Referrer-Policy": "no-referrer", "Cache-Control": "private, no-store" };
}

const INVALID_LINK =
  "Questo link non è più valido: è già stato usato oppure è scaduto. Chiedi a un amministratore un nuovo link.";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { database } = context.get(appContext);
  const link = await findPasswordLink(database.db, params.token);
  if (!link) return data({ account: null }, { status: 410 });
  return { account: { name: link.name, email: link.email } };
}

export async function action(args: Route.ActionArgs) {
  const submission = await parseSubmission(args, {
    label: "set password",
    schema: SetPasswordSchema,
    honeypot: false,
    secretFields: ["password", "confirm"],
    rateLimit: { keyPrefix: "set-password", points: 10 },
  });
  if (!submission.ok) return submission.answer;
  const { database } = args.context.get(appContext);
  try {
    const ok = await setPasswordWithLink(database.db, args.params.token, submission.input.password);
    if (!ok) return formFailed(410, submission.values, INVALID_LINK);
  } catch (error) {
    if (error instanceof AccountRuleError) {
      return formInvalid({ [error.field ?? "password"]: error.message }, submission.values);
    }
    throw error;
  }
  throw redirect("/admin/login?avviso=password-impostata");
}

export default function SetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const form = useFormResult(actionData, { id: "modulo-password" });
  const failed = form.shown?.status === "failed" ? form.shown.message : null;
  return (
    <div className="mx-auto flex max-w-7xl justify-center px-4 py-12 sm:py-20">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Scegli la password</h1>
        {loaderData.account ? (
          <>
            <p className="mt-2 text-slate-700">
              Account di <strong>{loaderData.account.name || loaderData.account.email}</strong> (
              {loaderData.account.email}). Almeno {PASSWORD_MIN} caratteri; una frase di più parole
              è facile da ricordare e difficile da indovinare.
            </p>
            <Form {...form.formProps} noValidate className="mt-6">
              <input
                type="email"
                name="username"
                autoComplete="username"
                value={loaderData.account.email}
                readOnly
                hidden
              />
              <TextField
                label="Nuova password"
                type="password"
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN}
                name="password"
                error={form.errors.password}
              />
              <TextField
                label="Ripeti la password"
                type="password"
                autoComplete="new-password"
                required
                name="confirm"
                error={form.errors.confirm}
              />
              <Button tone="primary" disabled={form.busy} className="w-full">
                <KeyRound aria-hidden="true" className="size-4" />
                {form.busy ? "Salvataggio..." : "Salva la password"}
              </Button>
            </Form>
            <div className="mt-4">
              <FormStatus tone={failed ? "error" : undefined}>{failed}</FormStatus>
            </div>
          </>
        ) : (
          <>
            <p role="alert" className="mt-4 text-slate-800">
              {INVALID_LINK}
            </p>
            <p className="mt-6">
              <Link to="/admin/login" className={BUTTON_PRIMARY}>
                Vai all'accesso
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
