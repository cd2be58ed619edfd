type Stat = { value: string; label: string };

/** Big figures in a row (2 columns on phones). */
type Props = {
  stats: readonly Stat[];
  dark?: boolean;
  /** Long values ("1.000.000 €") take a whole row on phones. */
  long?: boolean;
};

export function StatGrid({ stats, dark = false, long = false }: Props) {
  return (
    <dl
      className={`grid gap-4 lg:grid-cols-4 ${long ? "grid-cols-1 sm:grid-cols-2" : "grid-cols-2"}`}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={`flex flex-col rounded-2xl p-5 text-center ${dark ? "bg-white/10 text-white" : "bg-brand-50 text-brand-900"}`}
        >
          <dt className={`text-sm font-medium ${dark ? "text-slate-100" : "text-slate-700"}`}>
            {stat.label}
          </dt>
          <dd className="order-first text-3xl font-extrabold whitespace-nowrap sm:text-4xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
