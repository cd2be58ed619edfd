// /iscrizione-cedils: the registration form, with its receipt, sent in place
// (docs/decisions/036).
import { RegistrationForm } from "~/features/enrolments/cedils/registration-form";
import { hydrateIslands } from "~/platform/islands/hydrate";

hydrateIslands({ "registration-form": RegistrationForm });
