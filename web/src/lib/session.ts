import type { Me } from "@kora/shared/contracts/users.ts";
import { api } from "./api-client.ts";
import { ME_QUERY_KEY, meQueryOptions } from "./me-query.ts";
import { queryClient } from "./query-client.ts";

export { fetchMe, ME_QUERY_KEY, meQueryOptions, useMe } from "./me-query.ts";

/** The cached user without waiting (null when unknown or signed out). */
export function currentMe(): Me | null {
  return queryClient.getQueryData<Me | null>(ME_QUERY_KEY) ?? null;
}

/** The user as the guard sees it: cached, or fetched once; a failing fetch counts as signed out. */
export async function ensureMe(): Promise<Me | null> {
  try {
    return await queryClient.ensureQueryData(meQueryOptions);
  } catch {
    return null;
  }
}

/** After a sign-in answered with the user: store it so the next navigation sees it at once. */
export function setSignedIn(me: Me): void {
  queryClient.setQueryData(ME_QUERY_KEY, me);
}

/** Forget everything tied to the session in this tab (queries, cached user); the realtime bridge closes its socket on it. */
export function clearLocalSession(): void {
  queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] && query.queryKey[0] !== "health" });
  queryClient.setQueryData(ME_QUERY_KEY, null);
}

/** Ends the server session (best effort) and the local one. */
export async function signOut(): Promise<void> {
  try {
    await api.post("/api/auth/logout", undefined, { quiet: true });
  } catch {
    // Already signed out on the server, or unreachable: the local session goes either way.
  }
  clearLocalSession();
}
