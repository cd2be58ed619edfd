import { LogIn } from "lucide-react";
import { data, Form, redirect } from "react-router";
import { TextField } from "~/ui/forms/field";
import { useFormResult } from "~/ui/forms/use-form-result";
import { appContext } from "~/context";
import { privatePageMeta } from "~/platform/meta";
import { LoginSchema } from "~/features/staff/auth/login-schema";
import { formFailed, parseSubmission } from "~/platform/forms/forms.server";
import {
  getStaff,
  LOGIN_ERROR,
  readSessionToken,
  serializeSessionCookie,
  signIn,
} from "~/features/staff/auth/sessions.server";
import { safeRedirectTo } from "~/features/staff/auth/guards.server";
import { retryAfterMessage } from "~/platform/security/rate-limit.server";
import type { Route } from "./+types/login";

export const meta = () =>
  privatePageMeta("Accesso area riservata", "Accesso all'area riservata dello staff.");

const AUTH_EXPIRED = "Errore di autenticazione. Effettua nuovamente il login.";

/** The 429 answer tells when to retry (RFC 9110 §10.2.3). */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectTo(url.searchParams.get("redirectTo"));
  if (await getStaff(request, context)) throw redirect(redirectTo);
  // spec §8: a session that ended (expired, signed out elsewhere) is told apart from a first visit.
  const { env } = context.get(appContext);
  const stale = readSessionToken(request, env) !== "";
  // After the one-time link of a new account (set-password.tsx).
  const passwordSet = url.searchParams.get("avviso") === "password-impostata";
  return data(
    {
      redirectTo,
      notice: stale ? AUTH_EXPIRED : null,
      success: passwordSet ? "Password salvata: ora puoi accedere." : null,
    },
    stale ? { headers: { "Set-Cookie": serializeSessionCookie(env, "", 0) } } : undefined,
  );
}

export async function action(args: Route.ActionArgs) {
  const submission = await parseSubmission(args, {
    label: "sign-in",
    schema: LoginSchema,
    honeypot: false,
    secretFields: ["password"],
    unreadableStatus: 400,
    unreadableMessage: "Richiesta non valida: il modulo inviato non è leggibile.",
  });
  if (!submission.ok) return submission.answer;
  const { input, values } = submission;
  const result = await signIn(args.request, args.context, input);
  if (result.ok) {
    throw redirect(safeRedirectTo(input.redirectTo), {
      headers: { "Set-Cookie": result.setCookie },
    });
  }
  if (result.reason === "rate-limited") {
    return formFailed(429, values, retryAfterMessage(result.retryAfter), {
      "Retry-After": String(result.retryAfter),
    });
  }
  return formFailed(401, values, LOGIN_ERROR);
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const form = useFormResult(actionData, { id: "modulo-accesso" });
  const failed = form.shown?.status === "failed" ? form.shown : null;
  const message = failed ? failed.message : actionData ? null : loaderData.notice;
  return (
    <div className="mx-auto flex max-w-7xl justify-center px-4 py-12 sm:py-20">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Accesso area riservata</h1>
        <p className="mt-2 text-slate-700">
          Area riservata allo staff: gestione delle news, dei messaggi e delle iscrizioni.
        </p>
        <div aria-live="polite" className="mt-4">
          {message ? (
            <p
              role="alert"
              className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800"
            >
              {message}
            </p>
          ) : loaderData.success && !actionData ? (
            <p
              role="status"
              className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-green-900"
            >
              {loaderData.success}
            </p>
          ) : null}
        </div>
        <Form {...form.formProps} noValidate className="mt-4 space-y-3">
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <TextField
            label="Email"
            {...form.field("email")}
            type="email"
            autoComplete="username"
            required
          />
          <TextField
            label="Password"
            {...form.field("password")}
            type="password"
            autoComplete="current-password"
            required
          />
          <button
            type="submit"
            disabled={form.busy}
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70"
          >
            <LogIn aria-hidden="true" className="size-5" />
            {form.busy ? "Accesso in corso..." : "Accedi"}
          </button>
        </Form>
      </div>
    </div>
  );
}
