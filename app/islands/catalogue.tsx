// /corsi: the catalogue's search, filters and 'Mostra altri' (docs/decisions/036).
import { CourseCatalogue } from "~/components/course/course-catalogue";
import { hydrateIslands } from "./hydrate";

hydrateIslands({ catalogue: CourseCatalogue });
