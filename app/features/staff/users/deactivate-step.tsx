import { UserRoundX } from "lucide-react";
import { Form, Link } from "react-router";
import { Button, BUTTON_SECONDARY } from "~/ui/staff/staff-ui";

/** The confirmation before deactivating an account. */
export function DeactivateStep({
  confirm,
}: {
  confirm: { id: string; name: string; email: string };
}) {
  return (
    <section
      aria-labelledby="conferma-titolo"
      className="mt-6 rounded-lg border-2 border-red-300 bg-white p-5"
    >
      <h2 id="conferma-titolo" className="text-xl font-bold text-slate-900">
        Disattivare l'account di {confirm.name || confirm.email}?
      </h2>
      <p className="mt-2 text-slate-800">
        La persona non potrà più accedere e le sue sessioni aperte si chiudono subito. Potrai
        riattivare l'account in seguito.
      </p>
      <Form
        method="post"
        action="/admin/utenti?intent=deactivate"
        className="mt-4 flex flex-wrap gap-3"
      >
        <input type="hidden" name="id" value={confirm.id} />
        <Button tone="danger">
          <UserRoundX aria-hidden="true" className="size-4" />
          Sì, disattiva
        </Button>
        <Link to="/admin/utenti" autoFocus className={BUTTON_SECONDARY}>
          Annulla
        </Link>
      </Form>
    </section>
  );
}
