import { createContext } from "react-router";
import type { Logger } from "pino";
import type { Database } from "~/server/db/client.server";
import type { Env } from "~/server/env.server";

/** What the server hands every loader and action (see server/app.ts). */
export type AppContext = {
  database: Database;
  env: Env;
  log: Logger;
  requestId: string;
  /** The client's address as Express sees it (trust proxy: loopback); for rate limits. */
  clientIp?: string;
};

export const appContext = createContext<AppContext>();
