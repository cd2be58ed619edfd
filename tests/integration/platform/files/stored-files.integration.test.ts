import fs from "node:fs";
import { blackPng } from "../../../support/images";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { loader as newsMediaLoader } from "~/features/news/public/media";
import { openDatabase } from "~/platform/db/client.server";
import {
  deleteStoredFile,
  getStoredFile,
  IMPORTED_UPLOADS_FOLDER,
  importUploadsFromDisk,
  putStoredFile,
  sha256Hex,
} from "~/platform/files/stored-files.server";
import { storeMediaImage } from "~/platform/records/media.server";
import { parseEnv } from "~/platform/env.server";
import { requestContext } from "../../../support/action";
import { describeOnEachDatabase } from "../../../support/db";

/** A real (tiny) PNG: every stored image passes the image check, which reads its header. */
const PNG = Buffer.from(blackPng(4));

describeOnEachDatabase(
  "stored files on %s",
  (db, kind) => {
    let dataDir: string;
    beforeEach(() => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scuola-file-"));
    });
    afterEach(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it("puts, gets and deletes a file by key, byte for byte, never overwriting one", async () => {
      const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      const stored = await putStoredFile(db().db, "receipts/a.pdf", bytes, "application/pdf");
      expect(stored).toEqual({
        key: "receipts/a.pdf",
        mime: "application/pdf",
        size: 256,
        sha256: sha256Hex(bytes),
      });
      const read = await getStoredFile(db().db, "receipts/a.pdf");
      expect(Buffer.from(read!.bytes)).toEqual(bytes);
      await expect(
        putStoredFile(db().db, "receipts/a.pdf", Buffer.from("altro"), "application/pdf"),
      ).rejects.toThrow();
      await expect(
        putStoredFile(db().db, "../fuori.pdf", bytes, "application/pdf"),
      ).rejects.toThrow(/Invalid stored-file key/);
      expect(await getStoredFile(db().db, "../etc/passwd")).toBeNull();
      expect(await deleteStoredFile(db().db, "receipts/a.pdf")).toBe(true);
      expect(await deleteStoredFile(db().db, "receipts/a.pdf")).toBe(false);
      expect(await getStoredFile(db().db, "receipts/a.pdf")).toBeNull();
    });

    // Instance B: its own pool on the same PostgreSQL. (PGlite is one process
    // by design: it never has a second instance.)
    if (kind === "postgres")
      it("a file put through one instance is served by another", async () => {
        const a = db();
        const b = await openDatabase({ databaseUrl: a.url! });
        try {
          const stored = await storeMediaImage(a.db, PNG);
          expect(stored.ok).toBe(true);
          const file = stored.ok ? stored.url.replace("/media/", "") : "";
          const serve = (headers: Record<string, string> = {}) =>
            newsMediaLoader({
              request: new Request(`http://localhost/media/${file}`, { headers }),
              params: { file },
              context: requestContext(b, parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent" })),
            } as never);
          const answer = await serve();
          expect(answer.status).toBe(200);
          expect(answer.headers.get("ETag")).toBe(`"${sha256Hex(PNG)}"`);
          expect(answer.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
          expect(Buffer.from(await answer.arrayBuffer())).toEqual(PNG);
          const again = await serve({ "If-None-Match": `"${sha256Hex(PNG)}"` });
          expect(again.status).toBe(304);
        } finally {
          await b.close();
        }
      });

    it("moves the files an older release left on disk into the database, once and without loss", async () => {
      const uploads = path.join(dataDir, "uploads");
      const files = {
        "media/11111111-2222-4333-8444-555555555555.png": PNG,
        "courses/11111111-2222-4333-8444-555555555555-card.webp": Buffer.from("RIFF....WEBPVP8 "),
        "receipts/11111111-2222-4333-8444-666666666666.pdf": Buffer.from("%PDF-1.4 ricevuta"),
      };
      for (const [key, bytes] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(uploads, key)), { recursive: true });
        fs.writeFileSync(path.join(uploads, key), bytes);
      }
      // A half-written file of the old writer, and a key the database holds with other bytes.
      fs.writeFileSync(path.join(uploads, "media", ".x.png.tmp"), "metà");
      await putStoredFile(db().db, "receipts/diverso.pdf", Buffer.from("A"), "application/pdf");
      fs.writeFileSync(path.join(uploads, "receipts", "diverso.pdf"), "B");

      const first = await importUploadsFromDisk(db().db, dataDir);
      expect(first.imported).toBe(3);
      expect(first.kept.sort()).toEqual(["media/.x.png.tmp", "receipts/diverso.pdf"]);
      for (const [key, bytes] of Object.entries(files)) {
        const stored = await getStoredFile(db().db, key);
        expect(Buffer.from(stored!.bytes)).toEqual(bytes);
        expect(stored!.sha256).toBe(sha256Hex(bytes));
        // Moved aside, not deleted: the old copy stays readable by hand.
        expect(fs.readFileSync(path.join(dataDir, IMPORTED_UPLOADS_FOLDER, key))).toEqual(bytes);
        expect(fs.existsSync(path.join(uploads, key))).toBe(false);
      }
      expect(fs.readFileSync(path.join(uploads, "receipts", "diverso.pdf"), "utf8")).toBe("B");
      expect(Buffer.from((await getStoredFile(db().db, "receipts/diverso.pdf"))!.bytes)).toEqual(
        Buffer.from("A"),
      );

      // A second start (or a crash between the insert and the move) changes nothing.
      const key = "media/11111111-2222-4333-8444-555555555555.png";
      fs.copyFileSync(path.join(dataDir, IMPORTED_UPLOADS_FOLDER, key), path.join(uploads, key));
      const second = await importUploadsFromDisk(db().db, dataDir);
      expect(second.imported).toBe(1);
      expect(Buffer.from((await getStoredFile(db().db, key))!.bytes)).toEqual(PNG);
    });
  },
  { fresh: "each" },
);
