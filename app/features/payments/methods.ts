/** How money came in (the ledger's methods), as /admin/pagamenti names them. Browser-safe. */
import type { Payment } from "~/platform/db/schema";

export type Method = Payment["method"];

export const METHODS: readonly Method[] = ["bonifico", "carta_docente", "manuale"];

export const METHOD_LABELS: Record<Method, string> = {
  bonifico: "Bonifico",
  carta_docente: "Carta del Docente",
  manuale: "Registrato a mano",
};
