// /contatti: the map (Leaflet, loaded when it nears the screen) and the contact
// form sent in place (docs/decisions/036).
import { ContactForm } from "~/components/contact/contact-form";
import { OfficeMap } from "~/components/contact/office-map";
import { hydrateIslands } from "./hydrate";

hydrateIslands({ "office-map": OfficeMap, "contact-form": ContactForm });
