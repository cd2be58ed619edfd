// What the editor screens and the editor's action share about edits saved
// without publishing (decision 047). Browser-safe.
import { formatDateTimeIt } from "~/platform/format-date";

/** The hidden field carrying the pending edits an editor was opened on ("" for none). */
export const OPENED_PENDING_FIELD = "openedPending";

/** The intents of the editor's buttons: 'Salva senza pubblicare', 'Scarta le modifiche'. */
export const SAVE_PENDING_INTENT = "save-pending";
export const DISCARD_PENDING_INTENT = "discard-pending";

/**
 * What an editor says after 'Salva senza pubblicare' (`?avviso=bozza-salvata`)
 * and 'Scarta le modifiche' (`?avviso=modifiche-scartate`).
 */
export const PENDING_NOTICES = {
  "bozza-salvata":
    "Modifiche salvate senza pubblicarle: i visitatori vedono ancora la versione pubblicata.",
  "modifiche-scartate":
    "Modifiche non pubblicate scartate: il modulo mostra la versione pubblicata.",
} as const;

/** Pending edits as an editor shows them. */
export type PendingInfo = { token: string; savedAt: Date | string; actorLabel: string };

/** «Modifiche non pubblicate del 3 marzo 2026, 10:12 di Maria Rossi» */
export function pendingSentence(pending: PendingInfo): string {
  const by = pending.actorLabel ? ` di ${pending.actorLabel}` : "";
  return `Modifiche non pubblicate del ${formatDateTimeIt(pending.savedAt)}${by}`;
}

/**
 * The editor's draft with the pending edits over it: only the draft's own
 * fields, each kept when the stored value is of the same kind (text or list),
 * since pending edits are JSON saved by an older form of the editor too.
 */
export function draftWithPending<D extends Record<string, string | readonly string[]>>(
  draft: D,
  pending: Record<string, unknown>,
): D {
  const out: Record<string, string | readonly string[]> = { ...draft };
  for (const [name, value] of Object.entries(draft)) {
    const stored = pending[name];
    if (typeof value === "string" && typeof stored === "string") out[name] = stored;
    else if (Array.isArray(value) && Array.isArray(stored)) out[name] = stored.map(String);
  }
  return out as D;
}
