import { Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { AltForm } from "~/features/media/admin/alt-form";
import { PAGE, type LibraryAnswer as Answer } from "~/features/media/admin/library-page";
import { formatBytes } from "~/features/media/media";
import type { LibraryItem as Item } from "~/features/media/media-library.server";
import { MediaThumbnail } from "~/features/media/media-picker";
import { formatDateIt } from "~/platform/format-date";
import { LinkButton } from "~/ui/staff/staff-ui";

/** The answer of one card's alt text form: the one whose values carry its id. */
export function answerFor(answer: Answer, id: string) {
  return answer?.status !== "success" && answer?.values && answer.values.id === id
    ? answer
    : undefined;
}

export function MediaCard({
  item,
  editing,
  answer,
}: {
  item: Item;
  editing: boolean;
  answer: Answer;
}) {
  const name = item.originalName || item.url.slice(item.url.lastIndexOf("/") + 1);
  const headingId = `immagine-${item.id}-nome`;
  return (
    <li
      id={`immagine-${item.id}`}
      className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      {/* The alt text is written out below: the thumbnail itself says nothing more. */}
      <MediaThumbnail url={item.url} className="object-contain" />
      <div className="flex flex-1 flex-col p-4">
        <h3 id={headingId} className="font-semibold break-words text-slate-900">
          {name}
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          {[
            item.width && item.height ? `${item.width} × ${item.height} px` : null,
            item.size ? formatBytes(item.size) : null,
            `caricata il ${formatDateIt(item.createdAt)}`,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <dl className="mt-3 space-y-2 text-sm">
          <div>
            <dt className="font-medium text-slate-800">Testo alternativo</dt>
            <dd className="text-slate-700">
              {item.decorative ? (
                "Immagine decorativa (nessun testo alternativo)"
              ) : item.alt ? (
                item.alt
              ) : (
                <span className="font-semibold text-amber-900">
                  Da scrivere: finché manca, le pagine usano una descrizione generica.
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-800">Usata in</dt>
            <dd className="text-slate-700">
              {item.uses.length === 0 ? (
                "Non usata"
              ) : (
                <ul>
                  {item.uses.map((use) => (
                    <li key={use.href}>
                      <Link to={use.href} className="text-brand-800 underline underline-offset-2">
                        {use.kind} «{use.title}»
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
        {editing || answer ? (
          <AltForm item={item} answer={answer} />
        ) : (
          <div className="mt-4 flex flex-wrap gap-2">
            <LinkButton
              to={`${PAGE}?modifica=${item.id}#immagine-${item.id}`}
              preventScrollReset
              aria-describedby={headingId}
              icon={Pencil}
            >
              Modifica testo
            </LinkButton>
            <LinkButton
              to={`${PAGE}?elimina=${item.id}`}
              preventScrollReset
              aria-describedby={headingId}
              icon={Trash2}
              danger
            >
              Elimina
            </LinkButton>
          </div>
        )}
      </div>
    </li>
  );
}
