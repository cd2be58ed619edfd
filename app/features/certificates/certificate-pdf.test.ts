import { describe, expect, it } from "vitest";
import qrcode from "qrcode-generator";
import {
  certificateFileName,
  certificatePdf,
} from "~/features/certificates/certificate-pdf.server";
import { siteSettings } from "~/features/settings/settings.server";
import { pdfContentStreams, pdfText } from "../../../tests/support/pdf";

const CERTIFICATE = {
  code: "K7M2-9QXD-4HTR-8B3N-ZP6W",
  fullName: "Lucia Ferrara",
  fiscalCode: "FRRLCU82C45G942K",
  courseTitle: "Didattica inclusiva con le tecnologie",
  startDate: "2027-03-02",
  endDate: "2027-04-27",
  hours: 24,
  sofiaInitiativeId: "98765",
  sofiaEditionId: "143210",
  place: "Potenza",
  issuedAt: new Date("2027-05-03T10:00:00Z"),
};
const URL = "https://www.poloformativolucano.it/attestati/K7M2-9QXD-4HTR-8B3N-ZP6W";

describe("attestato PDF", () => {
  it("states who, what, when, how long, the accreditation, place and date, and how to verify", async () => {
    const pdf = await certificatePdf(CERTIFICATE, siteSettings(), URL);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1").match(/\/Type \/Page\b/g)).toHaveLength(1);
    const text = pdfText(pdf).replace(/\s+/g, " ");
    for (const expected of [
      siteSettings().name,
      "Attestato di partecipazione",
      "Lucia Ferrara",
      "Codice fiscale FRRLCU82C45G942K",
      "«Didattica inclusiva con le tecnologie»",
      "dal 2 marzo 2027 al 27 aprile 2027, per 24 ore di formazione.",
      "Piattaforma SOFIA: iniziativa 98765, edizione 143210",
      "Ente accreditato dal Ministero dell'Istruzione e del Merito (Direttiva 170/2016)",
      "è un ente accreditato dal Ministero dell'Istruzione e del Merito per la formazione del personale della scuola (Direttiva 170/2016): questo attestato vale come formazione in servizio.",
      "Potenza, 3 maggio 2027",
      "Codice di verifica: K7M2-9QXD-4HTR-8B3N-ZP6W",
      `all'indirizzo ${URL} oppure inquadrando il codice QR`,
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The address is a link too.
    expect(pdf.toString("latin1")).toContain(`/URI (${URL})`);
  });

  it("leaves out the SOFIA line when the edition had no identifiers", async () => {
    const pdf = await certificatePdf(
      { ...CERTIFICATE, sofiaInitiativeId: "", sofiaEditionId: "" },
      siteSettings(),
      URL,
    );
    expect(pdfText(pdf)).not.toContain("SOFIA");
  });

  it("draws the verification address as a QR code, module by module", async () => {
    const pdf = await certificatePdf(CERTIFICATE, siteSettings(), URL);
    const qr = qrcode(0, "M");
    qr.addData(URL);
    qr.make();
    let dark = 0;
    for (let r = 0; r < qr.getModuleCount(); r++) {
      for (let c = 0; c < qr.getModuleCount(); c++) if (qr.isDark(r, c)) dark++;
    }
    const rectangles = pdfContentStreams(pdf).join("\n").match(/ re\b/g)?.length ?? 0;
    // Every dark module is one square, beside the header band and the QR's white ground.
    expect(rectangles).toBe(dark + 2);
  });

  it("is named after its code", () => {
    expect(certificateFileName("K7M2-9QXD-4HTR-8B3N-ZP6W")).toBe(
      "attestato-K7M2-9QXD-4HTR-8B3N-ZP6W.pdf",
    );
  });
});
