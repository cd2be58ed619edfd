import { appContext } from "~/context";
import { readNewsImage } from "~/features/news/media.server";
import { uploadedImageResponse } from "~/platform/responses.server";
import type { Route } from "./+types/media";

/** GET /media/:file — images staff uploaded for news. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  return uploadedImageResponse(await readNewsImage(env.DATA_DIR, params.file));
}
