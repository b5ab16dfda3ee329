import { Hono } from "hono";
import { ME_APPENDS, updateMeSchema } from "@kora/shared/contracts/users.ts";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { jsonBody } from "../../http/validate.ts";
import { toMe, updateProfile } from "./users.service.ts";

const appendsOf = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => (ME_APPENDS as readonly string[]).includes(part));

/** `/api/me`: the signed-in user. */
export const meRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json({ data: await toMe(c.get("services"), currentUser(c), appendsOf(c.req.query("append"))) }))
  .put("/", async (c) => {
    const changes = await jsonBody(c, updateMeSchema);
    const user = await updateProfile(c.get("services"), currentUser(c), changes);
    return c.json({ data: await toMe(c.get("services"), user, ["stats", "feature_flags"]) });
  });
