import { TriangleAlert } from "lucide-react";

/**
 * The notice after a price changed (decision 058): the texts that still write
 * the old amount by hand, each linking to its editor. Nothing when none does.
 */
export function HandWrittenNotice({
  texts,
}: {
  texts: ReadonlyArray<{ label: string; href: string }> | undefined;
}) {
  if (!texts || texts.length === 0) return null;
  return (
    <section
      aria-labelledby="prezzi-scritti-a-mano"
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <h2 id="prezzi-scritti-a-mano" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        Il prezzo è cambiato, ma questi testi scrivono ancora il vecchio importo a mano
      </h2>
      <p className="mt-1 text-sm">
        Il sito non li corregge da solo: aprili e aggiorna l'importo dove serve.
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {texts.map((t) => (
          <li key={t.href}>
            <a href={t.href} className="font-semibold underline underline-offset-2">
              {t.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
