import { useNavigation } from "react-router";
import { EditionSummary } from "~/features/enrolments/admin/edition-run/edition-summary";
import {
  issueParticipantCertificates,
  loadEditionRun,
  requireStaffEdition,
  revokeParticipantCertificate,
  saveParticipantHours,
  setParticipantStatus,
} from "~/features/enrolments/admin/edition-run/edition-run-intents.server";
import { ParticipantsSection } from "~/features/enrolments/admin/edition-run/participants-section";
import { RevokePanel } from "~/features/enrolments/admin/edition-run/revoke-panel";
import { dispatchIntent } from "~/platform/forms/forms.server";
import { requireSmallForm } from "~/platform/forms/uploads.server";
import { actorOf } from "~/platform/records/audit.server";
import { pageMeta } from "~/platform/meta";
import { ListNotices } from "~/ui/staff/staff-ui";
import type { Route } from "./+types/edition-run";

export const meta = () =>
  pageMeta("Partecipanti dell'edizione", "Partecipanti, stati, ore e attestati di un'edizione.");

const ERASED_NOTICE =
  "Iscrizione cancellata, con il suo documento di pagamento e l'eventuale attestato.";

export async function loader(args: Route.LoaderArgs) {
  const { db, ...found } = await requireStaffEdition(args);
  return loadEditionRun(db, found, new URL(args.request.url));
}

export async function action(args: Route.ActionArgs) {
  const { staff, db, env, edition } = await requireStaffEdition(args);
  const form = await requireSmallForm(args.request);
  const submission = { db, env, editionId: edition.id, form, actor: actorOf(staff) };
  return dispatchIntent(form.get("intent"), {
    stato: () => setParticipantStatus(submission),
    ore: () => saveParticipantHours(submission),
    attestato: () => issueParticipantCertificates(submission, "one"),
    attestati: () => issueParticipantCertificates(submission, "all"),
    revoca: () => revokeParticipantCertificate(submission),
  });
}

export default function EditionRun({ loaderData, actionData }: Route.ComponentProps) {
  const { course, edition, counts, participants, revoking } = loaderData;
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.status === "invalid" ? actionData.errors : {};
  const values = actionData?.status === "invalid" ? actionData.values : undefined;
  const here = `/admin/corsi/${course.id}/edizioni/${edition.id}`;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <EditionSummary course={course} edition={edition} counts={counts} here={here} />

      <ListNotices
        notice={
          actionData?.status === "success"
            ? { tone: "success", text: actionData.message }
            : loaderData.erased
              ? { tone: "success", text: ERASED_NOTICE }
              : null
        }
        error={actionData?.status === "failed" ? actionData.message : null}
      />

      {revoking ? (
        <RevokePanel
          revoking={revoking}
          here={here}
          busy={busy}
          reason={values?.reason}
          error={errors.reason}
        />
      ) : null}

      <ParticipantsSection
        participants={participants}
        courseId={course.id}
        edition={edition}
        here={here}
        busy={busy}
        errors={errors}
        values={values}
      />
    </div>
  );
}
