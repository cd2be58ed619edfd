import { Download } from "lucide-react";
import { Spinner } from "~/ui/spinner";
import { useState, useSyncExternalStore } from "react";

type Props = { href: string; fileName: string; className?: string };

const noSubscription = () => () => {};

/**
 * False in the server HTML and during hydration, true once React runs in the
 * browser. A copy of platform/islands/use-hydrated.ts on purpose: importing that
 * one from this public page splits it into a chunk of its own, which every
 * staff page then preloads as one more file.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * 'Scarica la scheda' (spec §2). Without JavaScript it is a plain download link;
 * with it, a button fetches the file, reads 'Scaricamento...' and is disabled
 * while busy, then saves the file under its own name.
 */
export function SheetDownload({ href, fileName, className }: Props) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  if (!hydrated) {
    return (
      <a href={href} download={fileName} className={className}>
        <Download aria-hidden="true" className="h-4 w-4" />
        Scarica la scheda
      </a>
    );
  }

  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={download}
        disabled={busy}
        className={`${className ?? ""} disabled:cursor-wait disabled:opacity-80`}
      >
        {busy ? <Spinner /> : <Download aria-hidden="true" className="h-4 w-4" />}
        {busy ? "Scaricamento..." : "Scarica la scheda"}
      </button>
      {failed ? (
        <p role="alert" className="text-sm text-red-800">
          Non è stato possibile scaricare la scheda. Riprova tra poco.
        </p>
      ) : null}
    </>
  );
}
