import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

export type VnuMessage = {
  type: string;
  subType?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  url: string;
};

/**
 * Validates HTML documents with the W3C Nu HTML Checker (vnu-jar, on the
 * machine's Java) in one JVM run. Returns the errors, each naming its page.
 */
export async function validateHtml(
  pages: Array<{ name: string; html: string }>,
): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  const byFile = new Map<string, string>();
  pages.forEach((page, i) => {
    const file = path.join(dir, `${i}.html`);
    fs.writeFileSync(file, page.html);
    byFile.set(`file:${file}`, page.name);
  });
  const { stdout, stderr } = await promisify(execFile)(
    "java",
    [
      "-jar",
      VNU_JAR,
      "--format",
      "json",
      "--exit-zero-always",
      "--stdout",
      ...[...byFile.keys()].map((f) => f.slice(5)),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  fs.rmSync(dir, { recursive: true, force: true });
  const report = JSON.parse(stdout || stderr) as { messages: VnuMessage[] };
  return report.messages
    .filter((m) => m.type === "error" || m.subType === "fatal")
    .map(
      (m) =>
        `${byFile.get(m.url) ?? m.url}:${m.lastLine ?? "?"} ${m.message} «${(m.extract ?? "").trim()}»`,
    );
}
