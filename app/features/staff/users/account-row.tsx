import { KeyRound, UserRoundCheck, UserRoundX } from "lucide-react";
import { Form } from "react-router";
import { ROLE_LABELS } from "~/features/staff/accounts";
import type { listAccounts } from "~/features/staff/accounts.server";
import { ROLE_OPTIONS } from "~/features/staff/users/role-options";
import { formatDateTimeIt } from "~/platform/format-date";
import { SelectOptions } from "~/ui/forms/field";
import { Button, LinkButton } from "~/ui/staff/staff-ui";

type Account = Awaited<ReturnType<typeof listAccounts>>[number];

/** One account and its row forms. */
export function AccountRow({ account: a, me }: { account: Account; me: string }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
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
          <Form method="post" action="/admin/utenti?intent=role" className="flex items-end gap-2">
            <input type="hidden" name="id" value={a.id} />
            <div>
              <label htmlFor={`ruolo-${a.id}`} className="block text-sm font-medium text-slate-800">
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
  );
}
