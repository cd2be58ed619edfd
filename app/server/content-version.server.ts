/**
 * In-process version of the public content, bumped by every write of this
 * process that changes what visitors see (news saved or deleted). With PGlite
 * there is exactly one server process, so this is all the page cache needs to
 * know; with PostgreSQL the cache also reads a fingerprint from the database,
 * which covers writes made by other instances.
 */
let version = 0;

export function markContentChanged(): void {
  version++;
}

export function localContentVersion(): number {
  return version;
}
