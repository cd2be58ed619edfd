import { Trash2 } from "lucide-react";
import { data } from "react-router";
import { appContext } from "~/context";
import {
  deleteImage,
  deleteUnusedImages,
  saveAltText,
  uploadLibraryImage,
} from "~/features/media/admin/library-intents.server";
import { NOTICES, PAGE } from "~/features/media/admin/library-page";
import { CleanupStep, DeleteStep } from "~/features/media/admin/library-steps";
import { answerFor, MediaCard } from "~/features/media/admin/media-card";
import { UploadPanel } from "~/features/media/admin/upload-panel";
import { countUnusedMedia, listMediaItems } from "~/features/media/media-library.server";
import { requireStaff } from "~/features/staff/public-api.server";
import { now } from "~/platform/clock.server";
import { dispatchIntent } from "~/platform/forms/forms.server";
import { requireSmallForm } from "~/platform/forms/uploads.server";
import { pageMeta } from "~/platform/meta";
import { actorOf } from "~/platform/records/audit.server";
import { LinkButton, ListNotices, LoadError, PageTitle } from "~/ui/staff/staff-ui";
import { noticeFrom } from "~/platform/list-page";
import type { Route } from "./+types/media-admin";

export const meta = () => pageMeta("Immagini", "La libreria delle immagini dell'area riservata.");

const LOAD_ERROR = "Errore nel caricamento delle immagini. Riprova più tardi.";

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

/**
 * Four forms: the upload (multipart, `?intent=carica`), and, told apart by
 * their `intent` field, the alt text, the delete and the clean-up.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const staff = await requireStaff(request, context);
  const { database, log } = context.get(appContext);
  const writer = { db: database.db, log, actor: actorOf(staff) };
  if (new URL(request.url).searchParams.get("intent") === "carica") {
    return uploadLibraryImage(args, writer);
  }
  const form = await requireSmallForm(request);
  return dispatchIntent(form.get("intent"), {
    testo: () => saveAltText(form, writer),
    delete: () => deleteImage(form, writer),
    pulizia: () => deleteUnusedImages(writer),
  });
}

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
