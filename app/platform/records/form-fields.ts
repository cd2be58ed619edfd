/**
 * The hidden fields staff forms send for the no-lost-edit rule (decision 039):
 * written by the forms (app/ui/forms/field.tsx, app/ui/staff/detail-parts.tsx)
 * and read by the platform's actions, so their names live below both.
 */

/** The version of the record an editor form was opened on: the save compares it with the stored one. */
export const OPENED_VERSION_FIELD = "openedVersion";

/** The status a record was shown with, sent with a status change: one made meanwhile refuses it. */
export const SHOWN_STATUS_FIELD = "shownStatus";
