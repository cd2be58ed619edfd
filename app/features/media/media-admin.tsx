import { Pencil, Trash2, Upload } from "lucide-react";
import type { ComponentProps } from "react";
import { data, Form, Link, redirect } from "react-router";
import { appContext } from "~/context";
import {
  countUnusedMedia,
  deleteMediaItem,
  deleteUnusedMedia,
  listMediaItems,
  MediaAltSchema,
  MediaInUseError,
  MediaNotFoundError,
  saveMediaAlt,
  uploadToLibrary,
  type LibraryItem,
} from "~/features/media/media-library.server";
import { formatBytes, mediaUsesText } from "~/features/media/media";
import { MediaThumbnail } from "~/features/media/media-picker";
import { requireStaff } from "~/features/staff/public-api.server";
import { now } from "~/platform/clock.server";
import type { FormValues } from "~/platform/forms/form-result";
import {
  dispatchIntent,
  formFailed,
  formInvalid,
  parseSubmission,
} from "~/platform/forms/forms.server";
import { requireSmallForm, type UploadedFile } from "~/platform/forms/uploads.server";
import { formatDateIt } from "~/platform/format-date";
import { pageMeta } from "~/platform/meta";
import { actorOf } from "~/platform/records/audit.server";
import { RecordConflictError } from "~/platform/records/editable-record.server";
import { checkImage } from "~/platform/records/media.server";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_SIZE_ERROR } from "~/platform/records/record-image";
import {
  CheckboxField,
  FieldError,
  FieldHint,
  fieldControl,
  OpenedVersion,
  TextField,
} from "~/ui/forms/field";
import { useFormResult } from "~/ui/forms/use-form-result";
import {
  Button,
  BUTTON_SECONDARY,
  ConfirmDelete,
  LinkButton,
  ListNotices,
  LoadError,
  PageTitle,
  Panel,
  SubmitButton,
} from "~/ui/staff/staff-ui";
import { noticeFrom } from "~/platform/list-page";
import type { Route } from "./+types/media-admin";

export const meta = () => pageMeta("Immagini", "La libreria delle immagini dell'area riservata.");

const PAGE = "/admin/media";
const LOAD_ERROR = "Errore nel caricamento delle immagini. Riprova più tardi.";
const WRITE_ERROR = "Non è stato possibile completare l'operazione. Riprova più tardi.";
const FILE_MISSING = "Scegli un'immagine da caricare.";
const ALT_HINT =
  "Che cosa mostra l'immagine, in una frase: lo leggono i lettori di schermo e chi non vede l'immagine. Se l'immagine è solo un ornamento e non aggiunge informazioni, spunta «Immagine decorativa».";

/** Messages carried back in `?avviso=` after a redirect. */
const NOTICES = {
  caricata: { tone: "success", text: "Immagine caricata nella libreria." },
  salvata: { tone: "success", text: "Testo alternativo salvato." },
  eliminata: { tone: "success", text: "Immagine eliminata." },
  "nessuna-eliminata": { tone: "success", text: "Non c'erano immagini da eliminare." },
  ripulita: { tone: "success", text: "Immagini non usate eliminate." },
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const notice = noticeFrom(url, NOTICES);
  const removed = Number(url.searchParams.get("eliminate") ?? "");
  const { database, log } = context.get(appContext);
  try {
    const items = await listMediaItems(database.db);
    const pick = (key: string) => items.find((item) => item.id === url.searchParams.get(key));
    const cleanup = url.searchParams.has("pulizia")
      ? { count: await countUnusedMedia(database.db, now()) }
      : null;
    return {
      items,
      editing: pick("modifica")?.id ?? null,
      confirm: pick("elimina") ?? null,
      cleanup,
      notice: notice ?? null,
      removed: Number.isInteger(removed) && removed > 0 ? removed : null,
      error: null,
    };
  } catch (error) {
    log.error({ err: error }, "media library list failed");
    return data(
      {
        items: [],
        editing: null,
        confirm: null,
        cleanup: null,
        notice,
        removed: null,
        error: LOAD_ERROR,
      },
      { status: 500 },
    );
  }
}

/** The upload's one file: checked by its bytes, at most 5 MB (as the editors). */
const LIBRARY_UPLOAD = {
  limits: { maxFileBytes: IMAGE_MAX_BYTES, maxParts: 20, maxTextBytes: 64 * 1024 },
  tooLarge: { file: IMAGE_SIZE_ERROR },
  check: async (files: UploadedFile[]) => {
    const file = files.find((f) => f.field === "file");
    if (!file) return { ok: false as const, errors: { file: FILE_MISSING } };
    const problem = await checkImage(file.bytes);
    if (problem) return { ok: false as const, errors: { file: problem } };
    return { ok: true as const, files: file };
  },
};

/**
 * Four forms: the upload (multipart, `?intent=carica`), and, told apart by
 * their `intent` field, the alt text, the delete and the clean-up.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const staff = await requireStaff(request, context);
  const actor = actorOf(staff);
  const { database, log } = context.get(appContext);
  const db = database.db;

  if (new URL(request.url).searchParams.get("intent") === "carica") {
    const submission = await parseSubmission(args, {
      label: "media upload",
      schema: MediaAltSchema,
      honeypot: false,
      upload: LIBRARY_UPLOAD,
      unreadableMessage: WRITE_ERROR,
      unreadableStatus: 400,
    });
    if (!submission.ok) return submission.answer;
    const file = submission.files;
    try {
      const stored = await uploadToLibrary(db, {
        bytes: file.bytes,
        originalName: file.originalName,
        values: submission.input,
        actor,
      });
      if (!stored.ok) return formInvalid({ file: stored.error }, submission.values);
    } catch (error) {
      log.error({ err: error }, "media upload failed");
      return formFailed(500, submission.values, WRITE_ERROR);
    }
    throw redirect(`${PAGE}?avviso=caricata`);
  }

  const form = await requireSmallForm(request);
  const id = String(form.get("id") ?? "");
  const failed = (error: unknown, values?: FormValues) => {
    if (error instanceof Response) throw error;
    if (error instanceof MediaNotFoundError) return formFailed(404, values, error.message);
    if (error instanceof MediaInUseError || error instanceof RecordConflictError) {
      return formFailed(409, values, error.message);
    }
    log.error({ err: error }, "media library write failed");
    return formFailed(500, values, WRITE_ERROR);
  };
  return dispatchIntent(form.get("intent"), {
    testo: async () => {
      // Named apart from the upload form's fields: both may be on the page at once.
      const values: FormValues = {
        id,
        altModifica: String(form.get("altModifica") ?? ""),
        decorativaModifica: String(form.get("decorativaModifica") ?? ""),
      };
      const parsed = MediaAltSchema.safeParse({
        alt: values.altModifica,
        decorativa: values.decorativaModifica || undefined,
      });
      if (!parsed.success) {
        return formInvalid({ altModifica: parsed.error.issues[0]!.message }, values);
      }
      try {
        const opened = form.get("openedVersion");
        await saveMediaAlt(db, {
          id,
          values: parsed.data,
          actor,
          openedVersion: typeof opened === "string" ? opened : undefined,
        });
      } catch (error) {
        return failed(error, values);
      }
      throw redirect(`${PAGE}?avviso=salvata#immagine-${id}`);
    },
    delete: async () => {
      try {
        await deleteMediaItem(db, id, actor);
      } catch (error) {
        return failed(error);
      }
      throw redirect(`${PAGE}?avviso=eliminata`);
    },
    pulizia: async () => {
      let count: number;
      try {
        count = await deleteUnusedMedia(db, actor, now());
      } catch (error) {
        return failed(error);
      }
      throw redirect(
        count > 0
          ? `${PAGE}?avviso=ripulita&eliminate=${count}`
          : `${PAGE}?avviso=nessuna-eliminata`,
      );
    },
  });
}

type Item = LibraryItem;
type Answer = Route.ComponentProps["actionData"];

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { items, editing, confirm, cleanup, notice, removed, error } = loaderData;
  const refused = actionData?.status === "failed" && !actionData.values ? actionData.message : null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <PageTitle intro="Le immagini caricate qui, negli articoli e nei corsi. Caricane una volta sola e riusala dove serve: il testo alternativo che scrivi qui è quello che il sito mostra con l'immagine.">
        Immagini
      </PageTitle>

      <ListNotices
        notice={
          notice && removed && notice.text === NOTICES.ripulita.text
            ? {
                tone: "success",
                text:
                  removed === 1
                    ? "Eliminata 1 immagine non usata."
                    : `Eliminate ${removed} immagini non usate.`,
              }
            : notice
        }
        error={refused}
      />

      {confirm ? <DeleteStep item={confirm} /> : null}
      {cleanup ? <CleanupStep count={cleanup.count} /> : null}

      <UploadPanel actionData={actionData} />

      <section aria-labelledby="libreria-titolo" className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="libreria-titolo" className="text-xl font-bold text-slate-900">
            Libreria ({items.length === 1 ? "1 immagine" : `${items.length} immagini`})
          </h2>
          <LinkButton to={`${PAGE}?pulizia=1`} preventScrollReset icon={Trash2} danger>
            Elimina le immagini non usate
          </LinkButton>
        </div>
        {error ? (
          <LoadError>{error}</LoadError>
        ) : items.length === 0 ? (
          <p className="mt-6 text-slate-700">
            Nessuna immagine: caricane una con «Carica immagine».
          </p>
        ) : (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <MediaCard
                key={item.id}
                item={item}
                editing={editing === item.id}
                answer={answerFor(actionData, item.id)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The answer of one card's alt text form: the one whose values carry its id. */
function answerFor(answer: Answer, id: string) {
  return answer?.status !== "success" && answer?.values && answer.values.id === id
    ? answer
    : undefined;
}

function UploadPanel({ actionData }: { actionData: Answer }) {
  const upload =
    actionData?.status !== "success" && actionData?.values && !actionData.values.id
      ? actionData
      : undefined;
  const form = useFormResult(upload, { id: "carica-immagine", action: `${PAGE}?intent=carica` });
  const failed = form.shown?.status === "failed" ? form.shown.message : null;
  return (
    <Panel title="Carica immagine" id="carica-titolo">
      <Form
        key={form.formKey}
        {...form.formProps}
        encType="multipart/form-data"
        className="mt-4 grid gap-4 md:grid-cols-2"
      >
        <div>
          <label htmlFor="campo-file" className="block font-medium text-slate-800">
            Immagine
          </label>
          <FieldHint name="file" hint="JPG, PNG o WebP, al massimo 5 MB." />
          <input
            type="file"
            name="file"
            accept={IMAGE_ACCEPT}
            {...fieldControl({ name: "file", hint: true, error: form.errors.file })}
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:font-semibold"
          />
          <FieldError name="file" error={form.errors.file} />
        </div>
        <div>
          <AltFields alt={form.field("alt")} decorative={form.checkbox("decorativa")} />
        </div>
        <div className="md:col-span-2">
          {failed ? (
            <p role="alert" className="mb-3 text-red-800">
              {failed}
            </p>
          ) : null}
          <SubmitButton busy={form.busy} icon={Upload} busyLabel="Caricamento...">
            Carica immagine
          </SubmitButton>
        </div>
      </Form>
    </Panel>
  );
}

function MediaCard({ item, editing, answer }: { item: Item; editing: boolean; answer: Answer }) {
  const name = item.originalName || item.url.slice(item.url.lastIndexOf("/") + 1);
  const headingId = `immagine-${item.id}-nome`;
  return (
    <li
      id={`immagine-${item.id}`}
      className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      {/* The alt text is written out below: the thumbnail itself says nothing more. */}
      <MediaThumbnail url={item.url} className="object-contain" />
      <div className="flex flex-1 flex-col p-4">
        <h3 id={headingId} className="font-semibold break-words text-slate-900">
          {name}
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          {[
            item.width && item.height ? `${item.width} × ${item.height} px` : null,
            item.size ? formatBytes(item.size) : null,
            `caricata il ${formatDateIt(item.createdAt)}`,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <dl className="mt-3 space-y-2 text-sm">
          <div>
            <dt className="font-medium text-slate-800">Testo alternativo</dt>
            <dd className="text-slate-700">
              {item.decorative ? (
                "Immagine decorativa (nessun testo alternativo)"
              ) : item.alt ? (
                item.alt
              ) : (
                <span className="font-semibold text-amber-900">
                  Da scrivere: finché manca, le pagine usano una descrizione generica.
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-800">Usata in</dt>
            <dd className="text-slate-700">
              {item.uses.length === 0 ? (
                "Non usata"
              ) : (
                <ul>
                  {item.uses.map((use) => (
                    <li key={use.href}>
                      <Link to={use.href} className="text-brand-800 underline underline-offset-2">
                        {use.kind} «{use.title}»
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
        {editing || answer ? (
          <AltForm item={item} answer={answer} />
        ) : (
          <div className="mt-4 flex flex-wrap gap-2">
            <LinkButton
              to={`${PAGE}?modifica=${item.id}#immagine-${item.id}`}
              preventScrollReset
              aria-describedby={headingId}
              icon={Pencil}
            >
              Modifica testo
            </LinkButton>
            <LinkButton
              to={`${PAGE}?elimina=${item.id}`}
              preventScrollReset
              aria-describedby={headingId}
              icon={Trash2}
              danger
            >
              Elimina
            </LinkButton>
          </div>
        )}
      </div>
    </li>
  );
}

function AltForm({ item, answer }: { item: Item; answer: Answer }) {
  const form = useFormResult<FormValues>(answer, {
    id: `testo-${item.id}`,
    initial: {
      id: item.id,
      altModifica: item.alt,
      decorativaModifica: item.decorative ? "on" : "",
    },
  });
  const failed = form.shown?.status === "failed" ? form.shown.message : null;
  return (
    <Form {...form.formProps} action={PAGE} className="mt-4 border-t border-slate-200 pt-4">
      <input type="hidden" name="intent" value="testo" />
      <input type="hidden" name="id" value={item.id} />
      <OpenedVersion version={item.updatedAt.toISOString()} />
      <AltFields alt={form.field("altModifica")} decorative={form.checkbox("decorativaModifica")} />
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {failed}{" "}
          <a href={`${PAGE}?modifica=${item.id}`} className="font-semibold underline">
            Ricarica
          </a>
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <SubmitButton busy={form.busy} busyLabel="Salvataggio...">
          Salva testo
        </SubmitButton>
        <Link to={PAGE} preventScrollReset className={BUTTON_SECONDARY}>
          Annulla
        </Link>
      </div>
    </Form>
  );
}

function DeleteStep({ item }: { item: Item }) {
  const name = item.originalName || item.url.slice(item.url.lastIndexOf("/") + 1);
  return item.uses.length > 0 ? (
    <ConfirmDelete
      cancelHref={PAGE}
      title="Immagine non eliminabile"
      question={`«${name}» non si può eliminare perché è usata in: ${mediaUsesText(item.uses)}. Toglila da lì, poi riprova.`}
    />
  ) : (
    <ConfirmDelete
      cancelHref={PAGE}
      title="Elimina immagine"
      question="Sei sicuro di voler eliminare questa immagine dalla libreria?"
      deletion={{ id: item.id, name }}
    />
  );
}

function CleanupStep({ count }: { count: number }) {
  return (
    <section
      aria-labelledby="pulizia-titolo"
      className="mt-6 rounded-lg border-2 border-red-300 bg-white p-5"
    >
      <h2 id="pulizia-titolo" className="text-xl font-bold text-slate-900">
        Elimina le immagini non usate
      </h2>
      {count === 0 ? (
        <p className="mt-2 text-slate-800">
          Non ci sono immagini da eliminare: ognuna è usata in un articolo o in un corso, oppure è
          stata caricata nelle ultime 24 ore.
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-800">
            {count === 1
              ? "1 immagine non è usata in nessun articolo né corso: vuoi eliminarla?"
              : `${count} immagini non sono usate in nessun articolo né corso: vuoi eliminarle?`}{" "}
            Le immagini caricate nelle ultime 24 ore restano, perché potrebbero essere in un testo
            non ancora salvato.
          </p>
          <p className="mt-1 text-sm text-slate-700">L'operazione non si può annullare.</p>
        </>
      )}
      <Form method="post" action={PAGE} className="mt-5 flex flex-wrap gap-3">
        {count > 0 ? (
          <>
            <input type="hidden" name="intent" value="pulizia" />
            <Button tone="danger">
              <Trash2 aria-hidden="true" className="size-4" />
              {count === 1 ? "Sì, elimina 1 immagine" : `Sì, elimina ${count} immagini`}
            </Button>
          </>
        ) : null}
        <Link to={PAGE} preventScrollReset autoFocus className={BUTTON_SECONDARY}>
          {count > 0 ? "Annulla" : "Torna alla libreria"}
        </Link>
      </Form>
    </section>
  );
}

/** An image's alt text and «Immagine decorativa», in the upload form and in an image's edit form. */
function AltFields({
  alt,
  decorative,
}: {
  alt: Omit<ComponentProps<typeof TextField>, "label">;
  decorative: Omit<ComponentProps<typeof CheckboxField>, "label">;
}) {
  return (
    <>
      <TextField label="Testo alternativo" hint={ALT_HINT} maxLength={250} {...alt} />
      <CheckboxField label="Immagine decorativa" {...decorative} />
    </>
  );
}
