// /corsi: the catalogue's search, filters and 'Mostra altri' (docs/decisions/036).
import { CourseCatalogue } from "~/features/courses/public/course-catalogue";
import { hydrateIslands } from "~/platform/islands/hydrate";

hydrateIslands({ catalogue: CourseCatalogue });
