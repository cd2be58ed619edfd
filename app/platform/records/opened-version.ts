/**
 * The hidden field of an editor form that carries the version of the record
 * it was opened on (decision 039, "No lost edit"); the save compares it with
 * the stored one. Browser-safe: the forms and the editor action share it.
 */
export const OPENED_VERSION_FIELD = "openedVersion";

/** The hidden field of a status form: the status the record was shown with. */
export const SHOWN_STATUS_FIELD = "shownStatus";
