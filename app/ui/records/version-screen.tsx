// The one screen every record type uses to restore a saved version (decision
// 039). The server half is version-screen.server.ts.
import type { ReactNode } from "react";
import { formatDateTimeIt } from "~/platform/format-date";
import { VersionRestore } from "~/ui/records/versions";

/** What version-screen.server.ts `versionScreenData` gives as `screen`. */
type VersionScreenData = {
  record: { name: string; editHref: string };
  version: {
    number: number;
    createdAt: Parameters<typeof formatDateTimeIt>[0];
    actorLabel: string;
  };
  /** The heading of the version's texts. */
  heading: string;
  /** What the record is: «Offerta», «Testi della pagina». */
  subject: string;
  /** What the restore does and keeps. */
  restores: string;
};

export function RecordVersionScreen({
  screen: { record, version, heading, subject, restores },
  result,
  children,
}: {
  screen: VersionScreenData;
  result?: { status: "failed"; message?: string };
  children: ReactNode;
}) {
  return (
    <VersionRestore
      number={version.number}
      intro={
        <>
          {`${subject} «${record.name}». Versione salvata il ${formatDateTimeIt(version.createdAt)}`}
          {version.actorLabel ? ` da ${version.actorLabel}` : ""}. {restores}
        </>
      }
      result={result}
      title={heading}
      cancelHref={record.editHref}
    >
      {children}
    </VersionRestore>
  );
}
