import { describe, expect, it } from "vitest";
import { RegistrationFormSchema } from "~/features/enrolments/enrolment-schemas";
import { aRegistration } from "../../../tests/support/builders";

describe("RegistrationFormSchema", () => {
  it("registration: spec options only; ANILS sent as 'Sì' or 'No'; subject optional", () => {
    const registration = aRegistration({
      subject: "",
      schoolType: "CPIA",
      laureaType: "Nessuna Laurea (Docente di ruolo)",
      laureaIn: "Diploma magistrale",
    });
    const parsed = RegistrationFormSchema.parse(registration);
    expect(parsed.subject).toBeUndefined();
    expect(
      RegistrationFormSchema.safeParse({ ...registration, isAnilsMember: "Forse" }).success,
    ).toBe(false);
    expect(
      RegistrationFormSchema.safeParse({ ...registration, laureaType: "Dottorato" }).success,
    ).toBe(false);
  });
});
