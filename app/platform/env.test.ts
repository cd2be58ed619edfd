import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, failingTables, parseEnv } from "~/platform/env.server";

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "env-"));

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({ DATA_DIR: dataDir() });
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(path.isAbsolute(env.DATA_DIR)).toBe(true);
  });

  it("accepts a PostgreSQL URL and a public URL without trailing slash", () => {
    const env = parseEnv({
      DATA_DIR: dataDir(),
      DATABASE_URL: "postgres://user@127.0.0.1:5432/scuola",
      PUBLIC_URL: "https://www.example.org/",
    });
    expect(env.DATABASE_URL).toBe("postgres://user@127.0.0.1:5432/scuola");
    expect(env.PUBLIC_URL).toBe("https://www.example.org");
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ DATABASE_URL: "http://db" }, "DATABASE_URL"],
    [{ SMTP_URL: "ftp://mail" }, "SMTP_URL"],
    [{ MAIL_TO: "non-una-mail" }, "MAIL_TO"],
    [{ ADMIN_EMAIL: "a@b.it", ADMIN_PASSWORD: "corta" }, "ADMIN_PASSWORD"],
  ])("rejects %o naming %s", (values, name) => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), ...values })).toThrow(ConfigError);
    expect(() => parseEnv({ DATA_DIR: dataDir(), ...values })).toThrow(
      new RegExp(`^Configurazione non valida: ${name}`),
    );
  });

  it("rejects a DATA_DIR that cannot be written", () => {
    const file = path.join(dataDir(), "un-file");
    fs.writeFileSync(file, "");
    expect(() => parseEnv({ DATA_DIR: path.join(file, "sotto") })).toThrow(
      /DATA_DIR=.* non è una cartella scrivibile/,
    );
  });

  it("reads TEST_FAULTS as table names, honoured only with ALLOW_TEST_HOOKS=1", () => {
    const faults = { DATA_DIR: dataDir(), TEST_FAULTS: " news_posts, courses " };
    expect(parseEnv(faults).TEST_FAULTS).toEqual(["news_posts", "courses"]);
    // A production start never sets ALLOW_TEST_HOOKS: the list is then ignored.
    expect(failingTables(parseEnv(faults))).toEqual([]);
    expect(failingTables(parseEnv({ ...faults, ALLOW_TEST_HOOKS: "1" }))).toEqual([
      "news_posts",
      "courses",
    ]);
    expect(() => parseEnv({ DATA_DIR: dataDir(), TEST_FAULTS: "news.list" })).toThrow(
      /^Configurazione non valida: TEST_FAULTS/,
    );
  });
});
