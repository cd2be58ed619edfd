import { isUuid } from "./uuid";

export type CourseLookup = { by: "id"; id: string } | { by: "slug"; slug: string } | null;

/**
 * Spec §5: an identifier in UUID format is searched by id, anything else by
 * slug; an empty identifier gives no result (null).
 */
export function courseLookup(identifier: string | null | undefined): CourseLookup {
  const value = (identifier ?? "").trim();
  if (value === "") return null;
  if (isUuid(value)) return { by: "id", id: value.toLowerCase() };
  return { by: "slug", slug: value };
}
