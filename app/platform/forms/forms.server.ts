/**
 * The one pipeline behind every form action (issue 14, decision 010): a
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
import { requireStaff } from "~/features/staff/auth/guards.server";
import type { Db } from "~/platform/db/client.server";
import {
  parseSmallForm,
  parseUpload,
  requireSmallForm,
  type UploadedFile,
} from "~/platform/forms/uploads.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The answer of a form action: the result, with its HTTP status (400 on invalid input). */
export type FormAnswer<Extra extends object = object> = ReturnType<typeof data<FormResult<Extra>>>;

/** The files of a multipart form, checked by the domain: a value for the verb, or field errors. */
export type FileCheck<Files> = (
  files: UploadedFile[],
) => Promise<{ ok: true; files: Files } | { ok: false; errors: FieldErrors }>;

export type FormSpec<Schema extends z.ZodType, Files> = {
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
   * Multipart with one file (streamed, capped: uploads.server.ts). `tooLarge`
   * are the field errors for a file over the cap; `check` validates the files.
   * Without it the body is a small form, read with a cap too.
   */
  upload?: { tooLarge: FieldErrors; check: FileCheck<Files> };
  /** Shown when the body cannot be read as this form (answered 413 unless `unreadableStatus`). */
  unreadableMessage?: string;
  unreadableStatus?: number;
  /** Fields never sent back to the page (passwords). */
  secretFields?: string[];
};

export type Submission<Input, Files> =
  { ok: true; input: Input; files: Files; values: FormValues } | { ok: false; answer: FormAnswer };

export function formSuccess(): FormAnswer {
  return data({ status: "success", submission: crypto.randomUUID() });
}

export function formFailed<Values = FormValues>(
  httpStatus: number,
  values?: Values,
  message?: string,
  headers?: HeadersInit,
) {
  return data<FormFailed<Values>>(
    { status: "failed", httpStatus, message, values },
    { status: httpStatus, headers },
  );
}

export function formInvalid<Values = FormValues>(errors: FieldErrors, values: Values) {
  return data<FormInvalid<Values>>({ status: "invalid", errors, values }, { status: 400 });
}

/**
 * Everything before the domain verb. `ok: false` carries the answer to send as
 * is: a bot's submission looks like a success and nothing is stored.
 */
export async function parseSubmission<Schema extends z.ZodType, Files = undefined>(
  { request, context }: Args,
  spec: FormSpec<Schema, Files>,
): Promise<Submission<z.output<Schema>, Files>> {
  const app = context.get(appContext);
  let formData: FormData;
  let uploaded: UploadedFile[] = [];
  if (spec.upload) {
    const upload = await parseUpload(request);
    if (!upload.ok) {
      const answer =
        upload.reason === "too_large"
          ? formInvalid(spec.upload.tooLarge, {})
          : formFailed(400, undefined, spec.unreadableMessage);
      return { ok: false, answer };
    }
    formData = upload.formData;
    uploaded = upload.files;
  } else {
    const form = await parseSmallForm(request);
    if (!form) {
      const status = spec.unreadableStatus ?? 413;
      return { ok: false, answer: formFailed(status, undefined, spec.unreadableMessage) };
    }
    formData = form;
  }

  const values = formValues(formData);
  const input = { ...values };
  for (const name of spec.secretFields ?? []) delete values[name];
  const honeypot = spec.honeypot ?? "bot-field";
  if (honeypot) {
    if (values[honeypot]) {
      app.log.info(`${spec.label}: honeypot filled, dropped`);
      return { ok: false, answer: formSuccess() };
    }
    delete input[honeypot];
    delete values[honeypot];
  }
  if (spec.formName !== undefined) {
    if (values["form-name"] !== spec.formName) return { ok: false, answer: formFailed(400) };
    delete input["form-name"];
    delete values["form-name"];
  }

  // Field errors and file errors are answered together, in one 400.
  const parsed = spec.schema.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
  const checked = spec.upload ? await spec.upload.check(uploaded) : null;
  if (checked && !checked.ok) Object.assign(errors, checked.errors);
  if (!parsed.success || (checked && !checked.ok)) {
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
  return { ok: true, input: parsed.data, files: checked?.files as Files, values };
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
  },
): Promise<FormAnswer<Extra>> {
  const submission = await parseSubmission(args, spec);
  if (!submission.ok) return submission.answer;
  try {
    const extra = await spec.submit(submission.input, submission.files);
    return data({ status: "success", submission: crypto.randomUUID(), ...extra } as const);
  } catch (error) {
    args.context.get(appContext).log.error({ err: error }, `${spec.label}: could not store`);
    return formFailed(500, submission.values, spec.failureMessage);
  }
}

/**
 * A staff form that moves one record to another status (a message, a
 * registration): the session first, a small body, one of `statuses`, then the
 * domain verb. An unknown status answers 400 and changes nothing; a record the
 * verb does not find answers 404 with `notFound`.
 */
export async function handleStatusChange<const Status extends string>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  spec: {
    statuses: readonly [Status, ...Status[]];
    update: (db: Db, status: Status) => Promise<boolean>;
    notFound: string;
    /** The history row, written in the transaction of the change (decision 032). */
    audit: { entityType: string; entityId: string; summary: (status: Status) => string };
  },
) {
  const staff = await requireStaff(request, context);
  const parsed = z
    .object({ status: z.enum(spec.statuses) })
    .safeParse(Object.fromEntries(await requireSmallForm(request)));
  if (!parsed.success)
    return data({ ok: false as const, error: "Stato non valido." }, { status: 400 });
  const { database } = context.get(appContext);
  const status = parsed.data.status as Status;
  const found = await database.db.transaction(async (tx) => {
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
  if (!found) throw data(spec.notFound, { status: 404 });
  return { ok: true as const, error: null };
}
