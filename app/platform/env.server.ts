import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { TABLE_NAMES, type TableName } from "~/platform/db/test-faults.server";
import { parseMailbox } from "~/platform/mailbox";
import type { CartaDocenteConfig } from "~/platform/carta-docente/client.server";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** An optional variable whose empty value (`NAME=` in an env file) means unset. */
function unsetWhenEmpty<T extends z.ZodType>(schema: T) {
  return schema.optional().or(z.literal("").transform(() => undefined));
}

const optionalEmail = unsetWhenEmpty(z.email({ message: "deve essere un indirizzo e-mail" }));

/** A path to a file this process can read (a certificate, a key). */
const readableFile = unsetWhenEmpty(
  z
    .string()
    .trim()
    .refine((p) => {
      try {
        fs.accessSync(p, fs.constants.R_OK);
        return fs.statSync(p).isFile();
      } catch {
        return false;
      }
    }, "non è un file leggibile"),
);

const postgresUrl = z
  .string()
  .trim()
  .refine((v) => /^postgres(ql)?:\/\/[^\s]+$/.test(v) && URL.canParse(v), {
    message: "deve essere un URL postgres:// o postgresql://",
  });

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ message: "deve essere un numero di porta" })
      .int("deve essere un numero intero")
      .min(0, "deve essere tra 0 e 65535")
      .max(65535, "deve essere tra 0 e 65535")
      .default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: unsetWhenEmpty(postgresUrl),
    PUBLIC_URL: unsetWhenEmpty(
      z
        .url({ message: "deve essere un URL http(s) assoluto" })
        .refine((v) => /^https?:\/\//.test(v), "deve iniziare con http:// o https://"),
    ),
    ADMIN_EMAIL: optionalEmail,
    ADMIN_PASSWORD: unsetWhenEmpty(z.string().min(12, "deve avere almeno 12 caratteri")),
    SMTP_URL: unsetWhenEmpty(
      z
        .string()
        .refine(
          (v) => /^smtps?:\/\//.test(v) && URL.canParse(v),
          "deve essere un URL smtp:// o smtps://",
        ),
    ),
    // One mailbox, read the way nodemailer reads address fields (mail.server.ts).
    MAIL_FROM: optionalString.refine(
      (v) => v === undefined || parseMailbox(v) !== null,
      'deve essere un solo indirizzo, per esempio "Nome <indirizzo@example.org>"',
    ),
    MAIL_TO: optionalEmail,
    MAILERLITE_TOKEN: optionalString,
    MAILERLITE_GROUP: optionalString,
    MAILERLITE_API_URL: z.url().default("https://connect.mailerlite.com/api"),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    // Site settings overrides (see app/features/settings/settings.server.ts).
    SITE_NAME: optionalString,
    SITE_PHONE: optionalString,
    SITE_EMAIL: optionalEmail,
    SITE_ADDRESS: optionalString,
    SITE_IBAN: optionalString,
    // The Carta del Docente merchants' service (decision 062): unset, buoni are checked by hand.
    CARTA_DOCENTE_URL: unsetWhenEmpty(
      z
        .url({ message: "deve essere un URL https:// assoluto" })
        .refine((v) => v.startsWith("https://"), "deve iniziare con https://"),
    ),
    CARTA_DOCENTE_CERT: readableFile,
    CARTA_DOCENTE_KEY: readableFile,
    CARTA_DOCENTE_PFX: readableFile,
    CARTA_DOCENTE_KEY_PASSPHRASE: unsetWhenEmpty(z.string()),
    CARTA_DOCENTE_CA: readableFile,
    CARTA_DOCENTE_TIMEOUT_MS: z.coerce
      .number({ message: "deve essere un numero di millisecondi" })
      .int("deve essere un numero intero")
      .min(100, "deve essere tra 100 e 60000")
      .max(60_000, "deve essere tra 100 e 60000")
      .default(5000),
    // Test-only hooks: honoured only when ALLOW_TEST_HOOKS=1 and never in a normal start.
    ALLOW_TEST_HOOKS: z.enum(["0", "1"]).default("0"),
    // Tables whose reads fail (app/platform/db/test-faults.server.ts), e.g. "news_posts,courses".
    TEST_FAULTS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((name) => name.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.enum(TABLE_NAMES as [TableName, ...TableName[]], {
            message: `elenca tabelle del database (${TABLE_NAMES.join(", ")})`,
          }),
        ),
      ),
    TEST_NOW: optionalString,
  })
  .superRefine((env, ctx) => {
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: env.ADMIN_EMAIL
          ? "manca: va impostata insieme ad ADMIN_EMAIL"
          : "manca: va impostata insieme ad ADMIN_PASSWORD",
      });
    }
    // Half a Carta del Docente configuration is a mistake worth stopping for.
    const certAndKey = env.CARTA_DOCENTE_CERT !== undefined || env.CARTA_DOCENTE_KEY !== undefined;
    if (env.CARTA_DOCENTE_CERT !== undefined && env.CARTA_DOCENTE_KEY === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["CARTA_DOCENTE_KEY"],
        message: "manca: va impostata insieme a CARTA_DOCENTE_CERT",
      });
    } else if (env.CARTA_DOCENTE_KEY !== undefined && env.CARTA_DOCENTE_CERT === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["CARTA_DOCENTE_CERT"],
        message: "manca: va impostata insieme a CARTA_DOCENTE_KEY",
      });
    } else if (certAndKey && env.CARTA_DOCENTE_PFX !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["CARTA_DOCENTE_PFX"],
        message: "va usata al posto di CARTA_DOCENTE_CERT e CARTA_DOCENTE_KEY, non insieme",
      });
    } else if (
      env.CARTA_DOCENTE_URL !== undefined &&
      !certAndKey &&
      env.CARTA_DOCENTE_PFX === undefined
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["CARTA_DOCENTE_CERT"],
        message:
          "manca: con CARTA_DOCENTE_URL servono CARTA_DOCENTE_CERT e CARTA_DOCENTE_KEY, oppure CARTA_DOCENTE_PFX",
      });
    } else if (
      env.CARTA_DOCENTE_URL === undefined &&
      (certAndKey || env.CARTA_DOCENTE_PFX !== undefined)
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["CARTA_DOCENTE_URL"],
        message:
          "manca: il certificato della Carta del Docente serve solo con l'indirizzo del servizio",
      });
    }
  });

/** Every variable the configuration reads (.env.example documents each one). */
export const ENV_VARIABLES: readonly string[] = Object.keys(EnvSchema.shape);

export type Env = z.infer<typeof EnvSchema> & {
  PUBLIC_URL: string;
  DATA_DIR: string;
  /** PUBLIC_URL was not set: it is http://localhost:PORT, useless to anyone else. */
  PUBLIC_URL_DEFAULTED: boolean;
};

export class ConfigError extends Error {}

/**
 * Parses and checks the configuration. Throws ConfigError with one line naming
 * the first bad variable, so start-up can print it and exit 1.
 */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? "configurazione");
    const value = source[name];
    throw new ConfigError(
      `Configurazione non valida: ${name}${value !== undefined ? `=${JSON.stringify(value)}` : ""} ${issue.message}`,
    );
  }
  const env = result.data;
  const dataDir = path.resolve(env.DATA_DIR);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK);
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, "");
    fs.rmSync(probe);
  } catch {
    throw new ConfigError(
      `Configurazione non valida: DATA_DIR=${JSON.stringify(env.DATA_DIR)} non è una cartella scrivibile`,
    );
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, "");
  return {
    ...env,
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    PUBLIC_URL_DEFAULTED: env.PUBLIC_URL === undefined,
  };
}

/**
 * True when a production site runs on the default PUBLIC_URL: attestati (PDF
 * and QR code), e-mails, the sitemap and the feeds then point to localhost.
 */
export function publicUrlIsDefault(config: Env): boolean {
  return config.NODE_ENV === "production" && config.PUBLIC_URL_DEFAULTED;
}

/**
 * Says at start, in one line each, what in a configuration that parsed is
 * still unsafe for the public (`write`: console.warn at start, a spy in tests).
 */
export function warnAboutConfiguration(config: Env, write: (line: string) => void): void {
  if (publicUrlIsDefault(config)) {
    write(
      `Attenzione: PUBLIC_URL non è impostato, il sito usa ${config.PUBLIC_URL} negli attestati (PDF e QR), nelle e-mail, nella sitemap e nei feed. Impostalo all'indirizzo pubblico, per esempio PUBLIC_URL=https://www.example.org`,
    );
  }
}

/** The Carta del Docente service's settings, or null when the manual path stays (decision 062). */
export function cartaDocenteConfig(config: Env): CartaDocenteConfig | null {
  if (!config.CARTA_DOCENTE_URL) return null;
  return {
    url: config.CARTA_DOCENTE_URL,
    certPath: config.CARTA_DOCENTE_CERT,
    keyPath: config.CARTA_DOCENTE_KEY,
    pfxPath: config.CARTA_DOCENTE_PFX,
    passphrase: config.CARTA_DOCENTE_KEY_PASSPHRASE,
    caPath: config.CARTA_DOCENTE_CA,
    timeoutMs: config.CARTA_DOCENTE_TIMEOUT_MS,
  };
}

let cached: Env | undefined;

/** The process-wide configuration, parsed once. */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

/** Test hooks are inert unless explicitly enabled; see tests/e2e/server.ts. */
export function testHooksEnabled(): boolean {
  return env().ALLOW_TEST_HOOKS === "1";
}

/** The tables whose reads must fail (TEST_FAULTS): none unless ALLOW_TEST_HOOKS=1. */
export function failingTables(config: Env): readonly TableName[] {
  return config.ALLOW_TEST_HOOKS === "1" ? config.TEST_FAULTS : [];
}
