import { ArrowRight, Cpu } from "lucide-react";
import { Link } from "react-router";

const STATS = [
  { value: "20+", label: "postazioni di lavoro" },
  { value: "50+", label: "framework di intelligenza artificiale" },
  { value: "100+", label: "dispositivi IoT" },
  { value: "24/7", label: "supporto della comunità" },
];

/** AI Evolution Lab promo (spec §2). */
export function AiLabPromo() {
  return (
    <section aria-labelledby="ai-evolution-lab-promo" className="bg-slate-950 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-amber-300 uppercase">
            <Cpu aria-hidden="true" className="h-4 w-4" />
            Novità per le scuole
          </p>
          <h2 id="ai-evolution-lab-promo" className="mt-3 text-3xl font-bold tracking-tight">
            AI Evolution Lab: l'intelligenza artificiale entra in laboratorio
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-200">
            Un laboratorio completo di hardware, robotica e software, con 40 ore di formazione per i
            docenti e un percorso di 24 mesi in una comunità di pratica tra scuole.
          </p>
          <Link
            to="/ai-evolution-lab"
            className="mt-8 inline-flex items-center gap-2 rounded-full bg-amber-400 px-6 py-3 font-semibold text-slate-950 hover:bg-amber-300"
          >
            Scopri l'AI Evolution Lab
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
        </div>
        <LabFigures />
      </div>
    </section>
  );
}

function LabFigures() {
  return (
    <dl className="grid grid-cols-2 gap-4">
      {STATS.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col rounded-2xl border border-white/15 bg-white/5 p-5"
        >
          <dt className="text-sm text-slate-300">{stat.label}</dt>
          <dd className="order-first text-4xl font-bold text-amber-300">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
