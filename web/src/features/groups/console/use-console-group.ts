import { useQuery } from "@tanstack/react-query";
import type { ConsoleGroup } from "@kora/shared/contracts/group-console.ts";
import { consoleOverviewQuery } from "./console.client.ts";

/**
 * The console's groups and the one this page shows: the group named by slug when the caller administers
 * it, else the first (the first with members when `needsMembers`). `chosen` is null when there is none.
 */
export function useConsoleGroup(slug: string | null, needsMembers = false) {
  const overview = useQuery(consoleOverviewQuery);
  const groups = (overview.data?.groups ?? []).filter((group) => !needsMembers || group.sections.members);
  const chosen: ConsoleGroup | null = groups.find((group) => group.slug === slug) ?? groups[0] ?? null;
  return { overview, groups, chosen, missing: Boolean(slug && overview.data && chosen?.slug !== slug) };
}
