import { appContext } from "~/context";
import { readCourseImage } from "~/features/courses/admin/course-images.server";
import { uploadedImageResponse } from "~/platform/responses.server";
import type { Route } from "./+types/course-media";

/**
 * GET /media/corsi/:file — the variants of course images uploaded by staff
 * (card and list, WebP and AVIF); a new upload gets a new name.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { database } = context.get(appContext);
  return uploadedImageResponse(request, await readCourseImage(database.db, params.file));
}
