import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";

/** `/api/videos`: the caller's library and the owner's controls (issue 15). */
export const videosRoutes = new Hono<AppEnv>();

/** `/api/v/{slug}`: a shared video as its viewers see it, and its media with Range. */
export const publicVideoRoutes = new Hono<AppEnv>();
