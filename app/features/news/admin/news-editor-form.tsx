import { Eye, Save, Send, X } from "lucide-react";
import { IntentButton } from "~/ui/forms/intent-button";
import { BackLink } from "~/ui/back-link";
import { EDITOR_BACK_LINK } from "~/ui/staff/staff-ui";
import { useEffect, useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import {
  FieldError,
  FieldHint,
  fieldControl,
  fieldId,
  LabelledField,
  OpenedVersion,
  SelectField,
  TextAreaField,
  TextField,
} from "~/ui/forms/field";
import { useFormResult } from "~/ui/forms/use-form-result";
import { fieldProps } from "~/ui/forms/form-fields";
import type { FormResult } from "~/platform/forms/form-result";
import { NEWS_CATEGORIES, newsCategoryLabel } from "~/features/news/news";
import {
  EXCERPT_MAX,
  REDIRECT_DELAY_MS,
  TITLE_MAX,
  addTag,
  type NewsEditorDraft,
} from "~/features/news/admin/news-editor";
import { useHydrated } from "~/platform/islands/use-hydrated";
import { IMAGE_ACCEPT } from "~/platform/records/record-image";
import type { PickableImage } from "~/features/media/public-api";
import { MediaPicker } from "~/features/media/public-api";
import { RichTextField } from "~/ui/records/rich-text-field";
import { SavePendingButton, SaveProblems } from "~/ui/records/record-form";
import { PublishAtInputs } from "~/ui/forms/publish-at-fields";

const CATEGORY_OPTIONS = NEWS_CATEGORIES.map((c) => ({ value: c, label: newsCategoryLabel(c) }));

/** What the editor's action answers (a save; image uploads are answered to the rich-text editor). */
export type NewsEditorResult = FormResult<{ message: string; id: string }, NewsEditorDraft>;

type Props = {
  mode: "new" | "edit";
  initial: NewsEditorDraft;
  /** The saved post, in edit mode. */
  post?: { id: string; status: "draft" | "published"; version: string };
  result?: NewsEditorResult;
  /**
   * A published post (or one with pending edits): the pending edits the form
   * is opened on ("" for none) and 'Salva senza pubblicare' (decision 047).
   */
  pending?: string;
  /** The library's images to choose the cover from (decision 048). */
  library?: readonly PickableImage[];
};

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-700";

/** 'Salva come bozza' and 'Pubblica', under the form. */
const DRAFT_BUTTON =
  "inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";
const PUBLISH_BUTTON =
  "inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";

/** The news editor screen (spec §2), shared by /admin/news/new and /admin/news/edit/:newsId. */
export function NewsEditor({ mode, initial, post, result, pending, library = [] }: Props) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const form = useFormResult(result, { id: "modulo-articolo", initial });
  const { errors } = form;
  const values: NewsEditorDraft = { ...initial, ...form.values };
  const { field } = fieldProps(values, errors);
  const savingAs = form.busy ? navigation.formData?.get("intent") : null;
  const succeeded = form.shown?.status === "success" ? form.shown : null;
  const [tags, setTags] = useState<string[]>(values.tags);
  const [tagInput, setTagInput] = useState("");

  // spec §4: after the success message, back to the dashboard in 1.5 s.
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => navigate("/admin/dashboard"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  const busy = form.busy || Boolean(succeeded);
  const previewId = post?.id ?? (result?.status === "success" ? result.id : undefined);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <BackLink to="/admin/dashboard" className={EDITOR_BACK_LINK} iconClassName="size-4">
        Torna alla dashboard
      </BackLink>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">
          {mode === "new" ? "Nuovo articolo" : "Modifica articolo"}
        </h1>
        {previewId ? (
          <Link
            to={`/admin/news/preview/${previewId}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <Eye aria-hidden="true" className="size-4" />
            Anteprima
          </Link>
        ) : null}
      </div>
      {post ? (
        <p className="mt-2 text-slate-700">
          Stato attuale: {post.status === "published" ? "pubblicato" : "bozza"}.
        </p>
      ) : null}

      <div aria-live="polite" className="mt-4">
        {succeeded ? (
          <p
            role="status"
            className="rounded-md border border-green-300 bg-green-50 px-4 py-3 font-semibold text-green-800"
          >
            {succeeded.message}
            {/* Without JavaScript the page itself goes back to the dashboard. */}
            {hydrated ? null : (
              <meta
                httpEquiv="refresh"
                content={`${REDIRECT_DELAY_MS / 1000};url=/admin/dashboard`}
              />
            )}
          </p>
        ) : null}
        <SaveProblems shown={form.shown} notSaved="l'articolo non è stato salvato" />
      </div>

      <Form {...form.formProps} encType="multipart/form-data" noValidate className="mt-6 space-y-4">
        <TextField label="Titolo" {...field("title")} type="text" required maxLength={TITLE_MAX} />

        <TextAreaField
          label="Riassunto"
          {...field("excerpt")}
          rows={2}
          required
          maxLength={EXCERPT_MAX}
        />

        <RichTextField
          label="Contenuto"
          {...field("content")}
          hint={{
            plain: "Testo in HTML: paragrafi <p>, titoli <h2>, elenchi <ul>, link <a>.",
            enhanced:
              "Usa la barra degli strumenti per titoli, grassetto, elenchi, link, citazioni e immagini.",
          }}
          enhanced={hydrated}
          rows={10}
          required
          className={`${inputClass} font-mono text-sm`}
        />

        <fieldset className="space-y-3">
          <legend className="font-semibold text-slate-900">Immagine di copertina</legend>
          <div>
            <label htmlFor={fieldId("image")} className="block text-slate-800">
              Indirizzo dell'immagine (URL)
            </label>
            <input
              name="image"
              type="text"
              inputMode="url"
              defaultValue={values.image}
              placeholder="https://"
              {...fieldControl({ name: "image", hint: true, error: errors.image })}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="imageFile" className="block text-slate-800">
              Oppure carica un'immagine dal dispositivo
            </label>
            <input
              id="imageFile"
              name="imageFile"
              type="file"
              accept={IMAGE_ACCEPT}
              aria-describedby={`${fieldId("image")}-aiuto`}
              className="mt-1 block w-full text-slate-900 file:mr-3 file:min-h-11 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-slate-800"
            />
          </div>
          <MediaPicker images={library} />
          <FieldHint
            name="image"
            hint="Formati JPG, PNG o WebP, al massimo 5 MB. Se scegli un file o un'immagine della libreria, sostituisce l'indirizzo inserito sopra."
          />
          <FieldError name="image" error={errors.image} />
          {values.image.startsWith("/") ? (
            <img
              src={values.image}
              alt="Immagine di copertina attuale"
              width={320}
              height={180}
              className="h-auto w-full max-w-xs rounded-md border border-slate-200 object-cover"
            />
          ) : null}
        </fieldset>

        <SelectField label="Categoria" {...field("category")} options={CATEGORY_OPTIONS} />

        <LabelledField
          label="Tag"
          name="tags"
          hint={
            hydrated
              ? "Scrivi un tag e premi Invio per aggiungerlo."
              : "Separa i tag con una virgola."
          }
          error={errors.tags}
          control={(wiring) => (
            <>
              {tags.length > 0 ? (
                <ul className="mt-2 flex flex-wrap gap-2" aria-label="Tag inseriti">
                  {tags.map((tag) => (
                    <li
                      key={tag}
                      className="inline-flex items-center gap-1 rounded-full bg-brand-100 py-1 pr-1 pl-3 text-sm font-medium text-brand-900"
                    >
                      {tag}
                      <input type="hidden" name="tags" value={tag} />
                      <button
                        type="button"
                        aria-label={`Rimuovi il tag ${tag}`}
                        onClick={() => setTags((list) => list.filter((t) => t !== tag))}
                        className="inline-flex size-8 items-center justify-center rounded-full hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
                      >
                        <X aria-hidden="true" className="size-4" />
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
              <input
                name="tagInput"
                type="text"
                value={tagInput}
                onChange={(event) => setTagInput(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== "Enter") return;
                  // spec §2: Enter adds the tag (unless empty or present) and clears the input.
                  event.preventDefault();
                  setTags((list) => addTag(list, tagInput));
                  setTagInput("");
                }}
                {...wiring}
              />
            </>
          )}
        />

        <PublishAtInputs
          what="l'articolo"
          values={{ publishDate: values.publishDate ?? "", publishTime: values.publishTime ?? "" }}
          errors={errors}
        />

        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-6">
          <IntentButton intent="draft" busy={busy} icon={Save} className={DRAFT_BUTTON}>
            {savingAs === "draft" ? "Salvataggio..." : "Salva come bozza"}
          </IntentButton>
          <IntentButton intent="published" busy={busy} icon={Send} className={PUBLISH_BUTTON}>
            {savingAs === "published" ? "Pubblicazione..." : "Pubblica"}
          </IntentButton>
          {pending === undefined ? null : <SavePendingButton pending={pending} busy={busy} />}
        </div>
        {post ? <OpenedVersion version={post.version} /> : null}
      </Form>
    </div>
  );
}
