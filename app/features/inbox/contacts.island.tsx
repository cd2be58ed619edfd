// /contatti: the map (Leaflet, loaded when it nears the screen) and the contact
// form sent in place (docs/decisions/036).
import { ContactForm } from "~/features/inbox/contact-form";
import { OfficeMap } from "~/features/inbox/office-map";
import { hydrateIslands } from "~/platform/islands/hydrate";

hydrateIslands({ "office-map": OfficeMap, "contact-form": ContactForm });
