import type { Db } from "./db/client.server";
import { courseExists } from "./courses.server";

/**
 * The optional `from` parameter of the prices pages (spec §2): the course to go
 * back to, only when it exists; anything else gives no back link.
 */
export async function backToCourseId(db: Db, request: Request): Promise<string | null> {
  const from = new URL(request.url).searchParams.get("from")?.trim();
  if (!from || from.length > 200) return null;
  try {
    return (await courseExists(db, from)) ? from : null;
  } catch {
    return null;
  }
}
