import { Form, Link } from "react-router";
import { LINK_BUTTON } from "~/features/enrolments/admin/edition-run/edition-run-forms";
import { TextAreaField } from "~/ui/forms/field";
import { Button } from "~/ui/staff/staff-ui";

type Props = {
  revoking: { id: string; code: string; name: string };
  here: string;
  busy: boolean;
  reason: string | undefined;
  error: string | undefined;
};

/** The confirmation of a revocation, with its reason (kept in the history). */
export function RevokePanel({ revoking, here, busy, reason, error }: Props) {
  return (
    <section
      id="revoca"
      aria-labelledby="revoca-titolo"
      className="mt-6 rounded-lg border-2 border-red-300 bg-white p-5"
    >
      <h2 id="revoca-titolo" className="text-xl font-bold text-slate-900">
        Revoca dell'attestato
      </h2>
      <p className="mt-2 text-slate-800">
        Vuoi revocare l'attestato {revoking.code} di {revoking.name}? Chi lo verifica vedrà
        «Revocato» e il PDF non sarà più scaricabile. La revoca non si può annullare.
      </p>
      <Form method="post" action={here} className="mt-4">
        <input type="hidden" name="intent" value="revoca" />
        <input type="hidden" name="certificateId" value={revoking.id} />
        <TextAreaField
          label="Motivo della revoca"
          name="reason"
          rows={3}
          required
          maxLength={500}
          defaultValue={reason ?? ""}
          error={error}
        />
        <div className="mt-2 flex flex-wrap gap-3">
          <Button tone="danger" disabled={busy}>
            Sì, revoca l'attestato
          </Button>
          <Link to={here} className={LINK_BUTTON}>
            Annulla
          </Link>
        </div>
      </Form>
    </section>
  );
}
