/**
 * What staff are told on the dashboard while the site is configured unsafely
 * for the public (decision 054): the address printed into attestati and
 * e-mails still the development default, or the bank details still the
 * sample ones every new site starts with, which visitors would pay into.
 */
import { bankDetails, SAMPLE_IBAN } from "~/features/settings/settings.server";
import { publicUrlIsDefault, type Env } from "~/platform/env.server";

/** The Italian warnings to show, none when the configuration is complete. */
export function configurationWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (publicUrlIsDefault(env)) {
    warnings.push(
      `L'indirizzo pubblico del sito (PUBLIC_URL) non è configurato: attestati, codici QR ed e-mail riportano ${env.PUBLIC_URL}, che i visitatori non possono aprire. Chiedi a chi gestisce il server di impostarlo.`,
    );
  }
  if (sameIban(bankDetails().iban, SAMPLE_IBAN)) {
    warnings.push(
      "L'IBAN mostrato al pubblico è ancora quello di esempio: chi paga con bonifico lo userebbe. Inserisci le coordinate bancarie vere nelle impostazioni.",
    );
  }
  return warnings;
}

function sameIban(a: string, b: string): boolean {
  const normal = (iban: string) => iban.replace(/\s+/g, "").toUpperCase();
  return normal(a) === normal(b);
}
