import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";

/** Public-site contact endpoints (issue 6). */
export const contactRoutes = new Hono<AppEnv>();
