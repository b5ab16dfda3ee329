import { Hono } from "hono";
import { exploreRoutes } from "../features/cards/public.routes.ts";
import { categoriesRoutes } from "../features/catalog/catalog.routes.ts";
import { groupCardCategoryIds } from "../features/groups/groups.service.ts";
import type { AppEnv } from "../http/context.ts";

/**
 * `/api/categories`: the category tree (catalog; by group with the groups feature's lookup) and the
 * explore page's categories with a few cards each (cards).
 */
export const categoriesRouter = new Hono<AppEnv>().route("/", categoriesRoutes(groupCardCategoryIds)).route("/", exploreRoutes);
