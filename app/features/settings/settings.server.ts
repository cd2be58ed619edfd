import { eq, sql } from "drizzle-orm";
import type { SiteSettings } from "~/platform/site";
import { DEFAULT_VAT_TREATMENT, type SettingsValues } from "~/features/settings/settings";
import { actorOf, recordChange } from "~/platform/records/audit.server";
import type { Staff } from "~/features/staff/public-api.server";
import type { Database, Db } from "~/platform/db/client.server";
import { siteSettingsRow } from "~/platform/db/schema";
import { env } from "~/platform/env.server";
import { bumpContentVersion } from "~/platform/records/content-version.server";
import { conflictError } from "~/platform/records/editable-record.server";

export type BankDetails = {
  beneficiary: string;
  bank: string;
  iban: string;
};

/**
 * The IBAN a new site shows until staff save the real one (or SITE_IBAN sets
 * it): a placeholder, so the dashboard warns while it is still shown.
 */
export const SAMPLE_IBAN = "IT60 X054 2811 1010 0000 0123 456";

/**
 * The school's public details as first configured: the SITE_* variables, else
 * the values below. They show until someone saves /admin/impostazioni.
 */
export function initialSettings(): SettingsValues {
  const e = env();
  const name = e.SITE_NAME ?? "Polo Formativo Lucano";
  return {
    name,
    legalName: `${name} S.r.l.`,
    vatNumber: "01987650764",
    street: e.SITE_ADDRESS ?? "Via Pretoria 122",
    postalCode: "85100",
    city: "Potenza",
    province: "PZ",
    phone: e.SITE_PHONE ?? "0971 274512",
    email: e.SITE_EMAIL ?? "info@poloformativolucano.it",
    iban: e.SITE_IBAN ?? SAMPLE_IBAN,
    bankName: "Banca Popolare di Basilicata, filiale di Potenza",
    accountHolder: `${name} S.r.l.`,
    latitude: "40.63917",
    longitude: "15.80444",
    labEmail: "ailab@poloformativolucano.it",
    labPhone: "0971 274518",
    vatTreatment: DEFAULT_VAT_TREATMENT,
    fiscalCode: "01987650764",
    taxRegime: "RF01",
    vatRate: "0",
    vatNature: "N4",
    retentionMessagesMonths: "24",
    retentionRegistrationsMonths: "24",
    // Five years: the register backs the attestati's hours if they are ever questioned.
    retentionRegisterMonths: "60",
    retentionQuestionnaireMonths: "12",
    // Ten years: the bookkeeping's own period (art. 2220 c.c.).
    retentionBankLinesMonths: "120",
    retentionMailsMonths: "12",
    unpaidReleaseDays: "7",
  };
}

/**
 * The in-process copy of the saved row (decision 033). siteSettings() stays
 * synchronous for its many callers; refreshSiteSettings() brings the copy up
 * to date before each request, reading only the row's revision unless it changed.
 */
let saved: { values: SettingsValues; revision: number } | null = null;
let loadedFrom: Database | null = null;

export function currentSettings(): SettingsValues {
  return { ...initialSettings(), ...(saved?.values ?? {}) };
}

/**
 * The one place where the school's name, address, contacts and bank details are
 * written: the saved settings (/admin/impostazioni), else configuration (SITE_*).
 */
export function siteSettings(): SiteSettings {
  const s = currentSettings();
  return {
    name: s.name,
    shortName: "PFL",
    legalName: s.legalName,
    vatNumber: s.vatNumber,
    address: {
      street: s.street,
      postalCode: s.postalCode,
      city: s.city,
      province: s.province,
      full: `${s.street}, ${s.postalCode} ${s.city} (${s.province})`,
      lat: Number(s.latitude),
      lng: Number(s.longitude),
    },
    phone: s.phone,
    email: s.email,
    lab: {
      name: "AI Evolution Lab",
      email: s.labEmail,
      phone: s.labPhone,
    },
    external: {
      move2025: "https://move2025.regione.basilicata.it/",
      dm88: "https://www.mim.gov.it/web/guest/-/decreto-ministeriale-n-88-del-2024",
      pcto: "https://www.mim.gov.it/web/guest/-/decreto-ministeriale-n-88-del-2024",
      mobilityGrant: "https://move2025.regione.basilicata.it/",
      regionalPortal: "https://portalebandi.regione.basilicata.it/",
    },
  };
}

export function bankDetails(): BankDetails {
  const s = currentSettings();
  return { beneficiary: s.accountHolder, bank: s.bankName, iban: s.iban };
}

/** The VAT treatment written beside every amount due (decision 058). */
export function vatTreatment(): string {
  return currentSettings().vatTreatment;
}

/** What every invoice says of the school and of the courses' VAT (decision 063). */
export type InvoicingDetails = {
  name: string;
  vatNumber: string;
  fiscalCode: string;
  taxRegime: string;
  address: { street: string; postalCode: string; city: string; province: string };
  email: string;
  phone: string;
  iban: string;
  beneficiary: string;
  /** Hundredths of a percent: 0 exempt, 2200 for 22 %. */
  vatRateBp: number;
  /** Set when exempt. */
  vatNature?: string;
  /** The law written beside an exempt amount: the VAT treatment's text. */
  legalReference?: string;
};

export function invoicingDetails(): InvoicingDetails {
  const s = currentSettings();
  const vatRateBp = Math.round(Number(s.vatRate.replace(",", ".")) * 100) || 0;
  return {
    name: s.legalName,
    vatNumber: s.vatNumber,
    fiscalCode: s.fiscalCode,
    taxRegime: s.taxRegime,
    address: { street: s.street, postalCode: s.postalCode, city: s.city, province: s.province },
    email: s.email,
    phone: s.phone,
    iban: s.iban,
    beneficiary: s.accountHolder,
    vatRateBp,
    ...(vatRateBp === 0 ? { vatNature: s.vatNature, legalReference: s.vatTreatment } : {}),
  };
}

/**
 * Brings the in-process copy up to date (server/app.ts calls it before each
 * page, feed and PDF). With PGlite this process is the only writer, so after
 * the first load nothing is read; with PostgreSQL another instance may have
 * saved, so the row's revision is compared (one primary-key read; a counter,
 * not a time, so no instance's clock matters: decision 041).
 */
export async function refreshSiteSettings(database: Database): Promise<void> {
  if (database.kind === "pglite" && loadedFrom === database) return;
  const [row] = await database.db
    .select({ revision: siteSettingsRow.revision })
    .from(siteSettingsRow)
    .where(eq(siteSettingsRow.id, 1));
  if (loadedFrom === database && (row?.revision ?? 0) === (saved?.revision ?? 0)) return;
  const [full] = row
    ? await database.db.select().from(siteSettingsRow).where(eq(siteSettingsRow.id, 1))
    : [];
  saved = full ? { values: full.values as SettingsValues, revision: full.revision } : null;
  loadedFrom = database;
}

/**
 * The version the settings form is opened on: the saved row's revision as
 * text, "" while nothing is saved (decisions 039 and 041, "No lost edit").
 */
export async function settingsVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({ revision: siteSettingsRow.revision })
    .from(siteSettingsRow)
    .where(eq(siteSettingsRow.id, 1));
  return row ? String(row.revision) : "";
}

/** Serialises saves of the settings, the first one included (no row to lock yet). */
const SETTINGS_LOCK_ID = 170_2033;

/**
 * Saves the details (one row, id 1) with its history row, and shows them at
 * once. With `openedVersion` (settingsVersion when the form was opened), a
 * save over settings saved meanwhile is refused (RecordConflictError).
 */
export async function saveSiteSettings(
  database: Database,
  values: SettingsValues,
  by: Staff,
  openedVersion?: string,
): Promise<void> {
  const before = currentSettings();
  const row = await database.db.transaction(async (tx: Db) => {
    // Two first saves have no row to lock: the lock orders them, so the
    // second sees the first's row and is refused like any later save.
    await tx.execute(sql`select pg_advisory_xact_lock(${SETTINGS_LOCK_ID})`);
    const [current] = await tx
      .select({ revision: siteSettingsRow.revision })
      .from(siteSettingsRow)
      .where(eq(siteSettingsRow.id, 1))
      .for("update");
    const currentVersion = current ? String(current.revision) : "";
    if (openedVersion !== undefined && openedVersion !== currentVersion) {
      throw await conflictError(tx, {
        subject: { noun: "Impostazioni", feminine: true, plural: true },
        entityType: "settings",
        entityId: null,
        notDone: "Le tue modifiche non sono state salvate",
        reload: "ricarica la pagina per vedere i dati attuali e riapplicale",
      });
    }
    const [written] = await tx
      .insert(siteSettingsRow)
      .values({ id: 1, values, updatedAt: new Date(), updatedBy: by.id })
      .onConflictDoUpdate({
        target: siteSettingsRow.id,
        set: {
          values,
          updatedAt: new Date(),
          updatedBy: by.id,
          revision: sql`${siteSettingsRow.revision} + 1`,
        },
      })
      .returning();
    const changed = (Object.keys(values) as Array<keyof SettingsValues>).filter(
      (k) => values[k] !== before[k],
    );
    await recordChange(tx, {
      actor: actorOf(by),
      action: "update",
      entityType: "settings",
      summary: changed.length
        ? `Impostazioni del sito salvate: ${changed.map((k) => SETTINGS_NAMES[k]).join(", ")}`
        : "Impostazioni del sito salvate senza modifiche",
    });
    // Cached public pages show the old details (page-cache.ts, decision 041).
    await bumpContentVersion(tx);
    return written!;
  });
  saved = { values: row.values as SettingsValues, revision: row.revision };
  loadedFrom = database;
}

const SETTINGS_NAMES: Record<keyof SettingsValues, string> = {
  name: "nome",
  legalName: "ragione sociale",
  vatNumber: "partita IVA",
  street: "indirizzo",
  postalCode: "CAP",
  city: "città",
  province: "provincia",
  phone: "telefono",
  email: "e-mail",
  iban: "IBAN",
  bankName: "banca",
  accountHolder: "intestatario del conto",
  latitude: "latitudine",
  longitude: "longitudine",
  labEmail: "e-mail del laboratorio",
  labPhone: "telefono del laboratorio",
  vatTreatment: "regime IVA",
  fiscalCode: "codice fiscale",
  taxRegime: "regime fiscale",
  vatRate: "aliquota IVA",
  vatNature: "natura dell'esenzione",
  retentionMessagesMonths: "conservazione dei messaggi",
  retentionRegistrationsMonths: "conservazione delle iscrizioni",
  retentionRegisterMonths: "conservazione del registro presenze",
  retentionQuestionnaireMonths: "conservazione dell'indicazione «questionario compilato»",
  retentionBankLinesMonths: "conservazione dei movimenti bancari",
  retentionMailsMonths: "conservazione delle e-mail",
  unpaidReleaseDays: "giorni per pagare con bonifico",
};

/** The retention periods in force (decision 042), in whole months. */
export function retentionMonths(): {
  messages: number;
  registrations: number;
  register: number;
  questionnaire: number;
  bankLines: number;
  mails: number;
} {
  const s = currentSettings();
  return {
    messages: Number(s.retentionMessagesMonths) || 24,
    registrations: Number(s.retentionRegistrationsMonths) || 24,
    register: Number(s.retentionRegisterMonths) || 60,
    questionnaire: Number(s.retentionQuestionnaireMonths) || 12,
    bankLines: Number(s.retentionBankLinesMonths) || 120,
    mails: Number(s.retentionMailsMonths) || 12,
  };
}

/** Days an unpaid bank-transfer seat is held (decision 061). */
export function unpaidReleaseDays(): number {
  return Number(currentSettings().unpaidReleaseDays) || 7;
}
