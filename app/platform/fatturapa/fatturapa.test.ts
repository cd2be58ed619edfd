import { beforeAll, describe, expect, it } from "vitest";
import {
  decimalOf,
  fatturaFileName,
  fatturaTotals,
  fatturaXml,
  latinText,
  type FatturaDocument,
} from "~/platform/fatturapa/fatturapa.server";
import {
  A_SCHOOL_ADDRESS,
  fatturaSums,
  parseFattura,
  schemaErrors,
  sumsAddUp,
} from "../../../tests/support/fatturapa";

const SELLER: FatturaDocument["seller"] = {
  vatNumber: "01987650764",
  fiscalCode: "01987650764",
  name: "Polo Formativo Lucano S.r.l.",
  taxRegime: "RF01",
  address: { street: "Via Pretoria 122", postalCode: "85100", city: "Potenza", province: "PZ" },
  email: "info@example.org",
};
const EXEMPT = {
  vatRateBp: 0,
  nature: "N4",
  legalReference: "Esente IVA ai sensi dell'art. 10 n. 20 DPR 633/72",
};
const PAYMENT = { method: "MP05", iban: "IT60 X054 2811 1010 0000 0123 456" };

const base = (over: Partial<FatturaDocument>): FatturaDocument => ({
  format: "FPR12",
  sendingNumber: "2027A0001",
  recipientCode: "0000000",
  seller: SELLER,
  buyer: {
    person: { firstName: "Maria", lastName: "Rossi" },
    fiscalCode: "RSSMRA80A41G942X",
    address: { street: "Via Roma 1", postalCode: "85100", city: "Potenza", province: "PZ" },
  },
  documentType: "TD01",
  date: "2027-03-04",
  number: "1/2027",
  lines: [
    {
      description: "Corso “Didattica digitale” – edizione di marzo",
      unitPriceCents: 7000,
      ...EXEMPT,
    },
  ],
  payment: PAYMENT,
  ...over,
});

/** One of every kind the school issues (decision 063). */
const KINDS: Record<string, FatturaDocument> = {
  "person-no-stamp": base({}),
  "private-school-pec-stamp": base({
    recipientCode: "0000000",
    recipientPec: "amministrazione@pec.example.org",
    buyer: {
      name: "Istituto paritario San Giuseppe",
      vatNumber: "01234567890",
      address: { street: "Via Verdi 3", postalCode: "75100", city: "Matera", province: "MT" },
    },
    stampDutyCents: 200,
    lines: [{ description: "Corso per 3 docenti", quantity: 3, unitPriceCents: 19_900, ...EXEMPT }],
  }),
  "public-school-cig": base({
    format: "FPA12",
    recipientCode: "UFXYZ1",
    buyer: {
      name: "Istituto Comprensivo Statale di Avigliano",
      fiscalCode: "80012340765",
      address: A_SCHOOL_ADDRESS,
    },
    stampDutyCents: 200,
    purchaseOrder: {
      id: "ORD-12/2027",
      date: "2027-02-20",
      cig: "Z1A2B3C4D5",
      cup: "J11H22000010006",
    },
    lines: [
      { description: "Docente 1: Anna Bianchi", unitPriceCents: 15_000, ...EXEMPT },
      { description: "Docente 2: Luca Verdi", unitPriceCents: 15_000, ...EXEMPT },
    ],
  }),
  "ministry-buoni": base({
    format: "FPA12",
    recipientCode: "QGGT71",
    buyer: {
      name: "Ministero dell'Istruzione e del Merito",
      fiscalCode: "80185250588",
      address: {
        street: "Viale Trastevere 76/a",
        postalCode: "00153",
        city: "Roma",
        province: "RM",
      },
    },
    lines: ["A1B2C3D4", "Z9Y8X7W6"].map((code, i) => ({
      description: "Pagamento buono",
      unitPriceCents: [5_000, 12_345][i]!,
      vatRateBp: 0,
      nature: "N2.2",
      legalReference: "Art. 2 DPR 633/72",
      itemCodes: [{ type: "CARTADELDOCENTE", value: code }],
    })),
  }),
  "credit-note": base({
    documentType: "TD04",
    number: "7/2027",
    correctedInvoice: { id: "1/2027", date: "2027-03-04" },
    stampDutyCents: 200,
    lines: [{ description: "Storno della fattura 1/2027", unitPriceCents: 19_900, ...EXEMPT }],
  }),
  "taxable-22": base({
    lines: [
      {
        description: "Riferimento interno",
        unitPriceCents: 0,
        vatRateBp: 2200,
        otherData: [{ type: "COMMESSA", text: "ISC-2027-0001" }],
      },
      { description: "Consulenza", quantity: 1.5, unitPriceCents: 3_333, vatRateBp: 2200 },
      { description: "Materiale", unitPriceCents: 1_001, vatRateBp: 2200 },
    ],
  }),
};

let errors: Record<string, string[]>;
const xmlOf = Object.fromEntries(Object.entries(KINDS).map(([k, d]) => [k, fatturaXml(d)]));

beforeAll(async () => {
  errors = await schemaErrors(
    Object.entries(xmlOf).map(([k, xml]) => ({ fileName: `${k}.xml`, xml })),
  );
});

describe("FatturaPA documents", () => {
  it.each(Object.keys(KINDS))("%s validates against the official schema and adds up", (kind) => {
    expect(errors[`${kind}.xml`]).toEqual([]);
    expect(sumsAddUp(xmlOf[kind]!)).toBe(true);
  });

  it("the schema does refuse a broken document", async () => {
    const broken = xmlOf["person-no-stamp"]!.replace("<CAP>85100</CAP>", "<CAP>851</CAP>");
    const found = await schemaErrors([{ fileName: "broken.xml", xml: broken }]);
    expect(found["broken.xml"]!.join("\n")).toMatch(/CAP/);
  });

  it("writes the stamp duty without adding it to what is paid", () => {
    const sums = fatturaSums(xmlOf["private-school-pec-stamp"]!);
    expect(sums).toMatchObject({ stampDutyCents: 200, totalCents: 59_700, paymentCents: 59_700 });
  });

  it("the ministry's lines carry the buono's code and the law", () => {
    const xml = xmlOf["ministry-buoni"]!;
    expect(xml).toMatch(
      /<CodiceArticolo>\s*<CodiceTipo>CARTADELDOCENTE<\/CodiceTipo>\s*<CodiceValore>Z9Y8X7W6<\/CodiceValore>/,
    );
    expect(xml).toContain("<RiferimentoNormativo>Art. 2 DPR 633/72</RiferimentoNormativo>");
    expect(xml).not.toContain("DatiBollo");
    expect(fatturaSums(xml).totalCents).toBe(17_345);
  });

  it("public school: order, CIG and CUP in DatiOrdineAcquisto; credit note: the invoice it corrects", () => {
    const pa = parseFattura(xmlOf["public-school-cig"]!) as never as {
      FatturaElettronicaBody: { DatiGenerali: { DatiOrdineAcquisto: Record<string, string> } };
    };
    expect(pa.FatturaElettronicaBody.DatiGenerali.DatiOrdineAcquisto).toEqual({
      IdDocumento: "ORD-12/2027",
      Data: "2027-02-20",
      CodiceCUP: "J11H22000010006",
      CodiceCIG: "Z1A2B3C4D5",
    });
    expect(xmlOf["credit-note"]).toMatch(
      /<DatiFattureCollegate>\s*<IdDocumento>1\/2027<\/IdDocumento>/,
    );
  });

  it("taxes each rate's summed amount, rounded to the cent", () => {
    expect(fatturaTotals(KINDS["taxable-22"]!.lines)).toEqual({
      summary: [{ vatRateBp: 2200, taxableCents: 6_001, taxCents: 1_320 }],
      totalCents: 7_321,
    });
  });

  it("writes amounts, text and file names as the schema wants them", () => {
    expect([decimalOf(0), decimalOf(5), decimalOf(-1999), decimalOf(123456)]).toEqual([
      "0.00",
      "0.05",
      "-19.99",
      "1234.56",
    ]);
    expect(latinText("“Più” – 10 € ✓", 100)).toBe('"Più" - 10 EUR ?');
    expect(fatturaFileName("01987650764", "00001")).toBe("IT01987650764_00001.xml");
    expect(() =>
      fatturaXml(base({ lines: [{ description: "x", unitPriceCents: 1, vatRateBp: 0 }] })),
    ).toThrow(/Natura/);
    const longType = { description: "x", unitPriceCents: 1, vatRateBp: 2200 };
    expect(() =>
      fatturaXml(
        base({ lines: [{ ...longType, otherData: [{ type: "CARTADELDOCENTE", text: "A" }] }] }),
      ),
    ).toThrow(/TipoDato/);
  });
});
