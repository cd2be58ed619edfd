import { describe, expect, it } from "vitest";
import { ContactFormSchema } from "~/features/inbox/contact-schema";
import { aContactRequest } from "../../../tests/support/builders";

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error!.issues[0]!.message;
}

describe("ContactFormSchema", () => {
  const contact = aContactRequest({ subject: "Altro", message: "Un messaggio abbastanza lungo." });

  it("contact: subject from the list, name ≤ 120, message 10–5000, privacy ticked", () => {
    expect(ContactFormSchema.safeParse(contact).success).toBe(true);
    expect(firstMessage(ContactFormSchema.safeParse({ ...contact, subject: "Spam" }))).toBe(
      "Seleziona l'oggetto del messaggio.",
    );
    expect(firstMessage(ContactFormSchema.safeParse({ ...contact, name: "a".repeat(121) }))).toBe(
      "Nome e cognome possono avere al massimo 120 caratteri.",
    );
    expect(
      firstMessage(ContactFormSchema.safeParse({ ...contact, message: "x".repeat(5001) })),
    ).toBe("Il messaggio può contenere al massimo 5000 caratteri.");
    expect(ContactFormSchema.safeParse({ ...contact, message: "x".repeat(5000) }).success).toBe(
      true,
    );
    expect(firstMessage(ContactFormSchema.safeParse({ ...contact, privacy: undefined }))).toMatch(
      /informativa sulla privacy/,
    );
  });
});
