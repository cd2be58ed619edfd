import type { FormResult } from "~/platform/forms/form-result";

/** The image library's address: every form posts here and every step comes back here. */
export const PAGE = "/admin/media";

/** Messages carried back in `?avviso=` after a redirect. */
export const NOTICES = {
  caricata: { tone: "success", text: "Immagine caricata nella libreria." },
  salvata: { tone: "success", text: "Testo alternativo salvato." },
  eliminata: { tone: "success", text: "Immagine eliminata." },
  "nessuna-eliminata": { tone: "success", text: "Non c'erano immagini da eliminare." },
  ripulita: { tone: "success", text: "Immagini non usate eliminate." },
} as const;

/** What the library's action answered, when it did not redirect. */
export type LibraryAnswer = FormResult | undefined;
