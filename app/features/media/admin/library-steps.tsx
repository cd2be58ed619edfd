import { Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import { PAGE } from "~/features/media/admin/library-page";
import { mediaUsesText } from "~/features/media/media";
import type { LibraryItem as Item } from "~/features/media/media-library.server";
import { Button, BUTTON_SECONDARY, ConfirmDelete } from "~/ui/staff/staff-ui";

/** The confirmation before deleting an image, or why it cannot be deleted. */
export function DeleteStep({ item }: { item: Item }) {
  const name = item.originalName || item.url.slice(item.url.lastIndexOf("/") + 1);
  return item.uses.length > 0 ? (
    <ConfirmDelete
      cancelHref={PAGE}
      title="Immagine non eliminabile"
      question={`«${name}» non si può eliminare perché è usata in: ${mediaUsesText(item.uses)}. Toglila da lì, poi riprova.`}
    />
  ) : (
    <ConfirmDelete
      cancelHref={PAGE}
      title="Elimina immagine"
      question="Sei sicuro di voler eliminare questa immagine dalla libreria?"
      deletion={{ id: item.id, name }}
    />
  );
}

/** The confirmation before deleting every image no page uses. */
export function CleanupStep({ count }: { count: number }) {
  return (
    <section
      aria-labelledby="pulizia-titolo"
      className="mt-6 rounded-lg border-2 border-red-300 bg-white p-5"
    >
      <h2 id="pulizia-titolo" className="text-xl font-bold text-slate-900">
        Elimina le immagini non usate
      </h2>
      {count === 0 ? (
        <p className="mt-2 text-slate-800">
          Non ci sono immagini da eliminare: ognuna è usata in un articolo o in un corso, oppure è
          stata caricata nelle ultime 24 ore.
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-800">
            {count === 1
              ? "1 immagine non è usata in nessun articolo né corso: vuoi eliminarla?"
              : `${count} immagini non sono usate in nessun articolo né corso: vuoi eliminarle?`}{" "}
            Le immagini caricate nelle ultime 24 ore restano, perché potrebbero essere in un testo
            non ancora salvato.
          </p>
          <p className="mt-1 text-sm text-slate-700">L'operazione non si può annullare.</p>
        </>
      )}
      <Form method="post" action={PAGE} className="mt-5 flex flex-wrap gap-3">
        {count > 0 ? (
          <>
            <input type="hidden" name="intent" value="pulizia" />
            <Button tone="danger">
              <Trash2 aria-hidden="true" className="size-4" />
              {count === 1 ? "Sì, elimina 1 immagine" : `Sì, elimina ${count} immagini`}
            </Button>
          </>
        ) : null}
        <Link to={PAGE} preventScrollReset autoFocus className={BUTTON_SECONDARY}>
          {count > 0 ? "Annulla" : "Torna alla libreria"}
        </Link>
      </Form>
    </section>
  );
}
