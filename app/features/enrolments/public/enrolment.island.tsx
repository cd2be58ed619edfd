// /corsi/{slug}/iscrizione: the enrolment form of a course edition, with its
// payment proof, sent in place (docs/decisions/036, 043).
import { EnrolmentForm } from "~/features/enrolments/public/enrolment-form";
import { hydrateIslands } from "~/platform/islands/hydrate";

hydrateIslands({ "enrolment-form": EnrolmentForm });
