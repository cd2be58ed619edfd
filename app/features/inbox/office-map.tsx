import { MapPin } from "lucide-react";
import { useEffect, useRef, useState, type ComponentType } from "react";

type Props = { lat: number; lng: number; name: string; address: string };

/**
 * The head office on a map. Leaflet is loaded on the client only; before it
 * loads (and if the tiles never do) the box shows the address, and the text
 * alternative below the map always gives the same information.
 */
export function OfficeMap(props: Props) {
  const [Map, setMap] = useState<ComponentType<Props> | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    const load = () =>
      import("~/features/inbox/office-map.client").then(
        (m) => {
          if (!cancelled) setMap(() => m.default);
        },
        () => {
          // The address stays visible in the placeholder: nothing else to do.
        },
      );
    // Leaflet (about 45 KB) is fetched only once the visitor interacts with the
    // page (scroll, pointer, touch, key) and the map is near the screen, so the
    // first load stays light on a phone and nothing loads for a page never used.
    const box = boxRef.current;
    if (!box || typeof IntersectionObserver === "undefined") {
      load();
      return () => {
        cancelled = true;
      };
    }
    let near = false;
    // A visitor who scrolled down before the page's JavaScript ran (a slow phone)
    // has interacted already: waiting for another gesture would leave the map
    // blank for them.
    let interacted = window.scrollY > 0;
    const events = ["scroll", "pointermove", "pointerdown", "touchstart", "keydown"] as const;
    const stopListening = () => events.forEach((e) => window.removeEventListener(e, onInteract));
    const maybeLoad = () => {
      if (!near || !interacted) return;
      observer.disconnect();
      stopListening();
      load();
    };
    function onInteract() {
      interacted = true;
      maybeLoad();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.some((e) => e.isIntersecting);
        maybeLoad();
      },
      { rootMargin: "200px" },
    );
    observer.observe(box);
    events.forEach((e) => window.addEventListener(e, onInteract, { passive: true }));
    return () => {
      cancelled = true;
      observer.disconnect();
      stopListening();
    };
  }, []);

  const descriptionId = "mappa-descrizione";
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-50 shadow-sm">
      <div
        ref={boxRef}
        role="region"
        aria-label={`Mappa interattiva della sede di ${props.name}`}
        aria-describedby={descriptionId}
        className="relative z-0 h-80 w-full sm:h-96"
        data-testid="office-map"
      >
        {Map ? (
          <Map {...props} />
        ) : (
          <div className="flex h-full items-center justify-center p-6 text-center text-slate-700">
            <p className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="h-5 w-5 text-brand-700" />
              {props.address}
            </p>
          </div>
        )}
      </div>
      <figcaption
        id={descriptionId}
        className="border-t border-slate-200 bg-white p-4 text-slate-700"
      >
        La sede di {props.name} è in {props.address}, nel centro storico di Potenza.{" "}
        <a
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          href={`https://www.openstreetmap.org/?mlat=${props.lat}&mlon=${props.lng}#map=17/${props.lat}/${props.lng}`}
          rel="noopener noreferrer"
          target="_blank"
        >
          Apri la posizione su OpenStreetMap
          <span className="sr-only"> (si apre in una nuova scheda)</span>
        </a>
      </figcaption>
    </figure>
  );
}
