import { GROUP_CARD_MESSAGES, groupCardRights } from "@kora/shared/domain/groups/access.ts";
import { AppError } from "../../http/app-error.ts";
import { ResponseCache } from "../../lib/response-cache.ts";
import type { Services } from "../../services.ts";
import { groupStanding } from "../groups/groups.service.ts";
import type { UserRow } from "../users/users.table.ts";
import type { SearchQuery } from "./search.read-model.ts";
import { searchTask } from "./search.task.ts";

/** A group's cards are searched by those it lets see them (shared/domain/groups/access.ts), else 403. */
async function requireGroupSearch(services: Pick<Services, "db">, viewer: UserRow | null, groupId: string): Promise<void> {
  const { source, standing } = await groupStanding(services, groupId, viewer);
  if (groupCardRights(source, standing, false).view) return;
  throw new AppError("forbidden", standing.member ? GROUP_CARD_MESSAGES.searchRole : GROUP_CARD_MESSAGES.search);
}

/**
 * Marketplace search (core §7) as the JSON body of its answer. Only published, live marketplace
 * cards — or, with group_id, that group's published cards for those it lets see them. This service owns the
 * search cache (`services.searchCache`): it alone reads and fills it; card writes clear it
 * (`cardsChanged` in card-writes.ts).
 */
export async function searchResponse(
  services: Pick<Services, "config" | "db" | "now" | "reads" | "searchCache">,
  viewer: UserRow | null,
  query: SearchQuery,
  raw: Record<string, string>,
): Promise<{ body: Uint8Array<ArrayBuffer>; cached: boolean }> {
  const { searchCache } = services;
  // Group searches depend on who asks; marketplace ones only on the currency shown.
  // Keyed by the canonical zone, so other spellings of one zone share its entry.
  const key = query.group_id
    ? null
    : ResponseCache.key(query.currency ?? viewer?.currency ?? "AUD", {
        ...raw,
        ...(query.user_timezone && { user_timezone: query.user_timezone }),
      });
  const cached = key ? searchCache.get(key) : undefined;
  if (cached) return { body: cached, cached: true };
  if (query.group_id) await requireGroupSearch(services, viewer, query.group_id);
  // The whole search, lookups included, is one read task: in the server it runs on a reader worker,
  // so none of it holds up other requests.
  const body = await services.reads.run(searchTask, {
    query,
    currency: query.currency ?? viewer?.currency ?? "AUD",
    publicUrl: services.config.publicUrl,
    at: services.now().toISOString(),
  });
  if (key) searchCache.set(key, body);
  return { body, cached: false };
}
