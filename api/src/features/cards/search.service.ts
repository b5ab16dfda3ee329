import { AppError } from "../../http/app-error.ts";
import { ResponseCache } from "../../lib/response-cache.ts";
import type { Services } from "../../services.ts";
import { categoryFilterIds } from "../catalog/catalog.service.ts";
import { membership } from "../groups/groups.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { loadRates } from "./currency-rates.repository.ts";
import type { SearchLookups, SearchQuery } from "./search.read-model.ts";
import { searchTask } from "./search.task.ts";
import { zonesNear } from "./search-terms.ts";

/**
 * Marketplace search (core §7) as the JSON body of its answer. Only published, live marketplace
 * cards — or, with group_id, that group's published cards for its members. This service owns the
 * search cache (`services.searchCache`): it alone reads and fills it; card writes clear it
 * (`cardsChanged` in card-writes.ts).
 */
export async function searchResponse(
  services: Services,
  viewer: UserRow | null,
  query: SearchQuery,
  raw: Record<string, string>,
): Promise<{ body: string; cached: boolean }> {
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
  const currency = query.currency ?? viewer?.currency ?? "AUD";
  // The whole search is one read task: in the server it runs on a reader worker, so a slow one never holds up other requests.
  const view = { currency, rates: await loadRates(services.db), publicUrl: services.config.publicUrl };
  const body = await services.reads.run(searchTask, { query, lookups: await lookups(services, viewer, query, currency), view });
  if (key) searchCache.set(key, body);
  return { body, cached: false };
}

/** What the filters need beyond the query: group membership (checked), rates, the category's children, nearby zones. */
async function lookups(services: Services, viewer: UserRow | null, q: SearchQuery, currency: string): Promise<SearchLookups> {
  if (q.group_id && (!viewer || !(await membership(services, q.group_id, viewer.id))))
    throw new AppError("forbidden", "Only members can search this group's cards.");
  const rated = q.from_rate !== undefined || q.to_rate !== undefined;
  return {
    perUsd: rated ? ((await loadRates(services.db))[currency] ?? 1) : 1,
    categoryIds: q.category ? await categoryFilterIds(services, q.category) : null,
    zones: q.user_timezone ? zonesNear(q.user_timezone, services.now()) : null,
  };
}
