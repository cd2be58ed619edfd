import { z } from "zod";

import { MAIL_PARAGRAPH_MAX } from "~/features/inbox/mails/mail-labels";

/**
 * The editable paragraph of an e-mail (decision 067): one paragraph, so line
 * breaks typed in it become spaces (a blank line would split it in two).
 */
export const MailParagraphSchema = z.object({
  paragraph: z
    .string({ error: "Scrivi il testo del paragrafo." })
    .transform((text) => text.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, "Scrivi il testo del paragrafo, o ripristina quello predefinito.")
        .max(MAIL_PARAGRAPH_MAX, `Al massimo ${MAIL_PARAGRAPH_MAX} caratteri.`),
    ),
});
