import { Eye, RotateCcw, Save } from "lucide-react";
import { data, Form, redirect } from "react-router";
import { Button, Notice, PageTitle, Panel, SubmitButton } from "~/ui/staff/staff-ui";
import { TextAreaField } from "~/ui/forms/field";
import { useFormResult } from "~/ui/forms/use-form-result";
import type { FormValues } from "~/platform/forms/form-result";
import { BackLink } from "~/ui/back-link";
import { appContext } from "~/context";
import { pageMeta } from "~/platform/meta";
import { formatDateTimeIt } from "~/platform/format-date";
import { dispatchIntent, formDone, parseSubmission } from "~/platform/forms/forms.server";
import { requireSmallForm } from "~/platform/forms/uploads.server";
import { actorOf } from "~/platform/records/audit.server";
import { requireAdmin } from "~/features/staff/public-api.server";
import { isMailKind, MAIL_KINDS } from "~/features/inbox/mails/mail-kinds.server";
import {
  paragraphHistory,
  savedParagraph,
  saveParagraph,
} from "~/features/inbox/mails/mail-texts.server";
import { previewParagraph } from "~/features/inbox/mails/outbox-mails.server";
import { MailParagraphSchema } from "~/features/inbox/mails/mail-text-schema";
import { MAIL_PARAGRAPH_MAX } from "~/features/inbox/mails/mail-labels";
import type { Route } from "./+types/mail-text-edit";

export const meta = () =>
  pageMeta("Testo di una e-mail", "Il paragrafo modificabile di una e-mail del sito.");

function kindOf(param: string | undefined) {
  if (!param || !isMailKind(param)) throw data("E-mail non trovata", { status: 404 });
  return param;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const kind = kindOf(params.kind);
  const { database } = context.get(appContext);
  const saved = await savedParagraph(database.db, kind);
  const definition = MAIL_KINDS[kind];
  return {
    kind,
    label: definition.label,
    paragraph: saved ?? definition.paragraph,
    defaultParagraph: definition.paragraph,
    edited: saved !== null,
    saved: new URL(request.url).searchParams.has("salvato"),
    history: await paragraphHistory(database.db, kind),
  };
}

/** Three buttons of one form: preview (nothing saved), save, back to the default text. */
export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const staff = await requireAdmin(request, context);
  const kind = kindOf(params.kind);
  const { database, env, log } = context.get(appContext);
  const label = MAIL_KINDS[kind].label;
  const back = `/admin/email/testi/${kind}?salvato`;
  const read = () =>
    parseSubmission(args, { label: "mail text", schema: MailParagraphSchema, honeypot: false });
  const save = async () => {
    const submission = await read();
    if (!submission.ok) return submission.answer;
    const { paragraph } = submission.input;
    await saveParagraph(database.db, { kind, label, paragraph, actor: actorOf(staff) });
    throw redirect(back, 303);
  };
  return dispatchIntent(
    new URL(request.url).searchParams.get("intent"),
    {
      save,
      preview: async () => {
        const submission = await read();
        if (!submission.ok) return submission.answer;
        const { paragraph } = submission.input;
        const preview = await previewParagraph({ database, env, log }, kind, paragraph);
        return formDone({ intent: "preview", preview, paragraph });
      },
      reset: async () => {
        await requireSmallForm(request);
        await saveParagraph(database.db, { kind, label, paragraph: null, actor: actorOf(staff) });
        throw redirect(back, 303);
      },
    },
    save,
  );
}

/** The preview's answer (the action's `formDone` of intent 'preview'). */
type PreviewAnswer = {
  submission: string;
  paragraph: string;
  preview: { to: string; subject: string; text: string } | null;
};

function isPreview(answer: unknown): answer is PreviewAnswer {
  return typeof answer === "object" && answer !== null && "preview" in answer;
}

export default function MailTextEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, label, paragraph, defaultParagraph, edited, saved, history } = loaderData;
  const form = useFormResult<FormValues, NonNullable<typeof actionData>>(actionData, {
    id: "modulo-testo-email",
    initial: { paragraph },
  });
  const shown = form.shown;
  const preview = isPreview(shown) ? shown : null;
  const failed = shown?.status === "failed" ? shown.message : undefined;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <BackLink
        to="/admin/email/testi"
        className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        iconClassName="size-4"
      >
        Torna ai testi delle e-mail
      </BackLink>
      <div className="mt-4">
        <PageTitle intro="Il paragrafo compare in ogni e-mail di questo tipo, al posto indicato nell'anteprima; il resto lo scrive il sito.">
          {label}
        </PageTitle>
      </div>
      <Notice tone={saved && !form.shown ? "success" : failed ? "error" : undefined}>
        {failed ?? (saved && !form.shown ? "Testo salvato." : null)}
      </Notice>
      <Form
        key={form.formKey}
        {...form.formProps}
        action={`/admin/email/testi/${kind}?intent=save`}
        noValidate
        className="mt-4"
      >
        <TextAreaField
          label="Paragrafo"
          hint={`Un solo paragrafo, al massimo ${MAIL_PARAGRAPH_MAX} caratteri. ${edited ? "" : "Ora vale il testo predefinito."}`}
          rows={5}
          maxLength={MAIL_PARAGRAPH_MAX}
          {...form.field("paragraph")}
          defaultValue={preview ? preview.paragraph : (form.values.paragraph ?? "")}
        />
        <div className="mt-4 flex flex-wrap gap-3">
          <SubmitButton busy={form.busy} icon={Save} busyLabel="Salvataggio...">
            Salva
          </SubmitButton>
          <Button formAction={`/admin/email/testi/${kind}?intent=preview`}>
            <Eye aria-hidden="true" className="size-4" />
            Anteprima
          </Button>
          {edited ? (
            <Button formAction={`/admin/email/testi/${kind}?intent=reset`}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Ripristina il testo predefinito
            </Button>
          ) : null}
        </div>
      </Form>
      <p className="mt-3 text-sm text-slate-700">Testo predefinito: {defaultParagraph}</p>

      {preview ? (
        <Panel title="Anteprima (non ancora salvata)" id="anteprima">
          {preview.preview ? (
            <div className="mt-3 font-mono text-sm break-words whitespace-pre-wrap text-slate-900">
              {`Oggetto: ${preview.preview.subject}\n\n${preview.preview.text}`}
            </div>
          ) : (
            <p className="mt-2 text-slate-700">
              Non c'è ancora una e-mail di questo tipo da cui partire: il paragrafo sarà «
              {preview.paragraph}».
            </p>
          )}
        </Panel>
      ) : null}

      <Panel title="Versioni precedenti" id="versioni">
        {history.length === 0 ? (
          <p className="mt-2 text-slate-700">Il testo non è mai stato modificato.</p>
        ) : (
          <ol className="mt-3 space-y-3">
            {history.map((h) => (
              <li key={h.version} className="break-words">
                <p className="text-sm text-slate-700">
                  {formatDateTimeIt(h.createdAt)} – {h.actorLabel || "—"}
                </p>
                <p className="text-slate-900">
                  {h.paragraph ?? "Ripristinato il testo predefinito."}
                </p>
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </div>
  );
}
