import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  cartaDocenteConfig,
  ConfigError,
  ENV_VARIABLES,
  failingTables,
  parseEnv,
  warnAboutConfiguration,
} from "~/platform/env.server";

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

describe("warnAboutConfiguration", () => {
  const warnings = (source: NodeJS.ProcessEnv) => {
    const lines: string[] = [];
    warnAboutConfiguration(parseEnv({ DATA_DIR: dataDir(), ...source }), (line) =>
      lines.push(line),
    );
    return lines;
  };

  it("says in one line that a production site has no PUBLIC_URL, and what it uses instead", () => {
    const lines = warnings({ NODE_ENV: "production", PORT: "8080" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Attenzione: PUBLIC_URL non è impostato/);
    expect(lines[0]).toContain("http://localhost:8080");
    expect(lines[0]).toContain("attestati");
    expect(lines[0]).not.toContain("\n");
  });

  it("says nothing once PUBLIC_URL is set, or in development", () => {
    expect(warnings({ NODE_ENV: "production", PUBLIC_URL: "https://www.example.org" })).toEqual([]);
    expect(warnings({ NODE_ENV: "development" })).toEqual([]);
  });
});

describe(".env.example", () => {
  it("lists exactly the variables the configuration reads, each once", () => {
    const names = fs
      .readFileSync(".env.example", "utf8")
      .split("\n")
      .map((line) => /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
      .filter((name): name is string => name !== undefined);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...ENV_VARIABLES].sort());
  });

  it("has the true defaults in its lines that are not commented out", () => {
    const example = Object.fromEntries(
      fs
        .readFileSync(".env.example", "utf8")
        .split("\n")
        .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line))
        .filter((match) => match !== null)
        .map((match) => [match[1]!, match[2]!]),
    );
    const defaults = parseEnv({ DATA_DIR: "./data" });
    for (const [name, value] of Object.entries(example)) {
      const parsed = defaults[name as keyof typeof defaults];
      expect(name === "DATA_DIR" ? path.resolve(value) : value, name).toBe(String(parsed));
    }
  });
});

describe("npm run serve and npm run dev", () => {
  const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
    scripts: Record<string, string>;
  };

  it.each(["serve", "dev"])("%s reads a .env beside it, and starts without one", (name) => {
    const flags = scripts[name]!.split(/\s+/).filter((word) => word.startsWith("--env-file"));
    const dir = dataDir();
    const { PUBLIC_URL: _unset, ...environment } = process.env;
    const publicUrl = () =>
      spawnSync(process.execPath, [...flags, "-p", "process.env.PUBLIC_URL ?? 'nessuno'"], {
        cwd: dir,
        env: environment,
        encoding: "utf8",
      });
    expect(publicUrl().stdout.trim()).toBe("nessuno");
    fs.writeFileSync(path.join(dir, ".env"), "PUBLIC_URL=https://www.example.org\n");
    expect(publicUrl().stdout.trim()).toBe("https://www.example.org");
  });
});

describe("the Carta del Docente variables", () => {
  const dir = dataDir();
  const pem = path.join(dir, "scuola.pem");
  fs.writeFileSync(pem, "not read at start");
  const parse = (vars: Record<string, string>) => () => parseEnv({ DATA_DIR: dir, ...vars });

  it("configure the service only when the URL comes with a certificate and key, or a bundle", () => {
    const url = "https://verifica.example.org/VerificaVoucher";
    expect(cartaDocenteConfig(parseEnv({ DATA_DIR: dir }))).toBeNull();
    const both = parseEnv({
      DATA_DIR: dir,
      CARTA_DOCENTE_URL: url,
      CARTA_DOCENTE_CERT: pem,
      CARTA_DOCENTE_KEY: pem,
    });
    expect(cartaDocenteConfig(both)).toMatchObject({
      url,
      certPath: pem,
      keyPath: pem,
      timeoutMs: 5000,
    });
    const pfx = parseEnv({ DATA_DIR: dir, CARTA_DOCENTE_URL: url, CARTA_DOCENTE_PFX: pem });
    expect(cartaDocenteConfig(pfx)).toMatchObject({ url, pfxPath: pem });
  });

  it("stop the start with one line on half a configuration or a file that is not there", () => {
    const url = "https://verifica.example.org/VerificaVoucher";
    expect(parse({ CARTA_DOCENTE_URL: url })).toThrow(/CARTA_DOCENTE_CERT.*manca/);
    expect(parse({ CARTA_DOCENTE_URL: url, CARTA_DOCENTE_CERT: pem })).toThrow(
      /CARTA_DOCENTE_KEY.*manca/,
    );
    expect(parse({ CARTA_DOCENTE_CERT: pem, CARTA_DOCENTE_KEY: pem })).toThrow(
      /CARTA_DOCENTE_URL.*manca/,
    );
    expect(
      parse({ CARTA_DOCENTE_URL: url, CARTA_DOCENTE_PFX: path.join(dir, "assente.p12") }),
    ).toThrow(/CARTA_DOCENTE_PFX=.*non è un file leggibile/);
    expect(
      parse({ CARTA_DOCENTE_URL: "http://verifica.example.org/", CARTA_DOCENTE_PFX: pem }),
    ).toThrow(ConfigError);
  });
});
