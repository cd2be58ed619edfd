/**
 * Italian fiscal code (codice fiscale) of a natural person: 16 characters,
 * checked for shape, month, day and the final check character (D.M. 23/12/1976).
 * Omocodia: when two people would share a code, digits in positions 7, 8, 10, 11,
 * 13, 14, 15 are replaced by letters L M N P Q R S T U V (0–9), so those positions
 * accept either a digit or one of those letters.
 */

const OMOCODIA_LETTERS = "LMNPQRSTUV";
const MONTH_LETTERS = "ABCDEHLMPRST";

// Values of characters in odd positions (1st, 3rd, …) for the check character.
const ODD_VALUES: Record<string, number> = {
  "0": 1,
  "1": 0,
  "2": 5,
  "3": 7,
  "4": 9,
  "5": 13,
  "6": 15,
  "7": 17,
  "8": 19,
  "9": 21,
  A: 1,
  B: 0,
  C: 5,
  D: 7,
  E: 9,
  F: 13,
  G: 15,
  H: 17,
  I: 19,
  J: 21,
  K: 2,
  L: 4,
  M: 18,
  N: 20,
  O: 11,
  P: 3,
  Q: 6,
  R: 8,
  S: 12,
  T: 14,
  U: 16,
  V: 10,
  W: 22,
  X: 25,
  Y: 24,
  Z: 23,
};

const D = `[0-9${OMOCODIA_LETTERS}]`;
const SHAPE = new RegExp(`^[A-Z]{6}${D}{2}[${MONTH_LETTERS}]${D}{2}[A-Z]${D}{3}[A-Z]$`);

/** Upper-cases and removes spaces, the way people often type it. */
export function normalizeFiscalCode(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** The check character (16th) for the first 15 characters of a fiscal code. */
export function fiscalCodeCheckCharacter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = first15[i]!;
    // Positions are counted from 1: index 0 is an odd position.
    if (i % 2 === 0) sum += ODD_VALUES[c] ?? 0;
    else sum += /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** Replaces omocodia letters with the digits they stand for (positions 7–8, 10–11, 13–15). */
export function decodeOmocodia(code: string): string {
  const chars = code.split("");
  for (const i of [6, 7, 9, 10, 12, 13, 14]) {
    const idx = OMOCODIA_LETTERS.indexOf(chars[i]!);
    if (idx >= 0) chars[i] = String(idx);
  }
  return chars.join("");
}

export type FiscalCodeProblem = "format" | "date" | "check";

/** Why a (normalised) fiscal code is not valid, or null when it is. */
export function fiscalCodeProblem(code: string): FiscalCodeProblem | null {
  if (!SHAPE.test(code)) return "format";
  const decoded = decodeOmocodia(code);
  const day = Number(decoded.slice(9, 11));
  // Women's codes add 40 to the day of birth.
  if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) return "date";
  if (fiscalCodeCheckCharacter(code.slice(0, 15)) !== code[15]) return "check";
  return null;
}
