/**
 * Certificate verification codes (decision 044): 20 characters of
 * Crockford's base32 (100 random bits), written in groups of four
 * (`K7M2-9QXD-4HTR-8B3N-ZP6W`). The alphabet has no I, L, O or U, so a code
 * read aloud or typed from paper is hard to get wrong; a code typed in lower
 * case, without dashes, or with O for 0 and I/L for 1 is still found.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const LENGTH = 20;

/** Random bits in a code: 20 characters of 5 bits (at least 80, so codes cannot be guessed). */
export const CERTIFICATE_CODE_BITS = LENGTH * 5;

function grouped(compact: string): string {
  return compact.match(/.{4}/g)!.join("-");
}

/** A new code from `random` bytes (one byte per character: 256 is a multiple of 32, so uniform). */
export function certificateCodeFrom(random: Uint8Array): string {
  if (random.length < LENGTH) throw new Error(`a certificate code needs ${LENGTH} random bytes`);
  let compact = "";
  for (let i = 0; i < LENGTH; i++) compact += ALPHABET[random[i]! & 31];
  return grouped(compact);
}

/** The code as stored, from what someone typed or scanned; null when it cannot be one. */
export function normaliseCertificateCode(input: string): string | null {
  const compact = input
    .toUpperCase()
    .replace(/[\s-]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (compact.length !== LENGTH || [...compact].some((c) => !ALPHABET.includes(c))) return null;
  return grouped(compact);
}
