import { Trash2, type LucideIcon } from "lucide-react";
import {
  useEffect,
  useRef,
  type ButtonHTMLAttributes,
  type ComponentProps,
  type ReactNode,
} from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { useHydrated } from "~/platform/islands/use-hydrated";

/** Shared look of the staff screens (buttons, notices, panels). */
export const BUTTON_PRIMARY =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70";
export const BUTTON_SECONDARY =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70";
export const BUTTON_DANGER =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-red-300 bg-white px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-70";

/** A link whose words follow an icon, the icon hidden from screen readers (its words say it). */
export function IconLink({
  icon: Icon,
  iconClassName = "size-4",
  children,
  ...props
}: ComponentProps<typeof Link> & { icon: LucideIcon; iconClassName?: string }) {
  return (
    <Link {...props}>
      <Icon aria-hidden="true" className={iconClassName} />
      {children}
    </Link>
  );
}

/** Red when it leads to a deletion. */
export function LinkButton({
  danger = false,
  ...props
}: ComponentProps<typeof IconLink> & { danger?: boolean }) {
  return <IconLink {...props} className={danger ? BUTTON_DANGER : BUTTON_SECONDARY} />;
}

/** 'Annulla' or the way back of a confirmation step: a link that looks like a button. */
export const CANCEL_LINK =
  "inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** The way back at the top of a staff editor ('Torna ai corsi', 'Torna alla dashboard'). */
export const EDITOR_BACK_LINK =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export function Button({
  tone = "secondary",
  className = "",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: "primary" | "secondary" | "danger" }) {
  const base =
    tone === "primary" ? BUTTON_PRIMARY : tone === "danger" ? BUTTON_DANGER : BUTTON_SECONDARY;
  return <button type="submit" {...props} className={`${base} ${className}`} />;
}

/**
 * The primary button of a staff form: off while the form is sent, saying so
 * (`busyLabel`, e.g. 'Salvataggio...') when it has a word for it.
 */
export function SubmitButton({
  busy,
  icon: Icon,
  busyLabel,
  className,
  children,
}: {
  busy: boolean;
  icon?: LucideIcon;
  busyLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button tone="primary" disabled={busy} className={className}>
      {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}

/**
 * A staff form whose fields stand three to a row on a wide screen, its submit
 * button on a row of its own. `form` is what `useFormResult` gave the page.
 */
export function GridForm({
  form,
  submit,
  children,
}: {
  form: {
    formKey: string;
    busy: boolean;
    formProps: { id: string; method: "post"; action?: string };
  };
  submit: { icon: LucideIcon; label: string; busyLabel?: string };
  children: ReactNode;
}) {
  return (
    <Form
      key={form.formKey}
      {...form.formProps}
      noValidate
      className="mt-4 grid gap-x-4 sm:grid-cols-3"
    >
      {children}
      <div className="sm:col-span-3">
        <SubmitButton busy={form.busy} icon={submit.icon} busyLabel={submit.busyLabel}>
          {submit.label}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** A success or error line in a live region (present before it is filled). */
export function Notice({ tone, children }: { tone?: "success" | "error"; children?: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="mt-4">
      {tone && children ? (
        <div
          className={
            tone === "error"
              ? "rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900"
              : "rounded-md border border-green-300 bg-green-50 px-3 py-2 text-green-900"
          }
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}

/** A section of a staff page named by its h2; a white card unless `className` says otherwise. */
export function Panel({
  title,
  id,
  className = "mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm",
  titleClassName = "text-xl font-bold text-slate-900",
  children,
}: {
  title: string;
  id: string;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A box of a record's page (a participant, a message): lighter than a settings panel. */
export function RecordPanel({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <Panel
      title={title}
      id={id}
      className="mt-6 rounded-xl border border-slate-200 bg-white p-5"
      titleClassName="text-lg font-semibold text-slate-900"
    >
      {children}
    </Panel>
  );
}

export function PageTitle({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{children}</h1>
      {intro ? <p className="mt-2 max-w-3xl text-slate-700">{intro}</p> : null}
    </>
  );
}

/**
 * The live region of a staff list page: the notice its address asked for
 * (`?avviso=`; an error one is an alert) and the error its action answered.
 */
export function ListNotices({
  notice,
  error,
}: {
  notice: { tone: "success" | "error"; text: string } | null;
  error?: string | null;
}) {
  return (
    <div aria-live="polite" className="mt-4 space-y-2">
      {notice ? (
        <p
          role={notice.tone === "error" ? "alert" : "status"}
          className={
            notice.tone === "error"
              ? "rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800"
              : "rounded-md border border-green-300 bg-green-50 px-3 py-2 text-green-800"
          }
        >
          {notice.text}
        </p>
      ) : null}
      {error ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The delete confirmation of a staff list (news, calls). Without JavaScript a
 * step of its own (the 'Elimina' link leads to it); with JavaScript the same
 * content in a modal dialog that keeps focus until answered. Escape or the
 * way back go to `cancelHref`. Without `deletion` the step only explains why
 * the record cannot be deleted and leads back ("Torna all'elenco").
 */
export function ConfirmDelete({
  title,
  question,
  cancelHref,
  deletion,
}: {
  title: string;
  question: ReactNode;
  cancelHref: string;
  deletion?: { id: string; name: string; fields?: Record<string, string> };
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const enhanced = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const deleting =
    deletion !== undefined &&
    navigation.state === "submitting" &&
    navigation.formData?.get("id") === deletion.id;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (enhanced && dialog && !dialog.open) dialog.showModal();
  }, [enhanced]);

  const cancel = (label: string) => (
    <Link to={cancelHref} preventScrollReset autoFocus className={CANCEL_LINK}>
      {label}
    </Link>
  );

  const body = (
    <>
      <h2 id="delete-title" className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p id="delete-question" className="mt-2 text-slate-800">
        {question}
      </p>
      {deletion ? (
        <>
          <p className="mt-1 font-semibold break-words text-slate-900">«{deletion.name}»</p>
          <p className="mt-1 text-sm text-slate-700">L'operazione non si può annullare.</p>
          <Form method="post" className="mt-5 flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={deletion.id} />
            {Object.entries(deletion.fields ?? {}).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <YesDeleteButton deleting={deleting} />
            {cancel("Annulla")}
          </Form>
        </>
      ) : (
        <div className="mt-5 flex flex-wrap gap-3">{cancel("Torna all'elenco")}</div>
      )}
    </>
  );

  if (!enhanced) {
    return (
      <section
        aria-labelledby="delete-title"
        className="mt-6 rounded-lg border-2 border-red-300 bg-white p-5"
      >
        {body}
      </section>
    );
  }
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="delete-title"
      aria-describedby="delete-question"
      onCancel={(event) => {
        event.preventDefault();
        navigate(cancelHref, { preventScrollReset: true });
      }}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-lg bg-white p-6 shadow-xl backdrop:bg-slate-900/60"
    >
      {body}
    </dialog>
  );
}

export function YesDeleteButton({
  deleting,
  intent,
}: {
  deleting: boolean;
  /** Posted as `intent` when the form does not carry it already. */
  intent?: string;
}) {
  return (
    <button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      disabled={deleting}
      className="inline-flex min-h-11 items-center gap-2 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-70"
    >
      <Trash2 aria-hidden="true" className="size-4" />
      {deleting ? "Eliminazione..." : "Sì, elimina"}
    </button>
  );
}

/** In place of a staff list that could not be loaded: what went wrong, as an alert. */
export function LoadError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 p-4 text-red-800">
      {children}
    </p>
  );
}

/** A confirmation's plain POST form; `children` is its "yes" button. */
export function ConfirmForm(props: { className: string; cancelHref: string; children: ReactNode }) {
  const { className, cancelHref, children } = props;
  return (
    <Form method="post" className={className}>
      {children}
      <Link to={cancelHref} className={BUTTON_SECONDARY}>
        Annulla
      </Link>
    </Form>
  );
}

/**
 * A section named by its h2, an icon before the heading's text (the staff
 * screens' boxes). `classes` add the heading's size and colour and the icon's.
 */
export function IconSection({
  id,
  icon: Icon,
  title,
  classes,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  classes: { box: string; heading: string; icon: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={classes.box}>
      <h2 id={id} className={`flex items-center gap-2 ${classes.heading}`}>
        <Icon aria-hidden="true" className={classes.icon} />
        {title}
      </h2>
      {children}
    </section>
  );
}
