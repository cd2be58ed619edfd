import { Save } from "lucide-react";
import { IntentButton } from "~/ui/forms/intent-button";
import { BackLink } from "~/ui/back-link";
import { EDITOR_BACK_LINK } from "~/ui/staff/staff-ui";
import { PublishAtInputs } from "~/ui/forms/publish-at-fields";
import { Form } from "react-router";
import { CourseImage } from "~/features/courses/public/course-image";
import {
  CheckboxField,
  FieldError,
  FieldHint,
  FieldRow,
  fieldControl,
  FormLegend,
  FormSection,
  SelectField,
  TextAreaField,
  TextField,
  OpenedVersion,
} from "~/ui/forms/field";
import { useFormResult } from "~/ui/forms/use-form-result";
import { fieldProps } from "~/ui/forms/form-fields";
import {
  COURSE_CATEGORIES,
  COURSE_CATEGORY_LABELS,
  COURSE_DESCRIPTION_MAX,
  COURSE_SLUG_MAX,
  COURSE_STATUSES,
  COURSE_STATUS_LABELS,
  COURSE_TITLE_MAX,
  type CourseDraft,
} from "~/features/courses/admin/course-editor";
import type { FormResult } from "~/platform/forms/form-result";
import { useHydrated } from "~/platform/islands/use-hydrated";
import { IMAGE_ACCEPT } from "~/platform/records/record-image";
import { isLibraryImageUrl, type PickableImage } from "~/features/media/public-api";
import { MediaPicker } from "~/features/media/public-api";
import { RichTextField } from "~/ui/records/rich-text-field";
import { ImagePreview, SavePendingButton, SaveProblems } from "~/ui/records/record-form";

/** What the editor's action answers to the form (a save succeeds with a redirect). */
export type CourseEditorResult = FormResult<object, CourseDraft>;

const CATEGORY_OPTIONS = COURSE_CATEGORIES.map((c) => ({
  value: c,
  label: COURSE_CATEGORY_LABELS[c],
}));
const STATUS_OPTIONS = COURSE_STATUSES.map((s) => ({ value: s, label: COURSE_STATUS_LABELS[s] }));

/**
 * The course form, shared by /admin/corsi/nuovo and
 * /admin/corsi/:courseId: a plain multipart POST that works without
 * JavaScript; the long description becomes the news editor's rich text once
 * JavaScript runs.
 */
export function CourseEditorForm({
  initial,
  version,
  result,
  tags,
  pending,
  library = [],
}: {
  initial: CourseDraft;
  /** The version an existing course's form is opened on (decision 039). */
  version?: string;
  /**
   * A published course (or one with pending edits): the pending edits the
   * form is opened on ("" for none) and 'Salva senza pubblicare' (decision
   * 047). Opened on pending edits, the save button reads 'Pubblica'.
   */
  pending?: string;
  result?: CourseEditorResult;
  /** Every tag in use, to pick from. */
  tags: string[];
  /** The library's images to choose the course's image from (decision 048). */
  library?: readonly PickableImage[];
}) {
  const hydrated = useHydrated();
  const form = useFormResult<CourseDraft>(result, { id: "modulo-corso", initial });
  const { errors, busy } = form;
  const values: CourseDraft = { ...initial, ...form.values };
  const chosen = new Set(values.tags.map((t) => t.toLocaleLowerCase("it-IT")));
  const allTags = [...tags];
  for (const tag of values.tags) {
    if (!allTags.some((t) => t.toLocaleLowerCase("it-IT") === tag.toLocaleLowerCase("it-IT"))) {
      allTags.push(tag);
    }
  }
  const { field } = fieldProps(values, errors);

  return (
    <>
      <div aria-live="polite" className="mt-4 space-y-2">
        <SaveProblems shown={form.shown} notSaved="il corso non è stato salvato" />
      </div>

      <Form {...form.formProps} encType="multipart/form-data" noValidate className="mt-6 space-y-6">
        <FormSection tight>
          <FormLegend>Il corso</FormLegend>
          <TextField
            label="Titolo"
            type="text"
            required
            maxLength={COURSE_TITLE_MAX}
            {...field("title")}
          />
          <TextField
            label="Indirizzo (slug)"
            type="text"
            maxLength={COURSE_SLUG_MAX}
            hint="La parte finale dell'indirizzo: /corsi/indirizzo. Lascialo vuoto per crearlo dal titolo. Se lo cambi, il vecchio indirizzo porterà a quello nuovo."
            autoCapitalize="none"
            spellCheck={false}
            {...field("slug")}
          />
          <FieldRow>
            <TextField
              label="Codice"
              type="text"
              maxLength={40}
              hint="Ad esempio CGD001."
              {...field("code")}
            />
            <SelectField label="Pubblico" options={CATEGORY_OPTIONS} {...field("category")} />
          </FieldRow>
          <TextAreaField
            label="Descrizione breve"
            rows={3}
            required
            maxLength={COURSE_DESCRIPTION_MAX}
            hint="Compare nella scheda del catalogo e in cima alla pagina del corso."
            {...field("description")}
          />
          <RichTextField
            label="Descrizione completa"
            {...field("fullDescription")}
            hint={{
              plain:
                "Compare nella pagina del corso. Testo semplice, oppure HTML: paragrafi <p>, titoli <h2>, elenchi <ul>, link <a>.",
              enhanced:
                "Usa la barra degli strumenti per titoli, grassetto, elenchi e link. Compare nella pagina del corso.",
            }}
            enhanced={hydrated}
            rows={8}
            className={textareaClass}
          />
          <SelectField
            label="Stato"
            options={STATUS_OPTIONS}
            {...field("status")}
            hint="Solo i corsi pubblicati compaiono sul sito. Un corso archiviato sparisce dal catalogo e il suo indirizzo porta al catalogo."
          />
          <PublishAtInputs what="il corso" values={values} errors={errors} />
        </FormSection>

        <FormSection tight>
          <FormLegend>Dettagli</FormLegend>
          <FieldRow>
            <TextField
              label="Durata"
              type="text"
              required
              hint="Ad esempio 25 ore."
              {...field("duration")}
            />
            <TextField
              label="Livello"
              type="text"
              required
              hint="Ad esempio Base, Intermedio."
              {...field("level")}
            />
            <TextField
              label="Studenti iscritti"
              type="text"
              inputMode="numeric"
              required
              {...field("students")}
            />
            <TextField
              label="Data di inizio"
              type="text"
              hint="Ad esempio 15 gennaio 2026 oppure A richiesta."
              {...field("startDate")}
            />
            <TextField
              label="Modalità"
              type="text"
              hint="Ad esempio online, in presenza, blended."
              {...field("delivery")}
            />
            <TextField
              label="Anno dell'edizione"
              type="text"
              inputMode="numeric"
              maxLength={4}
              hint="Facoltativo. Solo per il corso CEDILS: l'anno che la pagina d'iscrizione mostra quando nessuna edizione è aperta. I numeri di riferimento delle iscrizioni riportano l'anno d'inizio della loro edizione."
              {...field("editionYear")}
            />
          </FieldRow>
          <TextAreaField
            label="Disponibilità"
            rows={3}
            hint="Una voce per riga, ad esempio PCTO in Italia e all'estero."
            {...field("availability")}
          />
          <FieldRow>
            <TextField label="Prezzo" type="text" hint="Ad esempio € 290." {...field("price")} />
            <TextField
              label="Nota sul prezzo"
              type="text"
              hint="Ad esempio Pagabile con la Carta del Docente."
              {...field("priceNote")}
            />
          </FieldRow>
        </FormSection>

        <FormSection tight>
          <FormLegend>Programma e contenuti</FormLegend>
          <TextAreaField
            label="Programma"
            rows={8}
            hint="Una riga per il titolo di ogni modulo, poi i suoi argomenti su righe che iniziano con un trattino (-)."
            className="font-mono"
            {...field("syllabus")}
          />
          <TextAreaField
            label="Requisiti"
            rows={3}
            hint="Un requisito per riga."
            {...field("requirements")}
          />
          <TextAreaField
            label="Cosa include"
            rows={4}
            hint="Una voce per riga."
            {...field("benefits")}
          />
          <FieldRow>
            <TextField label="Nome del docente" type="text" {...field("instructorName")} />
            <TextField label="Ruolo del docente" type="text" {...field("instructorRole")} />
          </FieldRow>
        </FormSection>

        <FormSection tight aria-describedby="tag-aiuto">
          <FormLegend>Tag</FormLegend>
          <p id="tag-aiuto" className="text-sm text-slate-600">
            Scegli i tag tra quelli già usati nel catalogo o aggiungine di nuovi: i visitatori li
            usano come filtri in /corsi.
          </p>
          {allTags.length > 0 ? (
            <ul className="mt-3 grid gap-2 sm:grid-cols-3" aria-label="Tag esistenti">
              {allTags.map((tag) => (
                <li key={tag}>
                  <label className="inline-flex min-h-11 items-center gap-2 text-slate-800">
                    <input
                      type="checkbox"
                      name="tags"
                      value={tag}
                      defaultChecked={chosen.has(tag.toLocaleLowerCase("it-IT"))}
                      className="size-5 accent-brand-700"
                    />
                    {tag}
                  </label>
                </li>
              ))}
            </ul>
          ) : null}
          <TextField
            label="Nuovi tag"
            type="text"
            hint="Separali con una virgola, ad esempio Robotica, STEM."
            name="newTags"
            defaultValue=""
            error={errors.tags}
            className="mt-3"
          />
        </FormSection>

        <FormSection tight>
          <FormLegend>Immagine</FormLegend>
          <input type="hidden" name="image" value={values.image} />
          <div className="max-w-xs">
            {isLibraryImageUrl(values.image) ? (
              // Chosen in the library, not saved yet: its variants are made on save.
              <ImagePreview src={values.image} alt="Immagine scelta dalla libreria" ratio="4:3" />
            ) : (
              <CourseImage
                image={values.image || null}
                variant="list"
                alt={
                  values.image
                    ? "Immagine attuale del corso"
                    : "Illustrazione predefinita, usata quando il corso non ha un'immagine"
                }
                className="h-auto w-full rounded-md border border-slate-200"
              />
            )}
          </div>
          <ImageFileField error={errors.image} />
          <MediaPicker images={library} className="mt-3" />
          {values.image ? (
            <CheckboxField
              name="removeImage"
              label="Rimuovi l'immagine e usa l'illustrazione predefinita"
            />
          ) : null}
        </FormSection>

        <div className="flex flex-wrap gap-3">
          <IntentButton
            intent="save"
            busy={busy}
            icon={Save}
            className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
          >
            {busy ? "Salvataggio..." : pending ? "Pubblica" : "Salva il corso"}
          </IntentButton>
          {pending === undefined ? null : <SavePendingButton pending={pending} busy={busy} />}
        </div>
        {version ? <OpenedVersion version={version} /> : null}
      </Form>
    </>
  );
}

function ImageFileField({ error }: { error?: string }) {
  const wiring = fieldControl({ name: "image", hint: true, error });
  return (
    <div className="mt-3">
      <label htmlFor={wiring.id} className="block font-medium text-slate-800">
        Carica una nuova immagine
      </label>
      <FieldHint
        name="image"
        hint="JPG, PNG o WebP, al massimo 5 MB. Il sito ne ricava le versioni per il catalogo e la pagina del corso (960×540 e 400×300)."
      />
      <input
        name="imageFile"
        type="file"
        accept={IMAGE_ACCEPT}
        {...wiring}
        className={`mt-1 block w-full max-w-full rounded-lg border bg-white px-3 py-2 text-slate-900 file:mr-4 file:min-h-11 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 ${
          error ? "border-red-700" : "border-slate-400"
        }`}
      />
      <FieldError name="image" error={error} />
    </div>
  );
}

const textareaClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 aria-[invalid=true]:border-red-700";

/** 'Torna ai corsi', at the top of every course screen. */
export function BackToCourses() {
  return (
    <BackLink to="/admin/corsi" className={EDITOR_BACK_LINK} iconClassName="size-4">
      Torna ai corsi
    </BackLink>
  );
}
