import { Hono } from "hono";
import { exploreRoutes } from "../features/cards/public.routes.ts";
import { categoriesRoutes } from "../features/catalog/catalog.routes.ts";
import type { AppEnv } from "../http/context.ts";

/** `/api/categories`: the category tree (catalog) and the explore page's categories with a few cards each (cards). */
export const categoriesRouter = new Hono<AppEnv>().route("/", categoriesRoutes).route("/", exploreRoutes);
