import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CartaDocenteUnavailable,
  createCartaDocenteClient,
  type CartaDocenteConfig,
} from "~/platform/carta-docente/client.server";
import {
  makeCertificates,
  startMinistry,
  type Ministry,
  type TestCertificates,
} from "../../../tests/support/carta-docente";

/** The real client against the stand-in built from the WSDL, over mutual TLS (decision 062). */
describe("the Carta del Docente client", () => {
  let certs: TestCertificates;
  let ministry: Ministry;
  let config: CartaDocenteConfig;

  beforeAll(async () => {
    certs = makeCertificates();
    ministry = await startMinistry(certs);
    config = {
      url: ministry.url,
      certPath: certs.clientCert,
      keyPath: certs.clientKey,
      caPath: certs.ca,
      timeoutMs: 700,
    };
  });
  afterAll(async () => {
    await ministry.close();
  });

  it("checks a buono: its amount and beneficiary, nothing spent", async () => {
    ministry.buoni.set("aB3dE5fG", { amountCents: 5050, beneficiary: "RSSMRA85T10A562S" });
    const answer = await createCartaDocenteClient(config).check("aB3dE5fG");
    expect(answer).toMatchObject({ ok: true, amountCents: 5050, beneficiary: "RSSMRA85T10A562S" });
    expect(ministry.buoni.get("aB3dE5fG")!.spent).toBeFalsy();
  });

  it("gives each fault its code: 01 input, 02 not available, 04 amount, 05 not active, 06 wrong kind", async () => {
    const client = createCartaDocenteClient(config);
    ministry.buoni.set("Spent001", { amountCents: 1000, beneficiary: "x", spent: true });
    ministry.buoni.set("Kind0001", { amountCents: 1000, beneficiary: "x", wrongKind: true });
    ministry.buoni.set("Small001", { amountCents: 1000, beneficiary: "x" });
    expect(await client.check("bad")).toMatchObject({ ok: false, fault: "01" });
    expect(await client.check("Spent001")).toMatchObject({ ok: false, fault: "02" });
    expect(await client.check("Kind0001")).toMatchObject({ ok: false, fault: "06" });
    expect(await client.confirm("Small001", 1500)).toMatchObject({ ok: false, fault: "04" });
    ministry.active = false;
    try {
      expect(await client.check("Small001")).toMatchObject({ ok: false, fault: "05" });
      // The one-time activation: first it activates, a second time the service answers 03.
      expect(await client.activate()).toMatchObject({ ok: true });
      expect(await client.activate()).toMatchObject({ ok: false, fault: "03" });
    } finally {
      ministry.active = true;
    }
  });

  it("refuses a connection without a client certificate, or with one of another CA", async () => {
    const before = ministry.refusedHandshakes;
    const noCert = createCartaDocenteClient({
      url: ministry.url,
      caPath: certs.ca,
      timeoutMs: 700,
    });
    await expect(noCert.check("aB3dE5fG")).rejects.toBeInstanceOf(CartaDocenteUnavailable);
    const wrong = createCartaDocenteClient({
      ...config,
      certPath: certs.wrongCert,
      keyPath: certs.wrongKey,
    });
    await expect(wrong.check("aB3dE5fG")).rejects.toBeInstanceOf(CartaDocenteUnavailable);
    expect(ministry.refusedHandshakes).toBe(before + 2);
    expect(ministry.calls.filter((c) => c.code === "aB3dE5fG")).toHaveLength(1);
  });

  it("tells a timeout apart: the request may have arrived", async () => {
    ministry.buoni.set("Slow0001", { amountCents: 1000, beneficiary: "x" });
    ministry.delayMs = 1500;
    try {
      const error = await createCartaDocenteClient(config)
        .confirm("Slow0001", 1000)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CartaDocenteUnavailable);
      expect(error).toMatchObject({ sent: true, timedOut: true });
    } finally {
      ministry.delayMs = 0;
    }
  });
});
