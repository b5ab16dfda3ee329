import { Hono } from "hono";
import { CLIENT_VERSION } from "@kora/shared/constants.ts";
import type { Health } from "@kora/shared/contracts/health.ts";
import { pingDatabase } from "../../db/database.ts";
import type { AppEnv } from "../../http/context.ts";

export const APP_VERSION = "0.1.0";

/** `/api/health`: liveness plus what the client's route guards need (maintenance, expected client version). */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  await pingDatabase(c.get("services").db);
  const data: Health = {
    status: "ok",
    version: APP_VERSION,
    clientVersion: CLIENT_VERSION,
    maintenance: c.get("services").config.maintenance,
    time: c.get("services").now().toISOString(),
  };
  return c.json({ data });
});
