// `npm run admin:create -- --email segreteria@esempio.it --password '…' [--name 'Nome'] [--reset-password]`
// Creates a staff account (argon2id, at least 12 characters). There is no
// public sign-up and no default password (docs/architecture.md). With the embedded
// database (no DATABASE_URL), stop the server first: two processes must never
// open one PGlite directory. The password can also come from ADMIN_PASSWORD,
// so it need not appear in the shell history.
import { parseArgs } from "node:util";
import { ZodError } from "zod";
import { PASSWORD_MIN } from "~/features/staff/accounts";
import { createUser, findUserByEmail, setPassword } from "~/features/staff/accounts.server";
import { openDatabase } from "~/platform/db/client.server";
import { migrateDatabase } from "~/platform/db/migrate.server";
import { seedDatabase } from "~/seed.server";
import { ConfigError, parseEnv } from "~/platform/env.server";

const USAGE = `Uso: npm run admin:create -- --email <indirizzo> --password <password> [--name <nome>] [--reset-password]
  La password deve avere almeno ${PASSWORD_MIN} caratteri (oppure impostala in ADMIN_PASSWORD).
  --reset-password  cambia la password di un account esistente e chiude le sue sessioni.`;

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        email: { type: "string" },
        password: { type: "string" },
        name: { type: "string" },
        "reset-password": { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const email = args.email?.trim();
  const password = args.password ?? process.env.ADMIN_PASSWORD;
  if (!email || !password) {
    console.error(`Servono --email e --password.\n${USAGE}`);
    return 2;
  }

  // The account pair in the environment is for start-up, not for this script.
  const env = parseEnv({ ...process.env, ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  try {
    // Same as a server start: a fresh database gets its schema (and sample content).
    await migrateDatabase(database, seedDatabase);
    const existing = await findUserByEmail(database.db, email);
    if (existing) {
      if (!args["reset-password"]) {
        console.error(
          `Esiste già un account per ${existing.email}. Usa --reset-password per cambiarne la password.`,
        );
        return 1;
      }
      await setPassword(database.db, existing.id, password);
      console.log(`Password aggiornata per ${existing.email}; le sue sessioni sono state chiuse.`);
      return 0;
    }
    const staff = await createUser(database.db, { email, password, name: args.name });
    console.log(`Account staff creato: ${staff.email}. Accedi da /admin/login.`);
    return 0;
  } catch (error) {
    if (error instanceof ZodError) {
      console.error(error.issues.map((i) => i.message).join("\n"));
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
