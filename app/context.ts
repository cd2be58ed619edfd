import { createContext } from "react-router";
import type { Logger } from "pino";
import type { Database } from "~/platform/db/client.server";
import type { Env } from "~/platform/env.server";
import type { StaffAccess } from "~/platform/staff-access-types";

/**
 * The process's long-lived dependencies, built once at start (server/app.ts)
 * and handed to start-up tasks and background workers as one bag.
 */
export type WorkerDeps = { database: Database; env: Env; log: Logger };

/** What the server hands every loader and action (see server/app.ts). */
export type AppContext = WorkerDeps & {
  requestId: string;
  /** The client's address as Express sees it (trust proxy: loopback); for rate limits. */
  clientIp?: string;
  /** Who is signed in: the staff feature's sessions, for the platform's staff screens. */
  staffAccess: StaffAccess;
};

export const appContext = createContext<AppContext>();
