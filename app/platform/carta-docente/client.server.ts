/**
 * The ministry's merchants' service of the Carta del Docente (VerificaVoucher,
 * SOAP 1.1 document/literal over mutual TLS with the school's certificate),
 * as a typed client with no knowledge of enrolments: Check, Confirm and the
 * one-time activation (decision 062). Faults come back as values with their
 * code (01–06); a call that got no answer throws CartaDocenteUnavailable,
 * which says whether the request may have reached the service.
 */
import fs from "node:fs";
import https from "node:https";
import tls from "node:tls";
import wsdlXml from "./VerificaVoucher.wsdl?raw";

/** Where the service is and the school's certificate (env.server.ts builds it). */
export type CartaDocenteConfig = {
  url: string;
  /** PEM paths of the certificate and its key, or a PKCS#12 bundle. */
  certPath?: string;
  keyPath?: string;
  pfxPath?: string;
  passphrase?: string;
  /** PEM bundle of CAs trusted besides the system's. */
  caPath?: string;
  timeoutMs: number;
};

/** The service's fault codes (the merchants' guide, "Codici di errore"). */
export type FaultCode = "01" | "02" | "03" | "04" | "05" | "06";

type Fault = { ok: false; fault: FaultCode; message: string };

export type CheckAnswer =
  | {
      ok: true;
      /** A fiscal code or a name, as the service returns it. */
      beneficiary: string;
      merchantVat: string;
      ambito: string;
      bene: string;
      amountCents: number;
    }
  | Fault;

export type ConfirmAnswer = { ok: true; outcome: string } | Fault;

/**
 * No answer came. `sent` false: the request surely never reached the service
 * (refused connection, unknown host, a certificate refused before sending), so
 * it may be sent again; true: it may have been processed (a timeout, a
 * connection dropped after the request left).
 */
export class CartaDocenteUnavailable extends Error {
  constructor(
    message: string,
    readonly sent: boolean,
    readonly timedOut: boolean,
  ) {
    super(message);
  }
}

/** The code the merchants' guide gives for activating a merchant with a Check. */
export const ACTIVATION_CODE = "11aa22bb";

const NOT_SENT = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "ERR_TLS_CERT_ALTNAME_INVALID",
  "CERT_HAS_EXPIRED",
]);

type SoapFault = { faultcode?: unknown; faultstring?: unknown; detail?: unknown };

/**
 * The fault code 01–06 of a SOAP fault: the first one found in its detail
 * (where the service puts exceptionCode), else in its faultcode or faultstring.
 */
function faultCodeOf(fault: SoapFault): FaultCode | null {
  const detail = JSON.stringify(fault.detail ?? "");
  const texts = [detail, String(fault.faultcode ?? ""), String(fault.faultstring ?? "")];
  for (const text of texts) {
    const found = /(?:^|[^0-9])(0[1-6])(?![0-9])/.exec(text);
    if (found) return found[1] as FaultCode;
  }
  return null;
}

function unavailable(error: unknown): CartaDocenteUnavailable {
  const e = error as { code?: string; message?: string; cause?: { code?: string } };
  const code = e.code ?? e.cause?.code ?? "";
  const timedOut =
    code === "ECONNABORTED" || code === "ETIMEDOUT" || /timeout/i.test(e.message ?? "");
  return new CartaDocenteUnavailable(
    `Carta del Docente: nessuna risposta (${code || e.message || "errore"})`,
    !timedOut && NOT_SENT.has(code) ? false : true,
    timedOut,
  );
}

type Operation = "Check" | "Confirm";
type SoapClient = Record<
  `${Operation}Async`,
  (args: unknown, options: Record<string, unknown>) => Promise<[unknown]>
>;

/** A client for one configuration: the WSDL is parsed once, each call has its own timeout. */
export function createCartaDocenteClient(config: CartaDocenteConfig) {
  const read = (p: string | undefined) => (p ? fs.readFileSync(p) : undefined);
  const extraCa = read(config.caPath);
  const agent = new https.Agent({
    cert: read(config.certPath),
    key: read(config.keyPath),
    pfx: read(config.pfxPath),
    passphrase: config.passphrase,
    ca: extraCa ? [...tls.rootCertificates, extraCa.toString()] : undefined,
    keepAlive: false,
  });
  let soapClient: Promise<SoapClient> | undefined;
  const client = () =>
    (soapClient ??= (async () => {
      // Loaded only where the service is configured: most sites never need it.
      const soap = await import("soap");
      const wsdl = new soap.WSDL(wsdlXml, "VerificaVoucher.wsdl", {});
      await new Promise<void>((resolve, reject) =>
        wsdl.onReady((error?: unknown) => (error ? reject(error) : resolve())),
      );
      return new soap.Client(wsdl, config.url) as unknown as SoapClient;
    })());

  async function call(operation: Operation, checkReq: Record<string, unknown>) {
    const soap = await client();
    try {
      const [result] = await soap[`${operation}Async`](
        { checkReq },
        { httpsAgent: agent, timeout: config.timeoutMs, maxRedirects: 0 },
      );
      return {
        ok: true as const,
        body: (result as { checkResp?: Record<string, unknown> }).checkResp ?? {},
      };
    } catch (error) {
      const fault = (error as { root?: { Envelope?: { Body?: { Fault?: SoapFault } } } }).root
        ?.Envelope?.Body?.Fault;
      const code = fault ? faultCodeOf(fault) : null;
      if (fault && code) {
        return {
          ok: false as const,
          fault: code,
          message: String(fault.faultstring ?? ""),
        } satisfies Fault;
      }
      throw unavailable(error);
    }
  }

  async function check(code: string, merchantVat?: string): Promise<CheckAnswer> {
    const answer = await call("Check", {
      tipoOperazione: "1",
      codiceVoucher: code,
      ...(merchantVat ? { partitaIvaEsercente: merchantVat } : {}),
    });
    if (!answer.ok) return answer;
    const b = answer.body;
    return {
      ok: true,
      beneficiary: String(b.nominativoBeneficiario ?? ""),
      merchantVat: String(b.partitaIvaEsercente ?? ""),
      ambito: String(b.ambito ?? ""),
      bene: String(b.bene ?? ""),
      amountCents: Math.round(Number(b.importo) * 100),
    };
  }

  return {
    /** Check (tipoOperazione 1): the buono's amount and beneficiary; nothing is spent. */
    check,
    /** Confirm: spends `amountCents` of the buono, once. */
    async confirm(code: string, amountCents: number): Promise<ConfirmAnswer> {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
        throw new Error("amountCents: positive integer cents");
      }
      const answer = await call("Confirm", {
        tipoOperazione: "1",
        codiceVoucher: code,
        importo: amountCents / 100,
      });
      if (!answer.ok) return answer;
      return { ok: true, outcome: String(answer.body.esito ?? "") };
    },
    /** The one-time activation: a Check of ACTIVATION_CODE; fault 03 means already active. */
    activate(merchantVat?: string): Promise<CheckAnswer> {
      return check(ACTIVATION_CODE, merchantVat);
    },
  };
}

export type CartaDocenteClient = ReturnType<typeof createCartaDocenteClient>;

const clients = new WeakMap<object, CartaDocenteClient>();

/**
 * The client of a configuration (`cartaDocenteConfig` of env.server.ts), made
 * once per `owner` (the process's Env): its agent and parsed WSDL are reused.
 */
export function cartaDocenteClient(
  owner: object,
  config: CartaDocenteConfig | null,
): CartaDocenteClient | null {
  if (!config) return null;
  let found = clients.get(owner);
  if (!found) {
    found = createCartaDocenteClient(config);
    clients.set(owner, found);
  }
  return found;
}
