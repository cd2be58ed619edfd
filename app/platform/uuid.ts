const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True when the value has the shape of a UUID (any version), case-insensitive.
 * Spec §5: such an identifier is looked up by id, anything else by slug (courses,
 * news); ids from a URL that fail it cannot match a row, so no query is made.
 */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
