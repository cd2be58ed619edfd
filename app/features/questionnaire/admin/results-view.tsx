// An edition's questionnaire results (decision 066): each scale as bars drawn
// in SVG on the server (no script), with the same numbers in a table, and the
// comments in random order.
import { SCALE } from "~/features/questionnaire/questions";
import type { EditionResults, ScaleResult } from "~/features/questionnaire/results.server";

const BAR_AREA = 240;

function average(value: number | null): string {
  return value === null ? "—" : value.toLocaleString("it-IT", { minimumFractionDigits: 1 });
}

/** What the chart says, for screen readers and as the SVG's title. */
function chartLabel(r: ScaleResult): string {
  const parts = SCALE.map((n, i) => `${n}: ${r.counts[i]}`).join(", ");
  return `${r.question.text}: media ${average(r.average)} su ${r.answered} risposte; ${parts}.`;
}

function ScaleChart({ result, index }: { result: ScaleResult; index: number }) {
  const most = Math.max(1, ...result.counts);
  const titleId = `grafico-${index}`;
  return (
    <figure className="mt-3">
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${BAR_AREA + 70} ${SCALE.length * 28}`}
        className="h-auto w-full max-w-md"
      >
        <title id={titleId}>{chartLabel(result)}</title>
        {SCALE.map((n, i) => {
          const count = result.counts[i]!;
          const width = Math.round((count / most) * BAR_AREA);
          const y = i * 28;
          return (
            <g key={n}>
              <text x="0" y={y + 18} fontSize="14" fill="#0f172a">
                {n}
              </text>
              <rect x="20" y={y + 4} width={Math.max(width, 1)} height="20" rx="3" fill="#1d4ed8" />
              <text x={24 + width} y={y + 18} fontSize="14" fill="#0f172a">
                {count}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

function ScaleBlock({ result, index }: { result: ScaleResult; index: number }) {
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <h4 className="font-semibold text-slate-900">
        {result.question.text}
        {result.question.hidden ? " (domanda rimossa)" : ""}
      </h4>
      <p className="text-slate-800">
        Media <strong>{average(result.average)}</strong> su {result.answered}{" "}
        {result.answered === 1 ? "risposta" : "risposte"}
      </p>
      <ScaleChart result={result} index={index} />
      <table className="mt-2 text-sm">
        <caption className="sr-only">Risposte per valore: {result.question.text}</caption>
        <thead>
          <tr>
            <th scope="col" className="pr-4 text-left font-semibold">
              Valore
            </th>
            <th scope="col" className="text-left font-semibold">
              Risposte
            </th>
          </tr>
        </thead>
        <tbody>
          {SCALE.map((n, i) => (
            <tr key={n}>
              <th scope="row" className="pr-4 text-left font-normal">
                {n}
              </th>
              <td>{result.counts[i]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </li>
  );
}

export function ResultsView({ results, csvHref }: { results: EditionResults; csvHref: string }) {
  return (
    <>
      <p className="mt-2 text-lg text-slate-800">
        <strong>{results.total}</strong>{" "}
        {results.total === 1 ? "risposta ricevuta" : "risposte ricevute"}.
      </p>
      {!results.shown ? (
        <p className="mt-2 text-slate-700">
          I risultati compaiono da 3 risposte in su: con meno, una risposta si potrebbe attribuire a
          chi l&apos;ha data.
        </p>
      ) : (
        <>
          <p className="mt-2">
            <a href={csvHref} className="font-semibold text-brand-700 underline" download>
              Scarica le risposte (CSV)
            </a>
          </p>
          <h3 className="mt-6 text-lg font-bold text-slate-900">Valutazioni da 1 a 5</h3>
          <ul className="mt-3 grid gap-4 lg:grid-cols-2">
            {results.scales.map((r, i) => (
              <ScaleBlock key={r.question.id} result={r} index={i} />
            ))}
          </ul>
          {results.comments.map((c) => (
            <div key={c.question.id} className="mt-6">
              <h3 className="text-lg font-bold text-slate-900">
                {c.question.text}
                {c.question.hidden ? " (domanda rimossa)" : ""}
              </h3>
              {c.texts.length === 0 ? (
                <p className="mt-2 text-slate-700">Nessun commento.</p>
              ) : (
                <ul className="mt-2 space-y-2">
                  {c.texts.map((t, i) => (
                    <li
                      key={i}
                      className="rounded-lg border border-slate-200 bg-slate-50 p-3 whitespace-pre-line break-words"
                    >
                      {t}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </>
      )}
    </>
  );
}
