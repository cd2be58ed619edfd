// What the staff list screen of an ordered record type shows (app/ui/records/record-lists.tsx),
// read by its loader (ordered-records.server.ts): the page's words, and one line per record.
import type { LucideIcon } from "lucide-react";

export type OrderedListPage = {
  meta: { title: string; description: string };
  /** The staff list ("/admin/faq"); a record's editor is `${href}/${id}`. */
  href: string;
  /** What a log line says failed: "admin faq list". */
  label: string;
  title: string;
  /** The way to a new record, top right. */
  newRecord: { to: string; icon: LucideIcon; label: string };
  /** Where the records show and in which order, under the title. */
  intro: string;
  /** Each list's heading id is `${groupId}-${key}`: "pagina-contatti". */
  groupId: string;
  /** Said in a list with no records. */
  empty: string;
  deletion: { title: string; question: string };
  /** What the list says after a redirect (`?avviso=`): a move, a deletion, a record gone meanwhile. */
  notices: { moved: string; deleted: string; gone: string };
  /** Said in place of the lists when they could not be read. */
  loadError: string;
  /** The action's answer when a move or a deletion failed. */
  failure: string;
};

/** One record in the list screen: the list it belongs to (`group`) and the line about it. */
export type OrderedListItem = { id: string; group: string; title: string; detail: string };
