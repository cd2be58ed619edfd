import { LogIn } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { appContext } from "~/context";
import { pageMeta } from "~/lib/meta";
import {
  LOGIN_ERROR,
  getStaff,
  readSessionToken,
  safeRedirectTo,
  serializeSessionCookie,
  signIn,
} from "~/server/auth.server";
import { retryAfterMessage } from "~/server/rate-limit.server";
import type { Route } from "./+types/login";
import { requireSmallForm } from "~/server/uploads.server";
import { withoutNul } from "~/lib/text";

export const meta = () => [
  ...pageMeta("Accesso area riservata", "Accesso all'area riservata dello staff."),
  { name: "robots", content: "noindex, nofollow" },
];

/** spec §5: e-mail and password both required. */
const LoginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Inserisci l'indirizzo e-mail.")
    .pipe(z.email({ message: "Inserisci un indirizzo e-mail valido." })),
  password: z.string().min(1, "Inserisci la password."),
  redirectTo: z.string().optional(),
});

type FieldErrors = Partial<Record<"email" | "password", string>>;

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
  return data(
    { redirectTo, notice: stale ? AUTH_EXPIRED : null },
    stale ? { headers: { "Set-Cookie": serializeSessionCookie(env, "", 0) } } : undefined,
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await requireSmallForm(request);
  const raw = {
    email: withoutNul(String(form.get("email") ?? "")),
    password: String(form.get("password") ?? ""),
    redirectTo: withoutNul(String(form.get("redirectTo") ?? "")),
  };
  const parsed = LoginSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof FieldErrors;
      fieldErrors[field] ??= issue.message;
    }
    return data({ email: raw.email, fieldErrors, formError: null }, { status: 400 });
  }
  const result = await signIn(request, context, parsed.data);
  if (result.ok) {
    throw redirect(safeRedirectTo(parsed.data.redirectTo), {
      headers: { "Set-Cookie": result.setCookie },
    });
  }
  if (result.reason === "rate-limited") {
    return data(
      { email: raw.email, fieldErrors: {}, formError: retryAfterMessage(result.retryAfter) },
      { status: 429, headers: { "Retry-After": String(result.retryAfter) } },
    );
  }
  return data({ email: raw.email, fieldErrors: {}, formError: LOGIN_ERROR }, { status: 401 });
}

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-700";

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  const fieldErrors: FieldErrors = actionData?.fieldErrors ?? {};
  const message = actionData?.formError ?? (actionData ? null : loaderData.notice);
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
          ) : null}
        </div>
        <Form method="post" noValidate className="mt-4 space-y-5">
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <div>
            <label htmlFor="email" className="block font-semibold text-slate-900">
              Email
            </label>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={actionData?.email ?? ""}
              aria-invalid={fieldErrors.email ? true : undefined}
              aria-describedby={fieldErrors.email ? "email-error" : undefined}
              className={inputClass}
            />
            {fieldErrors.email ? (
              <p id="email-error" className="mt-1 text-sm text-red-700">
                {fieldErrors.email}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="password" className="block font-semibold text-slate-900">
              Password
            </label>
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={fieldErrors.password ? true : undefined}
              aria-describedby={fieldErrors.password ? "password-error" : undefined}
              className={inputClass}
            />
            {fieldErrors.password ? (
              <p id="password-error" className="mt-1 text-sm text-red-700">
                {fieldErrors.password}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            disabled={submitting}
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70"
          >
            <LogIn aria-hidden="true" className="size-5" />
            {submitting ? "Accesso in corso..." : "Accedi"}
          </button>
        </Form>
      </div>
    </div>
  );
}
