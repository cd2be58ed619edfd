// /iscrizione-cedils: the registration form, with its receipt, sent in place
// (docs/decisions/036).
import { RegistrationForm } from "~/components/contact/registration-form";
import { hydrateIslands } from "./hydrate";

hydrateIslands({ "registration-form": RegistrationForm });
