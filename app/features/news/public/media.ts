import { appContext } from "~/context";
import { readMediaImage } from "~/platform/records/media.server";
import { uploadedImageResponse } from "~/platform/responses.server";
import type { Route } from "./+types/media";

/**
 * GET /media/:file — images staff uploaded for news. Names are generated UUIDs,
 * so a file never changes: cached for a year. The headers keep a crafted file
 * from being read as anything but an image.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { database } = context.get(appContext);
  return uploadedImageResponse(request, await readMediaImage(database.db, params.file));
}
