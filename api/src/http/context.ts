import type { Context } from "hono";
import type { UserRow } from "../features/users/users.table.ts";
import type { Services } from "../services.ts";

export interface AppVariables {
  requestId: string;
  services: Services;
  /** Set by the session loader (`sessionLoader`) when the request carries a valid session cookie. */
  user: UserRow | null;
  sessionHash: string | null;
  /** The caller's address, for rate limits (from the socket, or X-Forwarded-For behind a trusted proxy). */
  clientIp: string;
}

export type AppEnv = { Variables: AppVariables };
export type AppContext = Context<AppEnv>;
