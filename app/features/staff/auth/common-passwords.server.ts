// The most common passwords of 12 or more characters (shorter ones are refused
// by length already), from the public leaked-password rankings (SecLists'
// 10k/100k lists, NCSC's top 100,000) plus Italian ones. Kept as a project file:
// nothing is downloaded at run time (issue 16). Compared lower-cased.
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
 * list above, one character repeated, or built from the account's own e-mail.
 */
export function isCommonPassword(password: string, email?: string): boolean {
  const p = password.trim().toLowerCase();
  if (COMMON_SET.has(p)) return true;
  if (new Set(p).size <= 2) return true;
  const local = email?.split("@")[0]?.toLowerCase();
  if (
    local &&
    local.length >= 4 &&
    p.startsWith(local) &&
    /^[\d!.?_-]*$/.test(p.slice(local.length))
  )
    return true;
  return false;
}

export const COMMON_PASSWORD_MESSAGE =
  "Questa password è tra le più usate e facili da indovinare: scegline un'altra.";
