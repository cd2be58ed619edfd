import { argon2, randomBytes, timingSafeEqual } from "node:crypto";
import { PASSWORD_MIN, PASSWORD_TOO_SHORT_MESSAGE } from "~/features/staff/accounts";

/**
 * Staff passwords (decision 005): argon2id with the OWASP parameters
 * (m=19 MiB, t=2, p=1) through Node 24's crypto.argon2, and the rules a new
 * password must meet: long enough and not among the most common ones.
 */

type Argon2Cost = { memory: number; passes: number; parallelism: number; tagLength: number };
const ARGON2: Argon2Cost = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 };

function argon2id(password: string, salt: Buffer, params: Argon2Cost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2("argon2id", { message: password, nonce: salt, ...params }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** An argon2id hash in the PHC string format: $argon2id$v=19$m=…,t=…,p=…$salt$hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await argon2id(password, salt, ARGON2);
  return `$argon2id$v=19$m=${ARGON2.memory},t=${ARGON2.passes},p=${ARGON2.parallelism}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

let dummyHash: Promise<string> | undefined;
/** Verified against when there is no account, so both failures take the same time. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString("base64url"));
  return dummyHash;
}

/**
 * Checks a password against a PHC string; false for anything malformed. With
 * no stored hash (an unknown e-mail) it does the same work and answers false.
 */
export async function verifyPassword(
  password: string,
  stored: string | undefined,
): Promise<boolean> {
  const phc = stored ?? (await dummyPasswordHash());
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(phc);
  if (!match) return false;
  const expected = Buffer.from(match[5]!, "base64url");
  const key = await argon2id(password, Buffer.from(match[4]!, "base64url"), {
    memory: Number(match[1]),
    passes: Number(match[2]),
    parallelism: Number(match[3]),
    tagLength: expected.length,
  });
  return stored !== undefined && key.length === expected.length && timingSafeEqual(key, expected);
}

/** An unusable password for an account that must first choose its own (nobody knows it). */
export function hashUnguessablePassword(): Promise<string> {
  return hashPassword(randomBytes(32).toString("base64url"));
}

// ---------------------------------------------------------------- strength

export const COMMON_PASSWORD_MESSAGE =
  "Questa password è tra le più usate e facili da indovinare: scegline un'altra.";

// The most common passwords of 12 or more characters (shorter ones are refused
// by length already), from the public leaked-password rankings (SecLists'
// 10k/100k lists, NCSC's top 100,000) plus Italian ones. Kept as a project file:
// nothing is downloaded at run time. Compared lower-cased.
const COMMON = `
123456789012 1234567890123 12345678901234 123456789123 1234567890qwerty 123456123456
111111111111 000000000000 121212121212 123123123123 112233445566 123321123321
qwertyuiop12 qwertyuiop123 qwertyuiopasdf qwertyuiopasdfghjkl 1qaz2wsx3edc 1q2w3e4r5t6y
1q2w3e4r5t6y7u qazwsxedcrfv qwerty123456 qwertyqwerty asdfghjkl123 zxcvbnm12345
password1234 password12345 password123456 passwordpassword password1234567 password!123
password@123 password2020 password2021 password2022 password2023 password2024
password2025 password2026 mypassword123 newpassword1 changeme1234 letmein12345
welcome12345 welcome123456 iloveyou1234 iloveyou12345 administrator admin1234567
admin12345678 adminadmin123 administrator1 superman1234 batman123456 football1234
baseball1234 monkey123456 dragon123456 sunshine1234 princess1234 trustno11234
abcdefghijkl abcdefghijklm abcd12345678 abc123456789 abcdef123456 aaaaaaaaaaaa
qwertzuiop12 azertyuiop12 starwars1234 pokemon12345 liverpool123 chelsea12345
manchester12 juventus1234 juventus12345 forzajuve123 forzamilan12 forzainter12
forzanapoli1 forzaroma123 napoli123456 milan1234567 inter1234567 roma12345678
ciaociao1234 ciaociaociao ciao12345678 ciaobella123 ciaomamma123 amoremio1234
tiamo1234567 tiamotantissimo passworditalia italia123456 italia2024!! italia12345678
buongiorno12 buongiorno123 benvenuto123 cambiami1234 cambiapassword passwordnuova
segreteria12 segreteria123 scuola123456 formazione12 formazione123 potenza12345
basilicata12 basilicata123 poloformativo poloformativolucano docente12345
studente1234 insegnante12 corsi1234567
`
  .split(/\s+/)
  .filter(Boolean);

const COMMON_SET = new Set(COMMON);

/**
 * True for a password that is too easy to guess though long enough: one of the
 * list above, one or two characters repeated, or built from the account's own e-mail.
 */
export function isCommonPassword(password: string, email?: string): boolean {
  const p = password.trim().toLowerCase();
  if (COMMON_SET.has(p)) return true;
  if (new Set(p).size <= 2) return true;
  const local = email?.split("@")[0]?.toLowerCase();
  return Boolean(
    local && local.length >= 4 && p.startsWith(local) && /^[\d!.?_-]*$/.test(p.slice(local.length)),
  );
}

/** Why a new password is refused, in Italian for the person choosing it; null when acceptable. */
export function weakPasswordMessage(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT_MESSAGE;
  if (isCommonPassword(password, email)) return COMMON_PASSWORD_MESSAGE;
  return null;
}
