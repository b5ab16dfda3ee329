import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { contacts } from "./booking-lists.service.ts";

/** `GET /api/me/contacts`: people the caller has had bookings with. */
export const contactsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json({ data: await contacts(c.get("services"), currentUser(c)) }));
