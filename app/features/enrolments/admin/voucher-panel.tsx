import { TriangleAlert } from "lucide-react";
import { formatDateTimeIt } from "~/platform/format-date";
import type { VoucherPanelData } from "~/features/enrolments/vouchers.server";

/**
 * The buono checked online on the participant's staff page (decision 062):
 * its state, what staff must look at, and every call to the ministry's
 * service (when, what, amount, outcome).
 */
export function VoucherPanel({ voucher }: { voucher: VoucherPanelData }) {
  return (
    <section
      aria-labelledby="buono-online"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="buono-online" className="text-lg font-semibold text-slate-900">
        Buono della Carta del Docente
      </h2>
      <p className="mt-1 text-slate-800" data-testid="stato-buono">
        {voucher.state}
        {voucher.amount ? `; importo del buono ${voucher.amount}` : ""}
        {voucher.left ? `; resta da pagare ${voucher.left}` : ""}.
      </p>
      {voucher.flags.length > 0 ? (
        <ul className="mt-3 space-y-2" data-testid="avvisi-buono">
          {voucher.flags.map((flag) => (
            <li
              key={flag}
              className="flex gap-2 rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-950"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {flag}
            </li>
          ))}
        </ul>
      ) : null}
      <h3 className="mt-4 font-semibold text-slate-900">Chiamate al servizio</h3>
      <ul className="mt-2 divide-y divide-slate-200" data-testid="chiamate-buono">
        {voucher.calls.map((c) => (
          <li key={c.id} className="py-2 text-slate-800">
            <span className="font-medium">{formatDateTimeIt(c.at)}</span> – {c.operation}
            {c.amount ? `, ${c.amount}` : ""}: {c.outcome}
          </li>
        ))}
      </ul>
    </section>
  );
}
