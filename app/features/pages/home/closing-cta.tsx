import { Link } from "react-router";

/** Closing call to action (spec §2): to /contatti and /corsi. */
export function ClosingCta() {
  return (
    <section aria-labelledby="inizia-ora" className="mx-auto max-w-7xl px-4 pt-16">
      <div className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="inizia-ora" className="text-3xl font-bold tracking-tight">
          Costruiamo insieme il prossimo progetto della tua scuola
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-100">
          Raccontaci di cosa hanno bisogno i tuoi docenti e i tuoi studenti: ti rispondiamo con una
          proposta concreta, tempi e costi chiari.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to="/contatti"
            className="rounded-full bg-amber-400 px-6 py-3 font-semibold text-slate-950 hover:bg-amber-300"
          >
            Contattaci
          </Link>
          <Link
            to="/corsi"
            className="rounded-full border border-white/80 px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            Esplora i corsi
          </Link>
        </div>
      </div>
    </section>
  );
}
