import { describe, expect, it } from "vitest";
import {
  ANILS_CHOICES,
  CONTACT_SUBJECTS,
  LAUREA_TYPES,
  SCHOOL_TYPES,
} from "~/platform/forms/form-options";

/**
 * The public forms' fixed options are the specification's own lists (§3, §5):
 * the browser tests check that the forms show these constants, this test
 * pins the constants to the specification's words and order.
 */
describe("form options", () => {
  it.each([
    [
      "contact subjects",
      CONTACT_SUBJECTS,
      "Informazioni sui corsi | Iscrizione | Proposta di collaborazione | Altro",
    ],
    [
      "school types",
      SCHOOL_TYPES,
      "Non Docente | Scuola Infanzia | Scuola Primaria | Secondaria I Grado | Secondaria II Grado | CPIA | Università | Altro",
    ],
    [
      "degree types",
      LAUREA_TYPES,
      "Magistrale | Specialistica | Quadriennale V.O. | Triennale | Altro Titolo Equivalente | Nessuna Laurea (Docente di ruolo)",
    ],
    ["ANILS membership", ANILS_CHOICES, "Sì | No"],
  ])("%s: the specification's list, in its order", (_name, options, expected) => {
    expect(options.join(" | ")).toBe(expected);
  });
});
