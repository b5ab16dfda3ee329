import { queryOptions } from "@tanstack/react-query";
import { healthSchema } from "@kora/shared/contracts/health.ts";
import { api } from "./api-client.ts";
import { queryClient } from "./query-client.ts";

/** What the guards need from `/api/health`; unknown (null version, no maintenance) when the server cannot be asked. */
export interface ServerState {
  maintenance: boolean;
  expectedClientVersion: string | null;
}

const UNKNOWN: ServerState = { maintenance: false, expectedClientVersion: null };

async function fetchServerState(): Promise<ServerState> {
  try {
    const health = await api.get("/api/health", { schema: healthSchema, quiet: true });
    return { maintenance: health.maintenance, expectedClientVersion: health.clientVersion };
  } catch {
    return UNKNOWN;
  }
}

/** Asked again at most once a minute, on navigation. */
export const HEALTH_STALE_MS = 60_000;
export const healthQueryOptions = queryOptions({ queryKey: ["health"], queryFn: fetchServerState, staleTime: HEALTH_STALE_MS });

/** The server state for a navigation: cached when fresh, asked again when stale. */
export function ensureServerState(): Promise<ServerState> {
  return queryClient.fetchQuery(healthQueryOptions);
}
