import { LIBRARY_IMAGE_FIELD, mediaThumbnail, type PickableImage } from "~/features/media/media";

/**
 * 'Scegli dalla libreria' (decision 048): the library's images as radio
 * buttons with their thumbnails, folded in a disclosure, inside the editor's
 * own form. It works without JavaScript and by keyboard (arrows move between
 * images), and leaving the page loses nothing typed. The form's reader takes
 * `libraryImage` when it is not empty (a file uploaded with the form wins).
 * For any editor: pass the images its loader read. A form with several
 * pickers (a page's image fields) gives each its `name`, the image chosen
 * (`value`) and what choosing none means (`noneLabel`).
 */
export function MediaPicker({
  images,
  label = "Scegli dalla libreria",
  className = "",
  name = LIBRARY_IMAGE_FIELD,
  value = "",
  noneLabel = "Nessuna: lascia l'immagine scelta sopra",
}: {
  images: readonly PickableImage[];
  label?: string;
  className?: string;
  name?: string;
  value?: string;
  noneLabel?: string;
}) {
  if (images.length === 0) return null;
  const chosen = images.some((image) => image.url === value) ? value : "";
  return (
    <details className={`rounded-lg border border-slate-300 bg-white ${className}`}>
      <summary className="min-h-11 cursor-pointer px-3 py-2.5 font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        {label}
      </summary>
      <fieldset className="border-t border-slate-200 p-3">
        <legend className="sr-only">Immagini della libreria</legend>
        <p className="text-sm text-slate-700">
          Le immagini più recenti della libreria. Il testo alternativo è quello scritto nella
          libreria (
          <a href="/admin/media" className="text-brand-800 underline">
            Immagini
          </a>
          ).
        </p>
        <label className="mt-3 flex min-h-11 items-center gap-2 text-slate-800">
          <input
            type="radio"
            name={name}
            value=""
            defaultChecked={chosen === ""}
            className="h-5 w-5 accent-brand-700"
          />
          {noneLabel}
        </label>
        <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((image) => (
            <li key={image.url}>
              <label className="flex h-full cursor-pointer flex-col gap-1 rounded-md border border-slate-200 p-2 text-sm text-slate-800 has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-700/40">
                <MediaThumbnail url={image.url} className="rounded object-cover" />
                <span className="flex items-start gap-2">
                  <input
                    type="radio"
                    name={name}
                    value={image.url}
                    defaultChecked={image.url === chosen}
                    className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
                  />
                  <span className="min-w-0 break-words">
                    {image.decorative
                      ? `${image.name} (decorativa)`
                      : image.alt || `${image.name} (senza testo alternativo)`}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </details>
  );
}

/**
 * A library image shown small (4:3), loaded when scrolled to. Its alt is
 * empty: the screens write the image's text beside it.
 */
export function MediaThumbnail({ url, className }: { url: string; className: string }) {
  return (
    <img
      src={mediaThumbnail(url)}
      alt=""
      loading="lazy"
      decoding="async"
      width={400}
      height={300}
      className={`aspect-[4/3] w-full bg-slate-100 ${className}`}
    />
  );
}
