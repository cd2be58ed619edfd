/**
 * A FatturaPA document (the Agenzia delle Entrate's e-invoice format, schema
 * 1.2.2: decision 063) written as XML. Typed document in, XML string out:
 * amounts come in as integer cents and are written with two decimals; the
 * summary (DatiRiepilogo), the document's total and what is to be paid are
 * computed here from the lines, so they always add up. Feature-neutral: the
 * invoices feature decides what goes in.
 */
import { create } from "xmlbuilder2";

const NAMESPACE = "http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2";

type FatturaFormat = "FPA12" | "FPR12";
type FatturaDocumentType = "TD01" | "TD04";

type Address = {
  street: string;
  postalCode: string;
  city: string;
  /** Two capital letters (PZ); omitted abroad. */
  province?: string;
  /** ISO 3166-1 alpha-2, IT by default. */
  country?: string;
};

type Seller = {
  /** Partita IVA, 11 digits (Italian). */
  vatNumber: string;
  fiscalCode?: string;
  name: string;
  /** RF01 (ordinario) … RF19. */
  taxRegime: string;
  address: Address;
  email?: string;
  phone?: string;
};

type Buyer = {
  /** A company's or a body's name; a person is written as first and last name. */
  name?: string;
  person?: { firstName: string; lastName: string };
  vatNumber?: string;
  fiscalCode?: string;
  address: Address;
};

export type FatturaLine = {
  description: string;
  /** Omitted: one. */
  quantity?: number;
  unitPriceCents: number;
  /** VAT rate in hundredths of a percent: 2200 is 22 %, 0 when exempt (then `nature` is required). */
  vatRateBp: number;
  /** N1 … N7, for lines without VAT. */
  nature?: string;
  /** The law that makes the line exempt, written in the summary of its rate. */
  legalReference?: string;
  /**
   * CodiceArticolo: a coded reference (type up to 35 characters). The
   * ministry finds a Carta del Docente buono here: type CARTADELDOCENTE, value
   * its code (decision 063).
   */
  itemCodes?: Array<{ type: string; value: string }>;
  /** AltriDatiGestionali: TipoDato is at most 10 characters (longer ones are refused, not cut). */
  otherData?: Array<{ type: string; text: string }>;
};

/** A reference to another document: the buyer's order (DatiOrdineAcquisto) or the invoice a credit note corrects. */
type RelatedDocument = {
  id: string;
  /** yyyy-mm-dd */
  date?: string;
  cup?: string;
  cig?: string;
};

export type FatturaDocument = {
  format: FatturaFormat;
  /** ProgressivoInvio: up to 10 letters or digits, unique per sender. */
  sendingNumber: string;
  /** 6 characters (the office's IPA code) for FPA12, 7 for FPR12 (0000000 when unknown). */
  recipientCode: string;
  recipientPec?: string;
  seller: Seller;
  buyer: Buyer;
  documentType: FatturaDocumentType;
  /** yyyy-mm-dd */
  date: string;
  number: string;
  /** DatiBollo: the virtual stamp duty paid by the seller (not added to the total). */
  stampDutyCents?: number;
  /** Causale: free text, split into pieces of 200 characters. */
  reason?: string;
  purchaseOrder?: RelatedDocument;
  correctedInvoice?: RelatedDocument;
  lines: FatturaLine[];
  payment: {
    /** MP05 bonifico, MP08 carta di pagamento … */
    method: string;
    iban?: string;
    beneficiary?: string;
  };
};

export type Totals = {
  /** One row per VAT rate and nature: taxable amount and tax, in cents. */
  summary: Array<{
    vatRateBp: number;
    nature?: string;
    legalReference?: string;
    taxableCents: number;
    taxCents: number;
  }>;
  /** ImportoTotaleDocumento and ImportoPagamento: the taxable amounts plus the tax. */
  totalCents: number;
};

function lineCents(line: FatturaLine): number {
  // Quantities are whole or hundredths; a line's total is rounded to the cent.
  return Math.round((line.quantity ?? 1) * line.unitPriceCents);
}

/** The summary and the total of `lines`, as the document writes them. */
export function fatturaTotals(lines: readonly FatturaLine[]): Totals {
  const groups = new Map<string, Totals["summary"][number]>();
  for (const line of lines) {
    const key = `${line.vatRateBp}|${line.nature ?? ""}`;
    const group = groups.get(key) ?? {
      vatRateBp: line.vatRateBp,
      nature: line.nature,
      legalReference: line.legalReference,
      taxableCents: 0,
      taxCents: 0,
    };
    group.taxableCents += lineCents(line);
    groups.set(key, group);
  }
  const summary = [...groups.values()].map((g) => ({
    ...g,
    // Tax on the summed taxable amount of the rate, as the SdI checks it.
    taxCents: Math.round((g.taxableCents * g.vatRateBp) / 10_000),
  }));
  const totalCents = summary.reduce((sum, g) => sum + g.taxableCents + g.taxCents, 0);
  return { summary, totalCents };
}

/** Cents as the schema's decimals: 12345 → "123.45", -5 → "-0.05". */
export function decimalOf(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not integer cents: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * Text the schema accepts: Latin-1 only (typographic quotes and dashes become
 * their plain forms, anything else a question mark), one line, at most `max`.
 */
export function latinText(text: string, max: number): string {
  const plain = text
    .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\u20ac/g, "EUR")
    .replace(/\s+/g, " ")
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, "?")
    .trim();
  return plain.slice(0, max);
}

function addressXml(a: Address) {
  return {
    Indirizzo: latinText(a.street, 60),
    CAP: a.postalCode,
    Comune: latinText(a.city, 60),
    ...(a.province ? { Provincia: a.province } : {}),
    Nazione: a.country ?? "IT",
  };
}

function relatedXml(d: RelatedDocument) {
  return {
    IdDocumento: latinText(d.id, 20),
    ...(d.date ? { Data: d.date } : {}),
    ...(d.cup ? { CodiceCUP: d.cup } : {}),
    ...(d.cig ? { CodiceCIG: d.cig } : {}),
  };
}

function buyerXml(b: Buyer) {
  const anagrafica = b.person
    ? { Nome: latinText(b.person.firstName, 60), Cognome: latinText(b.person.lastName, 60) }
    : { Denominazione: latinText(b.name ?? "", 80) };
  return {
    DatiAnagrafici: {
      ...(b.vatNumber ? { IdFiscaleIVA: { IdPaese: "IT", IdCodice: b.vatNumber } } : {}),
      ...(b.fiscalCode ? { CodiceFiscale: b.fiscalCode } : {}),
      Anagrafica: anagrafica,
    },
    Sede: addressXml(b.address),
  };
}

function sellerXml(s: Seller) {
  const contacts = {
    ...(s.phone ? { Telefono: s.phone.replace(/\s+/g, "").slice(0, 12) } : {}),
    ...(s.email ? { Email: s.email } : {}),
  };
  return {
    DatiAnagrafici: {
      IdFiscaleIVA: { IdPaese: "IT", IdCodice: s.vatNumber },
      ...(s.fiscalCode ? { CodiceFiscale: s.fiscalCode } : {}),
      Anagrafica: { Denominazione: latinText(s.name, 80) },
      RegimeFiscale: s.taxRegime,
    },
    Sede: addressXml(s.address),
    ...(Object.keys(contacts).length > 0 ? { Contatti: contacts } : {}),
  };
}

function reasonPieces(reason: string): string[] {
  const text = latinText(reason, 1000);
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += 200) pieces.push(text.slice(i, i + 200));
  return pieces;
}

function lineXml(line: FatturaLine, index: number) {
  return {
    NumeroLinea: index + 1,
    ...(line.itemCodes && line.itemCodes.length > 0
      ? {
          CodiceArticolo: line.itemCodes.map((c) => ({
            CodiceTipo: latinText(c.type, 35),
            CodiceValore: latinText(c.value, 35),
          })),
        }
      : {}),
    Descrizione: latinText(line.description, 1000),
    ...(line.quantity !== undefined ? { Quantita: line.quantity.toFixed(2) } : {}),
    PrezzoUnitario: decimalOf(line.unitPriceCents),
    PrezzoTotale: decimalOf(lineCents(line)),
    AliquotaIVA: decimalOf(line.vatRateBp),
    ...(line.nature ? { Natura: line.nature } : {}),
    ...(line.otherData && line.otherData.length > 0
      ? {
          AltriDatiGestionali: line.otherData.map((d) => ({
            TipoDato: d.type,
            RiferimentoTesto: latinText(d.text, 60),
          })),
        }
      : {}),
  };
}

/** The document's XML (UTF-8, with declaration). Throws on a line without VAT and without a nature. */
export function fatturaXml(doc: FatturaDocument): string {
  for (const line of doc.lines) {
    if (line.vatRateBp === 0 && !line.nature) throw new Error("a line without VAT needs a Natura");
    for (const d of line.otherData ?? []) {
      // A code cut short would name something else: refuse it instead.
      if (!/^[\x20-\x7e]{1,10}$/.test(d.type)) throw new Error(`TipoDato too long: ${d.type}`);
    }
  }
  if (doc.lines.length === 0) throw new Error("an invoice needs at least one line");
  const totals = fatturaTotals(doc.lines);
  const header = {
    DatiTrasmissione: {
      IdTrasmittente: { IdPaese: "IT", IdCodice: doc.seller.vatNumber },
      ProgressivoInvio: doc.sendingNumber,
      FormatoTrasmissione: doc.format,
      CodiceDestinatario: doc.recipientCode,
      ...(doc.recipientPec ? { PECDestinatario: doc.recipientPec } : {}),
    },
    CedentePrestatore: sellerXml(doc.seller),
    CessionarioCommittente: buyerXml(doc.buyer),
  };
  const generali = {
    DatiGeneraliDocumento: {
      TipoDocumento: doc.documentType,
      Divisa: "EUR",
      Data: doc.date,
      Numero: latinText(doc.number, 20),
      ...(doc.stampDutyCents
        ? { DatiBollo: { BolloVirtuale: "SI", ImportoBollo: decimalOf(doc.stampDutyCents) } }
        : {}),
      ImportoTotaleDocumento: decimalOf(totals.totalCents),
      ...(doc.reason ? { Causale: reasonPieces(doc.reason) } : {}),
    },
    ...(doc.purchaseOrder ? { DatiOrdineAcquisto: relatedXml(doc.purchaseOrder) } : {}),
    ...(doc.correctedInvoice ? { DatiFattureCollegate: relatedXml(doc.correctedInvoice) } : {}),
  };
  const body = {
    DatiGenerali: generali,
    DatiBeniServizi: {
      DettaglioLinee: doc.lines.map(lineXml),
      DatiRiepilogo: totals.summary.map((g) => ({
        AliquotaIVA: decimalOf(g.vatRateBp),
        ...(g.nature ? { Natura: g.nature } : {}),
        ImponibileImporto: decimalOf(g.taxableCents),
        Imposta: decimalOf(g.taxCents),
        ...(g.vatRateBp > 0 ? { EsigibilitaIVA: "I" } : {}),
        ...(g.legalReference ? { RiferimentoNormativo: latinText(g.legalReference, 100) } : {}),
      })),
    },
    DatiPagamento: {
      CondizioniPagamento: "TP02",
      DettaglioPagamento: {
        ...(doc.payment.beneficiary
          ? { Beneficiario: latinText(doc.payment.beneficiary, 200) }
          : {}),
        ModalitaPagamento: doc.payment.method,
        ImportoPagamento: decimalOf(totals.totalCents),
        ...(doc.payment.iban ? { IBAN: doc.payment.iban.replace(/\s+/g, "") } : {}),
      },
    },
  };
  return create(
    { version: "1.0", encoding: "UTF-8" },
    {
      "p:FatturaElettronica": {
        "@xmlns:p": NAMESPACE,
        "@xmlns:ds": "http://www.w3.org/2000/09/xmldsig#",
        "@versione": doc.format,
        FatturaElettronicaHeader: header,
        FatturaElettronicaBody: body,
      },
    },
  ).end({ prettyPrint: true });
}

/** The name the SdI expects: IT, the sender's Partita IVA, an underscore, a progressive of up to 5 characters. */
export function fatturaFileName(vatNumber: string, progressive: string): string {
  return `IT${vatNumber}_${progressive}.xml`;
}
