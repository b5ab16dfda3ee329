import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";

/** `/api/uploads/`: the tus resumable-upload endpoint that brings a video's bytes (issue 15). */
export const uploadsRoutes = new Hono<AppEnv>();
