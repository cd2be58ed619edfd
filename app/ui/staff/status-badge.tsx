const TONES: Record<string, string> = {
  nuovo: "bg-amber-100 text-amber-900 ring-amber-300",
  gestito: "bg-green-100 text-green-900 ring-green-300",
  ricevuta: "bg-amber-100 text-amber-900 ring-amber-300",
  pagamento_verificato: "bg-sky-100 text-sky-900 ring-sky-300",
  confermata: "bg-green-100 text-green-900 ring-green-300",
  respinta: "bg-red-100 text-red-900 ring-red-300",
  completata: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  annullata: "bg-slate-200 text-slate-900 ring-slate-400",
  lista_attesa: "bg-violet-100 text-violet-900 ring-violet-300",
  // The outbox's e-mails (/admin/email).
  pending: "bg-amber-100 text-amber-900 ring-amber-300",
  done: "bg-green-100 text-green-900 ring-green-300",
  failed: "bg-red-100 text-red-900 ring-red-300",
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${
        TONES[status] ?? "bg-slate-100 text-slate-900 ring-slate-300"
      }`}
    >
      {label}
    </span>
  );
}

export const MESSAGE_STATUS_LABELS = { nuovo: "Nuovo", gestito: "Gestito" } as const;

export const MAILERLITE_STATUS_LABELS = {
  non_richiesto: "Non previsto (MailerLite non configurato)",
  in_attesa: "In attesa di invio",
  inviato: "Iscritto alla lista",
  fallito: "Non riuscito: nuovo tentativo automatico",
} as const;
