import { UserPlus } from "lucide-react";
import { SET_PASSWORD_LINK_HOURS } from "~/features/staff/accounts";
import { OneTimeLink } from "~/features/staff/users/one-time-link";
import { ROLE_OPTIONS } from "~/features/staff/users/role-options";
import type { FormResult, FormValues } from "~/platform/forms/form-result";
import { SelectField, TextField } from "~/ui/forms/field";
import { useFormResult } from "~/ui/forms/use-form-result";
import { GridForm, Notice, Panel } from "~/ui/staff/staff-ui";

/** The new account form, and the account it created (with the link when mail is off). */
export function NewAccountPanel({
  answer,
  mail,
}: {
  answer: FormResult | undefined;
  mail: boolean;
}) {
  const form = useFormResult<FormValues>(answer, {
    id: "nuovo-account",
    action: "/admin/utenti?intent=create",
  });
  const created = isCreated(form.shown) ? form.shown : null;
  return (
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
