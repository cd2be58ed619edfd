/**
 * A local stand-in for the ministry's Carta del Docente service (decision
 * 062): the `soap` package's server built from the same WSDL the client
 * reads, behind HTTPS that requires a client certificate signed by its CA.
 * The certificates are made with openssl once per test file.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import * as soap from "soap";
import { afterAll, beforeAll } from "vitest";
import wsdlXml from "~/platform/carta-docente/VerificaVoucher.wsdl?raw";
import type { Database } from "~/platform/db/client.server";
import { parseEnv, type Env } from "~/platform/env.server";
import { action } from "~/features/enrolments/public/enrol";
import { callAction } from "./action";
import { registrationForm } from "./builders";

export type TestCertificates = {
  dir: string;
  ca: string;
  serverCert: string;
  serverKey: string;
  clientCert: string;
  clientKey: string;
  /** A client certificate of another CA: the service must refuse it. */
  wrongCert: string;
  wrongKey: string;
};

function openssl(dir: string, ...args: string[]) {
  execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
}

/** A CA, the service's certificate for 127.0.0.1, the school's, and one of another CA. */
export function makeCertificates(): TestCertificates {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carta-docente-"));
  const key = (name: string) =>
    openssl(
      dir,
      "genpkey",
      "-algorithm",
      "EC",
      "-pkeyopt",
      "ec_paramgen_curve:P-256",
      "-out",
      name,
    );
  const selfSigned = (name: string, subject: string) => {
    key(`${name}.key`);
    openssl(
      dir,
      "req",
      "-x509",
      "-new",
      "-key",
      `${name}.key`,
      "-days",
      "2",
      "-subj",
      subject,
      "-out",
      `${name}.pem`,
    );
  };
  const signed = (name: string, ca: string, subject: string, ext: string) => {
    key(`${name}.key`);
    openssl(dir, "req", "-new", "-key", `${name}.key`, "-subj", subject, "-out", `${name}.csr`);
    fs.writeFileSync(path.join(dir, `${name}.ext`), ext);
    openssl(
      dir,
      "x509",
      "-req",
      "-in",
      `${name}.csr`,
      "-CA",
      `${ca}.pem`,
      "-CAkey",
      `${ca}.key`,
      "-CAcreateserial",
      "-days",
      "2",
      "-extfile",
      `${name}.ext`,
      "-out",
      `${name}.pem`,
    );
  };
  selfSigned("ca", "/CN=Ministero di prova");
  selfSigned("other-ca", "/CN=Altra autorita");
  signed(
    "server",
    "ca",
    "/CN=127.0.0.1",
    "subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n",
  );
  signed("client", "ca", "/CN=Scuola di prova", "extendedKeyUsage=clientAuth\n");
  signed("wrong", "other-ca", "/CN=Scuola sconosciuta", "extendedKeyUsage=clientAuth\n");
  const at = (name: string) => path.join(dir, name);
  return {
    dir,
    ca: at("ca.pem"),
    serverCert: at("server.pem"),
    serverKey: at("server.key"),
    clientCert: at("client.pem"),
    clientKey: at("client.key"),
    wrongCert: at("wrong.pem"),
    wrongKey: at("wrong.key"),
  };
}

type Buono = {
  amountCents: number;
  beneficiary: string;
  /** Spent by a Confirm (or used elsewhere): Check and Confirm answer 02. */
  spent?: boolean;
  /** Not for this kind of purchase: 06. */
  wrongKind?: boolean;
  /** A fault the Check answers for this buono, whatever else holds. */
  checkFault?: string;
};

type MinistryCall = { operation: "Check" | "Confirm"; code: string; importo?: number };

const FAULT_TEXTS: Record<string, string> = {
  "01": "Errore nel formato dei parametri in input, verificarli e riprovare",
  "02": "Il buono richiesto non è disponibile sul sistema o è già stato riscosso o annullato",
  "03": "Impossibile attivare l'esercente. Verificare che i dati siano corretti e che l'esercente non sia già stato attivato",
  "04": "L'importo richiesto è superiore all'importo del buono selezionato",
  "05": "Non si può verificare o consumare il buono poichè l'esercente risulta non attivo",
  "06": "Ambito e bene del buono non coincidono con ambiti e beni trattati dall'esercente",
};

/** A SOAP fault as the service sends one: the code in the detail, its text as faultstring. */
function fault(code: string): never {
  throw {
    Fault: {
      faultcode: "soapenv:Server",
      faultstring: FAULT_TEXTS[code],
      detail: { FaultVoucher: { exceptionCode: code, exceptionMessage: FAULT_TEXTS[code] } },
    },
  };
}

const ACTIVATION_CODE = "11aa22bb";
const SERVICE_PATH = "/VerificaVoucherDocWEB/VerificaVoucher";

/** The stand-in: its buoni, whether the merchant is active, what it received, and a delay to make it slow. */
export type Ministry = {
  url: string;
  buoni: Map<string, Buono>;
  calls: MinistryCall[];
  /** Whether the school's activation was done (a second one answers 03). */
  active: boolean;
  /** Answers are held this long (a slow or hung service). */
  delayMs: number;
  /** Only Confirm's answers are held this long (the spending request arrives, its answer is lost). */
  confirmDelayMs: number;
  /** Requests that reached the TLS layer and were refused for their certificate. */
  refusedHandshakes: number;
  close(): Promise<void>;
};

export async function startMinistry(certs: TestCertificates): Promise<Ministry> {
  const server = https.createServer({
    key: fs.readFileSync(certs.serverKey),
    cert: fs.readFileSync(certs.serverCert),
    ca: fs.readFileSync(certs.ca),
    requestCert: true,
    rejectUnauthorized: true,
  });
  const ministry: Ministry = {
    url: "",
    buoni: new Map(),
    calls: [],
    active: true,
    delayMs: 0,
    confirmDelayMs: 0,
    refusedHandshakes: 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server.on("tlsClientError", () => ministry.refusedHandshakes++);
  const later = <T>(answer: () => T, extraMs = 0): Promise<T> =>
    new Promise((resolve, reject) =>
      setTimeout(() => {
        try {
          resolve(answer());
        } catch (error) {
          reject(error as Error);
        }
      }, ministry.delayMs + extraMs),
    );
  type Req = {
    checkReq: { tipoOperazione: string; codiceVoucher: string; importo?: number | string };
  };
  const services = {
    VerificaVoucher: {
      VerificaVoucherSOAP: {
        Check: ({ checkReq }: Req) => {
          ministry.calls.push({ operation: "Check", code: checkReq.codiceVoucher });
          return later(() => {
            if (checkReq.tipoOperazione !== "1" && checkReq.tipoOperazione !== "2") fault("01");
            if (checkReq.codiceVoucher === ACTIVATION_CODE) {
              if (ministry.active) fault("03");
              ministry.active = true;
              return {
                checkResp: {
                  nominativoBeneficiario: "",
                  partitaIvaEsercente: "",
                  ambito: "",
                  bene: "",
                  importo: 0,
                },
              };
            }
            if (!/^[A-Za-z0-9]{8}$/.test(checkReq.codiceVoucher)) fault("01");
            if (!ministry.active) fault("05");
            const buono = ministry.buoni.get(checkReq.codiceVoucher);
            if (buono?.checkFault) fault(buono.checkFault);
            if (!buono || buono.spent) fault("02");
            if (buono.wrongKind) fault("06");
            return {
              checkResp: {
                nominativoBeneficiario: buono.beneficiary,
                partitaIvaEsercente: "01234567890",
                ambito: "Formazione e aggiornamento",
                bene: "Corsi di aggiornamento enti accreditati/qualificati",
                importo: buono.amountCents / 100,
              },
            };
          });
        },
        Confirm: ({ checkReq }: Req) => {
          const importo = Number(checkReq.importo);
          ministry.calls.push({ operation: "Confirm", code: checkReq.codiceVoucher, importo });
          const buono = ministry.buoni.get(checkReq.codiceVoucher);
          // The buono is spent when the request arrives, even if the answer is late or lost.
          const spendable = buono && !buono.spent && Math.round(importo * 100) <= buono.amountCents;
          if (buono && spendable) buono.spent = true;
          return later(() => {
            if (!ministry.active) fault("05");
            if (!buono || (buono.spent && !spendable)) fault("02");
            if (!spendable) fault("04");
            return { checkResp: { esito: "OK" } };
          }, ministry.confirmDelayMs);
        },
      },
    },
  };
  soap.listen(server, SERVICE_PATH, services, wsdlXml);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  ministry.url = `https://127.0.0.1:${(server.address() as AddressInfo).port}${SERVICE_PATH}`;
  return ministry;
}

/** The variables that point the site at the stand-in with the school's certificate. */
function ministryEnv(
  ministry: Ministry,
  certs: TestCertificates,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    CARTA_DOCENTE_URL: ministry.url,
    CARTA_DOCENTE_CERT: certs.clientCert,
    CARTA_DOCENTE_KEY: certs.clientKey,
    CARTA_DOCENTE_CA: certs.ca,
    CARTA_DOCENTE_TIMEOUT_MS: "700",
    ...extra,
  };
}

/**
 * For a test file: the certificates, the stand-in and the site's Env pointed
 * at it, made once in beforeAll and closed in afterAll.
 */
export function ministryPerFile(): () => { certs: TestCertificates; ministry: Ministry; env: Env } {
  let made: { certs: TestCertificates; ministry: Ministry; env: Env } | undefined;
  beforeAll(async () => {
    const certs = makeCertificates();
    const ministry = await startMinistry(certs);
    const env = parseEnv({
      DATA_DIR: certs.dir,
      LOG_LEVEL: "silent",
      ...ministryEnv(ministry, certs),
    });
    made = { certs, ministry, env };
  });
  afterAll(async () => {
    await made?.ministry.close();
    if (made) fs.rmSync(made.certs.dir, { recursive: true, force: true });
  });
  return () => {
    if (!made) throw new Error("the ministry's stand-in starts in beforeAll");
    return made;
  };
}

/** Sends an edition's enrolment form (no file: the code only) through the real route action. */
export function enrolOnline(
  database: Database,
  env: Env,
  slug: string,
  fields: Record<string, string>,
) {
  const request = new Request(`http://localhost/corsi/${slug}/iscrizione`, {
    method: "POST",
    body: registrationForm(fields, null, "paymentFile"),
  });
  return callAction(action, request, {
    database,
    env,
    log: pino({ level: "silent" }),
    clientIp: `10.1.0.${Math.floor(Math.random() * 250) + 1}`,
    params: { courseId: slug },
  });
}
