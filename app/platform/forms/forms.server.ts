/**
 * The one pipeline behind every form action (decision 010): a
 * size-limited parse, the honeypot, the zod schema, the rate limit, then the
 * domain verb, answered as a typed `FormResult` (app/platform/forms/form-result.ts).
 * A route action is a few lines: `handleForm(args, { schema, submit, … })`.
 */
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { appContext } from "~/context";
import type { FieldErrors } from "~/platform/forms/form-options";
import {
  fieldErrors,
  formValues,
  type FormFailed,
  type FormInvalid,
  type FormResult,
  type FormValues,
} from "~/platform/forms/form-result";
import {
  createRateLimiter,
  retryAfterMessage,
  type RateLimitOptions,
} from "~/platform/security/rate-limit.server";
import { actorOf, recordChange } from "~/platform/records/audit.server";
import { conflictError, RecordConflictError } from "~/platform/records/editable-record.server";
import { SHOWN_STATUS_FIELD } from "~/platform/records/form-fields";
import type { Db } from "~/platform/db/client.server";
import {
  parseSmallForm,
  parseUpload,
  requireSmallForm,
  type UploadedFile,
  type UploadLimits,
} from "~/platform/forms/uploads.server";
import { requireStaffMember } from "~/platform/staff-access";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The answer of a form action: the result, with its HTTP status (400 on invalid input). */
export type FormAnswer<Extra extends object = object, Values = FormValues> = ReturnType<
  typeof data<FormResult<Extra, Values>>
>;

/** The files of a multipart form, checked by the domain: a value for the verb, or field errors. */
type FileCheck<Files> = (
  files: UploadedFile[],
) => Promise<{ ok: true; files: Files } | { ok: false; errors: FieldErrors }>;

/** How a body becomes the schema's input and the values shown again (lists, a status from the button). */
export type FormReader<Values> = (
  form: FormData,
  files: UploadedFile[],
) => { input: unknown; values: Values };

export type FormSpec<Schema extends z.ZodType, Files, Values = FormValues> = {
  schema: Schema;
  /** For log lines ("contact form: honeypot filled, dropped"). */
  label: string;
  /** Name of the hidden trap field; false for a form without one (sign-in, staff). */
  honeypot?: string | false;
  /** A hidden `form-name` the form must carry (the CEDILS form keeps the original one). */
  formName?: string;
  /**
   * Per client address, checked after validation so typos do not use it up;
   * by default 5 submissions in 10 minutes, the public forms' limit.
   */
  rateLimit?: Pick<RateLimitOptions, "keyPrefix"> &
    Partial<Pick<RateLimitOptions, "points" | "duration">>;
  /**
   * Multipart with one file (uploads.server.ts: a cap, the text fields kept
   * when the file is over it). `tooLarge` are the field errors for a file over
   * the cap; `check` validates the files. Without it the body is a small form,
   * read with a cap too.
   */
  upload?: { limits?: UploadLimits; tooLarge: FieldErrors; check: FileCheck<Files> };
  /** By default the input and the values are the text fields as sent. */
  read?: FormReader<Values>;
  /** Shown when the body cannot be read as this form (answered 413 unless `unreadableStatus`). */
  unreadableMessage?: string;
  unreadableStatus?: number;
  /** Fields never sent back to the page (passwords). */
  secretFields?: string[];
};

/** A body read within its limits: the form, its file, and whether a file was over the cap. */
export type FormBody = { formData: FormData; files: UploadedFile[]; oversized: boolean };

export type Submission<Input, Files, Values = FormValues> =
  | { ok: true; input: Input; files: Files; values: Values }
  | { ok: false; answer: FormAnswer<object, Values> };

function formSuccess<Values = FormValues>(): FormAnswer<object, Values> {
  return data<FormResult<object, Values>>({ status: "success", submission: crypto.randomUUID() });
}

export function formFailed<Values = FormValues>(
  httpStatus: number,
  values?: Values,
  message?: string,
  headers?: HeadersInit,
  /** Which of a page's forms failed, when the page shows it apart (a refused delete). */
  intent?: string,
) {
  return data<FormFailed<Values>>(
    { status: "failed", httpStatus, message, values, ...(intent ? { intent } : {}) },
    { status: httpStatus, headers },
  );
}

export function formInvalid<Values = FormValues>(errors: FieldErrors, values: Values) {
  return data<FormInvalid<Values>>({ status: "invalid", errors, values }, { status: 400 });
}

/** A success that carries what the page shows (a message, the new record's id, the intent). */
export function formDone<const Extra extends object>(extra: Extra) {
  return data({ status: "success" as const, submission: crypto.randomUUID(), ...extra });
}

/**
 * Reads the body within the spec's limits. A body that cannot be read answers
 * at once: too large (beyond what is read to keep the typed values) with the
 * size errors, malformed or of another type with `unreadableMessage`.
 */
export async function readFormBody<Values = FormValues>(
  request: Request,
  spec: Pick<
    FormSpec<z.ZodType, unknown, Values>,
    "upload" | "unreadableMessage" | "unreadableStatus"
  >,
): Promise<{ ok: true; body: FormBody } | { ok: false; answer: FormAnswer<object, Values> }> {
  if (spec.upload) {
    const upload = await parseUpload(request, spec.upload.limits);
    if (upload.ok) {
      const { formData, files, oversized } = upload;
      return { ok: true, body: { formData, files, oversized: oversized.length > 0 } };
    }
    const answer =
      upload.reason === "too_large"
        ? formInvalid<Values>(spec.upload.tooLarge, {} as Values)
        : formFailed<Values>(spec.unreadableStatus ?? 400, undefined, spec.unreadableMessage);
    return { ok: false, answer };
  }
  const form = await parseSmallForm(request);
  if (!form) {
    const status = spec.unreadableStatus ?? 413;
    return { ok: false, answer: formFailed<Values>(status, undefined, spec.unreadableMessage) };
  }
  return { ok: true, body: { formData: form, files: [], oversized: false } };
}

/**
 * Everything before the domain verb, on a body already read. `ok: false`
 * carries the answer to send as is: a bot's submission looks like a success
 * and nothing is stored.
 */
export async function validateSubmission<
  Schema extends z.ZodType,
  Files = undefined,
  Values = FormValues,
>(
  { context }: Args,
  spec: FormSpec<Schema, Files, Values>,
  body: FormBody,
): Promise<Submission<z.output<Schema>, Files, Values>> {
  const app = context.get(appContext);
  const text = formValues(body.formData);
  const honeypot = spec.honeypot ?? "bot-field";
  if (honeypot && text[honeypot]) {
    app.log.info(`${spec.label}: honeypot filled, dropped`);
    return { ok: false, answer: formSuccess<Values>() };
  }
  if (spec.formName !== undefined && text["form-name"] !== spec.formName) {
    return { ok: false, answer: formFailed<Values>(400) };
  }
  const { input, values }: { input: unknown; values: Values } = spec.read
    ? spec.read(body.formData, body.files)
    : readTextFields<Values>(text, spec, honeypot);

  // Field errors and file errors are answered together, in one 400.
  const parsed = spec.schema.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
  let files: Files | undefined;
  if (spec.upload) {
    if (body.oversized) {
      Object.assign(errors, spec.upload.tooLarge);
    } else {
      const checked = await spec.upload.check(body.files);
      if (checked.ok) files = checked.files;
      else Object.assign(errors, checked.errors);
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    return { ok: false, answer: formInvalid(errors, values) };
  }

  if (spec.rateLimit) {
    const limiter = createRateLimiter(app.database, {
      points: 5,
      duration: 10 * 60,
      ...spec.rateLimit,
    });
    const wait = await limiter.consume(app.clientIp ?? "unknown");
    if (wait > 0) {
      const answer = formFailed(429, values, retryAfterMessage(wait), {
        "Retry-After": String(wait),
      });
      return { ok: false, answer };
    }
  }
  return { ok: true, input: parsed.data, files: files as Files, values };
}

/** The default reader: the text fields, without the trap and the form's name; secrets not sent back. */
function readTextFields<Values>(
  text: FormValues,
  spec: Pick<FormSpec<z.ZodType, unknown, Values>, "secretFields">,
  honeypot: string | false,
): { input: FormValues; values: Values } {
  const input = { ...text };
  if (honeypot) delete input[honeypot];
  delete input["form-name"];
  const values = { ...input };
  for (const name of spec.secretFields ?? []) delete values[name];
  // Without a reader the values are the text fields: FormValues is the default Values.
  return { input, values: values as Values };
}

/** `readFormBody` then `validateSubmission`: a form action's first step. */
export async function parseSubmission<
  Schema extends z.ZodType,
  Files = undefined,
  Values = FormValues,
>(
  args: Args,
  spec: FormSpec<Schema, Files, Values>,
): Promise<Submission<z.output<Schema>, Files, Values>> {
  const read = await readFormBody<Values>(args.request, spec);
  if (!read.ok) return read;
  return validateSubmission(args, spec, read.body);
}

/** Answered to a form post whose intent no handler knows. */
const UNKNOWN_INTENT = "Richiesta non valida.";

/**
 * The one dispatcher of a page with several forms (editors, lists, accounts):
 * the intent (a button's `intent` or the form's `?intent=`) picks its handler;
 * an unknown one answers 400. The action's type is the union of the handlers'
 * answers, so `Route.ComponentProps["actionData"]` is typed without casts.
 */
export async function dispatchIntent<
  const Handlers extends Record<string, (() => unknown) | undefined>,
  Fallback = ReturnType<typeof formFailed<FormValues>>,
>(
  intent: unknown,
  handlers: Handlers,
  fallback?: () => Fallback | Promise<Fallback>,
): Promise<Awaited<ReturnType<NonNullable<Handlers[keyof Handlers]>>> | Awaited<Fallback>> {
  const handler =
    typeof intent === "string" && Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  // The handler's answer is one of the union the signature names.
  type Answer = Awaited<ReturnType<NonNullable<Handlers[keyof Handlers]>>>;
  if (handler) return (await handler()) as Answer;
  if (fallback) return await fallback();
  return formFailed(400, undefined, UNKNOWN_INTENT) as Awaited<Fallback>;
}

/**
 * A whole form action: `parseSubmission`, then `submit` (the domain verb). What
 * `submit` returns joins the success answer (e.g. a reference number); if it
 * throws, the error is logged and the form answers 500 with `failureMessage`.
 */
export async function handleForm<
  Schema extends z.ZodType,
  Files = undefined,
  Extra extends object = object,
>(
  args: Args,
  spec: FormSpec<Schema, Files> & {
    submit: (input: z.output<Schema>, files: Files) => Promise<Extra>;
    failureMessage: string;
    /**
     * A refusal of the domain verb the visitor can fix (an edition closed
     * meanwhile): the field errors to answer (400, the values kept), a message
     * about the whole form (409, the values kept), or null for an error of
     * ours (500).
     */
    refused?: (error: unknown) => FieldErrors | string | null;
  },
): Promise<FormAnswer<Extra>> {
  const submission = await parseSubmission(args, spec);
  if (!submission.ok) return submission.answer;
  try {
    const extra = await spec.submit(submission.input, submission.files);
    return data({ status: "success", submission: crypto.randomUUID(), ...extra } as const);
  } catch (error) {
    const errors = spec.refused?.(error);
    if (typeof errors === "string") return formFailed(409, submission.values, errors);
    if (errors) return formInvalid(errors, submission.values);
    args.context.get(appContext).log.error({ err: error }, `${spec.label}: could not store`);
    return formFailed(500, submission.values, spec.failureMessage);
  }
}

/**
 * A staff form that moves one record to another status (a message, a
 * registration). An unknown status answers 400 and changes nothing; a record
 * the verb does not find answers 404 with `notFound`. The form carries the
 * status it was shown with (`shownStatus`): when someone changed it meanwhile,
 * nothing changes and the answer is 409 with who and when (decision 039).
 */
export async function handleStatusChange<const Status extends string>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  spec: {
    statuses: readonly [Status, ...Status[]];
    update: (db: Db, status: Status) => Promise<boolean>;
    /** The record's status now, locked until the transaction ends; null when it is gone. */
    lock: (tx: Db) => Promise<string | null>;
    /** How the refusal names the record: «Messaggio», «Iscrizione» (feminine). */
    subject: { noun: string; feminine?: boolean };
    notFound: string;
    /** The history row, written in the transaction of the change (decision 032). */
    audit: { entityType: string; entityId: string; summary: (status: Status) => string };
  },
) {
  const staff = await requireStaffMember(request, context);
  const parsed = z
    .object({ status: z.enum(spec.statuses), [SHOWN_STATUS_FIELD]: z.string().optional() })
    .safeParse(Object.fromEntries(await requireSmallForm(request)));
  if (!parsed.success) return formFailed<never>(400, undefined, "Stato non valido.");
  const { database } = context.get(appContext);
  const status = parsed.data.status as Status;
  const shown = parsed.data[SHOWN_STATUS_FIELD];
  const change = database.db.transaction(async (tx) => {
    const current = await spec.lock(tx);
    if (current === null) return false;
    if (shown !== undefined && shown !== current) {
      throw await conflictError(tx, {
        subject: spec.subject,
        entityType: spec.audit.entityType,
        entityId: spec.audit.entityId,
        notDone: "Lo stato non è stato cambiato",
        reload: "ricarica la pagina per vedere lo stato attuale",
      });
    }
    const updated = await spec.update(tx, status);
    if (updated) {
      await recordChange(tx, {
        actor: actorOf(staff),
        action: "status",
        entityType: spec.audit.entityType,
        entityId: spec.audit.entityId,
        summary: spec.audit.summary(status),
      });
    }
    return updated;
  });
  let found: boolean;
  try {
    found = await change;
  } catch (error) {
    if (error instanceof RecordConflictError)
      return formFailed<never>(409, undefined, error.message);
    throw error;
  }
  if (!found) throw data(spec.notFound, { status: 404 });
  return formDone({});
}
