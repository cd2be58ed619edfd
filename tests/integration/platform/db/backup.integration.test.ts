import { PassThrough } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CEDILS_COURSE_ID } from "~/features/courses/cedils-course";
import { BACKUP_TABLES, hasData, restoreBackup, writeBackup } from "~/platform/db/backup.server";
import type { Db } from "~/platform/db/client.server";
import {
  contactMessages,
  courseEditions,
  courseSlugRedirects,
  enrolments,
  newsPosts,
  users,
} from "~/platform/db/schema";
import { getStoredFile, putStoredFile } from "~/platform/files/stored-files.server";
import { contentFingerprint } from "~/platform/records/content-version.server";
import { aCedilsEnrolment, aContactMessageRow } from "../../../support/builders";
import { createTestDatabase, DATABASE_KINDS } from "../../../support/db";

async function snapshot(db: Db) {
  const out: Record<string, unknown[]> = {};
  for (const table of BACKUP_TABLES) {
    const result = (await db.execute(
      sql`select row_to_json(t)::text as r from ${sql.identifier(table)} t order by 1`,
    )) as unknown as { rows: Array<{ r: string }> };
    out[table] = result.rows.map((row) => row.r);
  }
  return out;
}

/**
 * The snapshot less the invoice counters: a restore marks them unconfirmed
 * and makes this year's (decision 063), so staff confirm the next number.
 */
function withoutCounters(tables: Record<string, unknown[]>) {
  const { invoice_counters: counters, ...rest } = tables;
  return { rest, counters: counters!.map((r) => JSON.parse(String(r)) as { confirmed: boolean }) };
}

/** Every stored file (decision 040): key, type, hash, time and the bytes themselves. */
async function filesOf(db: Db) {
  const result = (await db.execute(
    sql`select key, mime, size, sha256, created_at::text as at, encode(bytes, 'base64') as b
        from stored_files order by key`,
  )) as unknown as { rows: unknown[] };
  return result.rows;
}

async function toBuffer(write: (out: PassThrough) => Promise<unknown>) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c) => chunks.push(c));
  const ended = new Promise((resolve) => out.once("end", resolve));
  await write(out);
  await ended;
  return Buffer.concat(chunks);
}

describe.each(DATABASE_KINDS)("backup and restore on %s", (kind) => {
  it("round-trips every table and every uploaded file exactly", async () => {
    const source = await createTestDatabase(kind, { seed: true });
    const target = await createTestDatabase(kind);
    try {
      const [user] = await source.db
        .insert(users)
        .values({ email: "staff@example.org", name: "Staff", passwordHash: "$argon2id$x" })
        .returning();
      await source.db.insert(newsPosts).values({
        title: "Bozza con «caratteri» speciali ✓",
        excerpt: "Riga 1\nRiga 2",
        content: "<p>Testo con ' e \" e \\ </p>",
        image: "/media/a.webp",
        slug: "bozza-speciale",
        tags: ["a,b", 'c"d'],
        authorId: user!.id,
      });
      await source.db.insert(contactMessages).values(aContactMessageRow());
      // Every byte value, so no encoding step may lose one.
      const receipt = Buffer.concat([
        Buffer.from("%PDF-1.4 ricevuta "),
        Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      ]);
      await putStoredFile(source.db, "receipts/r1.pdf", receipt, "application/pdf");
      // A CEDILS registration: an enrolment of the seeded CEDILS edition (decision 049).
      const [cedils] = await source.db
        .select({ id: courseEditions.id })
        .from(courseEditions)
        .where(eq(courseEditions.form, "cedils"));
      await source.db.insert(enrolments).values(
        aCedilsEnrolment(cedils!.id, {
          fullName: "Mario Rossi",
          fiscalCode: "RSSMRA80A01G942X",
          email: "mario@example.org",
          phone: "+39 333 1234567",
          fileKey: "r1.pdf",
          fileOriginalName: "ricevuta.pdf",
          fileSize: 17,
          fileSha256: "x",
        }),
      );
      // A renamed course (its old slug kept for the 301) and an uploaded course image.
      await source.db
        .insert(courseSlugRedirects)
        .values({ slug: "vecchio-indirizzo", courseId: CEDILS_COURSE_ID });
      await putStoredFile(
        source.db,
        "courses/0f8e2a1c-1111-4222-8333-444455556666-card.webp",
        Buffer.from("RIFF....WEBPVP8 "),
        "image/webp",
      );
      // Parents first, so foreign keys hold while restoring.
      for (const child of ["course_slug_redirects", "course_editions", "enrolments"]) {
        expect(BACKUP_TABLES.indexOf("courses")).toBeLessThan(BACKUP_TABLES.indexOf(child));
      }

      const archive = await toBuffer((out) => writeBackup(source.db, out));
      expect(await hasData(target.db)).toBe(false);
      const fingerprint = await contentFingerprint(target);
      const { rows, files } = await restoreBackup(target.db, PassThrough.from([archive]) as never);
      expect(files).toBe(2);
      expect(rows).toBeGreaterThan(5);
      const restoredTables = withoutCounters(await snapshot(target.db));
      expect(restoredTables.rest).toEqual(withoutCounters(await snapshot(source.db)).rest);
      expect(restoredTables.counters.map((c) => c.confirmed)).toEqual([false]);
      // The funding calls travel with the rest.
      expect((await snapshot(target.db)).calls).toHaveLength(3);
      expect(await filesOf(target.db)).toEqual(await filesOf(source.db));
      const restored = await getStoredFile(target.db, "receipts/r1.pdf");
      expect(Buffer.from(restored!.bytes)).toEqual(receipt);
      // Every instance's page cache sees the restored content as new (decision 041).
      expect(await contentFingerprint(target)).not.toBe(fingerprint);

      // Restoring again over existing data replaces it rather than duplicating it.
      await restoreBackup(target.db, PassThrough.from([archive]) as never);
      expect(withoutCounters(await snapshot(target.db)).rest).toEqual(
        withoutCounters(await snapshot(source.db)).rest,
      );
      expect(await filesOf(target.db)).toEqual(await filesOf(source.db));
    } finally {
      await source.drop();
      await target.drop();
    }
  });

  it("refuses a damaged archive and changes nothing", async () => {
    const target = await createTestDatabase(kind, { seed: true });
    try {
      await putStoredFile(target.db, "media/a.png", Buffer.alloc(64 * 1024, 7), "image/png");
      const before = await snapshot(target.db);
      const filesBefore = await filesOf(target.db);
      const archive = await toBuffer((out) => writeBackup(target.db, out));
      const truncated = archive.subarray(0, Math.floor(archive.length / 2));
      await expect(
        restoreBackup(target.db, PassThrough.from([truncated]) as never),
      ).rejects.toThrow();
      expect(await snapshot(target.db)).toEqual(before);
      expect(await filesOf(target.db)).toEqual(filesBefore);
    } finally {
      await target.drop();
    }
  });
});
