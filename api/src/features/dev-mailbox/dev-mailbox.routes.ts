import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { devMailbox, devSmsOutbox } from "./dev-mailbox.service.ts";

/** `/api/dev/mailbox`: mail caught by the embedded mailbox, newest first. Mounted only in embedded mode. */
export const devMailboxRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json({ data: await devMailbox(c.get("services"), c.req.query("to")) }),
);

/** `/api/dev/sms`: text messages caught by the embedded SMS outbox, newest first. Mounted only in embedded mode, on loopback. */
export const devSmsRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json({ data: await devSmsOutbox(c.get("services"), c.req.query("to")) }),
);
