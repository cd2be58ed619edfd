/**
 * The paragraph staff may rewrite in each kind of e-mail (decision 067): the
 * saved text in `mail_texts`, every saved text as a version in
 * `entity_versions` (entity type 'mail_text', id the kind) and a history row.
 * A kind never edited uses the default written in its definition.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { entityVersions, mailTexts } from "~/platform/db/schema";
import { recordChange, type Actor } from "~/platform/records/audit.server";
import { saveVersion } from "~/platform/records/versions.server";

const ENTITY = "mail_text";

/** The saved paragraph of `kind`, or null when staff never changed it. */
export async function savedParagraph(db: Db, kind: string): Promise<string | null> {
  const [row] = await db
    .select({ paragraph: mailTexts.paragraph })
    .from(mailTexts)
    .where(eq(mailTexts.kind, kind));
  return row?.paragraph ?? null;
}

export async function savedParagraphs(db: Db): Promise<Map<string, string>> {
  const rows = await db.select().from(mailTexts);
  return new Map(rows.map((r) => [r.kind, r.paragraph]));
}

/**
 * Saves `paragraph` as the text of `kind` (null: back to the default), as a
 * new version with its history row, in one transaction.
 */
export async function saveParagraph(
  db: Db,
  input: { kind: string; label: string; paragraph: string | null; actor: Actor },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (input.paragraph === null) {
      await tx.delete(mailTexts).where(eq(mailTexts.kind, input.kind));
    } else {
      const values = {
        paragraph: input.paragraph,
        updatedBy: input.actor.id,
        updatedAt: new Date(),
      };
      await tx
        .insert(mailTexts)
        .values({ kind: input.kind, ...values })
        .onConflictDoUpdate({ target: mailTexts.kind, set: values });
    }
    await saveVersion(tx, {
      entityType: ENTITY,
      entityId: input.kind,
      actor: input.actor,
      snapshot: { paragraph: input.paragraph },
    });
    await recordChange(tx, {
      actor: input.actor,
      action: "update",
      entityType: ENTITY,
      entityId: null,
      summary:
        input.paragraph === null
          ? `E-mail «${input.label}»: ripristinato il testo predefinito`
          : `E-mail «${input.label}»: testo modificato`,
    });
  });
}

/** The texts saved for `kind`, newest first (null: the default was restored). */
export async function paragraphHistory(db: Db, kind: string) {
  const rows = await db
    .select({
      version: entityVersions.version,
      snapshot: entityVersions.snapshot,
      actorLabel: entityVersions.actorLabel,
      createdAt: entityVersions.createdAt,
    })
    .from(entityVersions)
    .where(and(eq(entityVersions.entityType, ENTITY), eq(entityVersions.entityId, kind)))
    .orderBy(desc(entityVersions.version))
    .limit(20);
  return rows.map((r) => ({
    version: r.version,
    paragraph: typeof r.snapshot.paragraph === "string" ? r.snapshot.paragraph : null,
    actorLabel: r.actorLabel,
    createdAt: r.createdAt,
  }));
}
