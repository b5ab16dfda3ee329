import { queryOptions, useQuery } from "@tanstack/react-query";
import { ME_APPENDS } from "@kora/shared/constants.ts";
import type { Me } from "@kora/shared/contracts/users.ts";

export const ME_QUERY_KEY = ["me"] as const;

/**
 * The signed-in user, or null when signed out (a 401 is an answer here, not an error). A plain
 * fetch on purpose: the public site's header needs the user, and its pages load no validation
 * library (the server is the one that validates).
 */
export async function fetchMe(): Promise<Me | null> {
  const response = await fetch(`/api/me?append=${ME_APPENDS.join(",")}`, {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  if (response.status === 401) return null;
  if (!response.ok) throw Object.assign(new Error(`GET /api/me answered ${response.status}`), { status: response.status });
  return ((await response.json()) as { data: Me }).data;
}

export const meQueryOptions = queryOptions({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, staleTime: 60_000 });

/** `data` is the user, null when signed out, undefined while loading. */
export function useMe() {
  return useQuery(meQueryOptions);
}
