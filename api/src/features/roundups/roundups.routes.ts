import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";

/** Public-site roundups endpoints (issue 6). */
export const roundupsRoutes = new Hono<AppEnv>();
