import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { categoryNodeSchema } from "@kora/shared/contracts/cards.ts";
import { api } from "./api-client.ts";

/** Categories change rarely (core §9 caches reference data such as skills for 120 minutes). */
export const REFERENCE_STALE_MS = 120 * 60_000;

/** The category tree, one cache for every screen that needs it (search filters, the card editor). */
export const categoriesQuery = queryOptions({
  queryKey: ["categories"],
  queryFn: ({ signal }) => api.get("/api/categories", { schema: z.array(categoryNodeSchema), signal }),
  staleTime: REFERENCE_STALE_MS,
});
