import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";

/** Public-site help endpoints (issue 6). */
export const helpRoutes = new Hono<AppEnv>();
