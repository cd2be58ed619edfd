// The one action behind /admin/news/new and /admin/news/edit/:newsId (docs/conventions.md:
// two routes sharing a screen share one action module). Spec §4 save flow,
// §5 editor rules, §8 save errors.
import { parseFormData, type FileUpload } from "@remix-run/form-data-parser";
import { data, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import {
  IMAGE_MAX_BYTES,
  NOT_AUTHENTICATED_MESSAGE,
  SAVE_FAILURE_MESSAGE,
  SAVE_SUCCESS_MESSAGE,
  normalizeTags,
  parseNewsEditor,
  readNewsEditorForm,
  type NewsEditorDraft,
} from "~/features/news/admin/news-editor";
import { actorOf } from "~/platform/records/audit.server";
import { getStaff } from "~/features/staff/auth/sessions.server";
import { formFailed, formInvalid } from "~/platform/forms/forms.server";
import { IMAGE_SIZE_ERROR, storeNewsImage } from "~/features/news/media.server";
import { exceedsLimit } from "~/platform/forms/uploads.server";
import { NewsNotFoundError, saveNews } from "~/features/news/admin/news-admin.server";

/** What the editor's "insert image" upload (a fetcher) gets back. */
export type ImageUploadData = { ok: true; url: string } | { ok: false; error: string };

/** A file a little over the limit is still read, so the answer can keep what was typed. */
const PARSE_FILE_LIMIT = IMAGE_MAX_BYTES + 1024 * 1024;

type Submission = { form: FormData; image: Uint8Array | null };

async function readSubmission(request: Request): Promise<Submission | "too-large" | "malformed"> {
  let image: Uint8Array | null = null;
  try {
    const form = await parseFormData(
      request,
      {
        maxFiles: 1,
        maxFileSize: PARSE_FILE_LIMIT,
        maxParts: 120,
        maxTotalSize: PARSE_FILE_LIMIT + 2 * 1024 * 1024,
      },
      async (file: FileUpload) => {
        const bytes = new Uint8Array(await file.arrayBuffer());
        // An empty file input still sends a part: that means "no file".
        if (bytes.length > 0 && (file.fieldName === "imageFile" || file.fieldName === "file")) {
          image = bytes;
        }
        return null;
      },
    );
    return { form, image };
  } catch (error) {
    return exceedsLimit(error) ? "too-large" : "malformed";
  }
}

function draftOf(form: FormData): NewsEditorDraft {
  const input = readNewsEditorForm(form);
  return {
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    image: input.image,
    category: input.category,
    tags: normalizeTags(input.tags),
  };
}

/**
 * Saves a post (newsId given: update, otherwise insert) or, with
 * intent=upload-image, stores an image for the rich-text editor. The session
 * is checked first: without one nothing is read or saved.
 */
export async function newsEditorAction({
  request,
  context,
  newsId,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  newsId?: string;
}) {
  const { database, env, log } = context.get(appContext);
  const staff = await getStaff(request, context);
  if (!staff) {
    return formFailed<NewsEditorDraft>(401, undefined, NOT_AUTHENTICATED_MESSAGE);
  }

  const submission = await readSubmission(request);
  if (submission === "too-large" || submission === "malformed") {
    return submission === "too-large"
      ? formFailed<NewsEditorDraft>(413, undefined, IMAGE_SIZE_ERROR)
      : formFailed<NewsEditorDraft>(400, undefined, SAVE_FAILURE_MESSAGE);
  }
  const { form, image } = submission;

  if (form.get("intent") === "upload-image") {
    if (!image)
      return data({ ok: false, error: "Scegli un'immagine da caricare." }, { status: 400 });
    const stored = await storeNewsImage(env.DATA_DIR, image);
    return data(stored, { status: stored.ok ? 200 : 400 });
  }

  const values = draftOf(form);
  const input = readNewsEditorForm(form);
  // An uploaded cover replaces the URL field; it is stored only once the rest is valid.
  const parsed = parseNewsEditor(image ? { ...input, image: "/media/in-arrivo.jpg" } : input);
  if (!parsed.ok) {
    const errors = parsed.errors;
    if (image && image.length > IMAGE_MAX_BYTES) errors.image = IMAGE_SIZE_ERROR;
    return formInvalid(errors, values);
  }
  if (image) {
    const stored = await storeNewsImage(env.DATA_DIR, image);
    if (!stored.ok) {
      return formInvalid({ image: stored.error }, values);
    }
    parsed.values.image = stored.url;
    values.image = stored.url;
  }

  try {
    const saved = await saveNews(database.db, {
      id: newsId,
      values: parsed.values,
      authorId: staff.id,
      actor: actorOf(staff),
    });
    return data({
      status: "success",
      submission: crypto.randomUUID(),
      message: SAVE_SUCCESS_MESSAGE,
      id: saved.id,
    } as const);
  } catch (error) {
    if (error instanceof NewsNotFoundError) {
      return formFailed(404, values, error.message);
    }
    log.error({ err: error }, "news save failed");
    return formFailed(500, values, SAVE_FAILURE_MESSAGE);
  }
}
