/**
 * The school's one-time activation on the Carta del Docente service
 * (decision 062): a Check of the guide's activation code, recorded like any
 * other call. Fault 03 means the school is already active.
 */
import { desc, eq } from "drizzle-orm";
import type { WorkerDeps } from "~/context";
import type { Db } from "~/platform/db/client.server";
import { voucherCalls } from "~/platform/db/schema";
import { cartaDocenteConfig, type Env } from "~/platform/env.server";
import {
  ACTIVATION_CODE,
  cartaDocenteClient,
  CartaDocenteUnavailable,
} from "~/platform/carta-docente/client.server";

const NOT_CONFIGURED =
  "Il servizio della Carta del Docente non è configurato: servono CARTA_DOCENTE_URL e il certificato della scuola (CARTA_DOCENTE_CERT e CARTA_DOCENTE_KEY, oppure CARTA_DOCENTE_PFX).";

/** Runs the activation; `ok` false with the Italian reason when it did not happen now. */
export async function activateMerchant(
  deps: WorkerDeps,
  merchantVat: string,
): Promise<{ ok: boolean; message: string }> {
  const client = cartaDocenteClient(deps.env, cartaDocenteConfig(deps.env));
  if (!client) return { ok: false, message: NOT_CONFIGURED };
  const { db } = deps.database;
  const [call] = await db
    .insert(voucherCalls)
    .values({ code: ACTIVATION_CODE, operation: "attivazione", outcome: "inviata" })
    .returning({ id: voucherCalls.id });
  const record = (set: Partial<typeof voucherCalls.$inferInsert>) =>
    db
      .update(voucherCalls)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(voucherCalls.id, call!.id));
  try {
    const answer = await client.activate(merchantVat);
    if (answer.ok) {
      await record({ outcome: "ok" });
      return {
        ok: true,
        message:
          "Attivazione riuscita: la scuola ora può verificare e incassare i buoni della Carta del Docente.",
      };
    }
    await record({ outcome: "fault", faultCode: answer.fault, detail: answer.message });
    if (answer.fault === "03") {
      return {
        ok: true,
        message:
          "La scuola risulta già attiva sul servizio della Carta del Docente: non serve altro.",
      };
    }
    return {
      ok: false,
      message: `Il servizio ha rifiutato l'attivazione (codice ${answer.fault}): ${answer.message}`,
    };
  } catch (error) {
    if (!(error instanceof CartaDocenteUnavailable)) throw error;
    await record({ outcome: "non_raggiunto", detail: error.message });
    return {
      ok: false,
      message: "Il servizio della Carta del Docente non ha risposto: riprova tra qualche minuto.",
    };
  }
}

/** What /admin/impostazioni shows: configured or not, and the last activation's outcome. */
export async function cartaDocenteStatus(db: Db, env: Env) {
  const config = cartaDocenteConfig(env);
  const [last] = await db
    .select({
      at: voucherCalls.createdAt,
      outcome: voucherCalls.outcome,
      fault: voucherCalls.faultCode,
    })
    .from(voucherCalls)
    .where(eq(voucherCalls.operation, "attivazione"))
    .orderBy(desc(voucherCalls.createdAt))
    .limit(1);
  return {
    configured: config !== null,
    host: config ? new URL(config.url).host : null,
    lastActivation: last
      ? {
          at: last.at,
          result:
            last.outcome === "ok"
              ? "attivata"
              : last.fault === "03"
                ? "già attiva"
                : last.fault
                  ? `rifiutata (codice ${last.fault})`
                  : "nessuna risposta",
        }
      : null,
  };
}
