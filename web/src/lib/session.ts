import { queryOptions, useQuery } from "@tanstack/react-query";
import { meSchema, ME_APPENDS, type Me } from "@kora/shared/contracts/users.ts";
import { api, isApiError } from "./api-client.ts";
import { queryClient } from "./query-client.ts";

export const ME_QUERY_KEY = ["me"] as const;

/** The signed-in user, or null when signed out (a 401 is an answer here, not an error). */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await api.get(`/api/me?append=${ME_APPENDS.join(",")}`, { schema: meSchema, quiet: true });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, staleTime: 60_000 });

/** `data` is the user, null when signed out, undefined while loading. */
export function useMe() {
  return useQuery(meQueryOptions);
}

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
