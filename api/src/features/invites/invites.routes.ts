import { Hono } from "hono";
import { createInviteSchema, notInterestedSchema } from "@kora/shared/contracts/invites.ts";
import { INVITES_PAGE_SIZE } from "@kora/shared/domain/invites/invites.ts";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { listPage, pageMeta } from "../../http/pagination.ts";
import { jsonBody } from "../../http/validate.ts";
import { createInvite, inviteCodeState, inviteSummary, myInvites, notInterested, resendInvite } from "./invites.service.ts";

const noStore = { "cache-control": "no-store" };

/**
 * Mounted at `/api/invites`: sending and resending invites (signed-in non-learners), and the invitee's
 * public side: a code's state and not-interested.
 */
export const invitesRoutes = new Hono<AppEnv>()
  .post("/not-interested", async (c) => {
    const { code } = await jsonBody(c, notInterestedSchema);
    return c.json({ data: await notInterested(c.get("services"), code) });
  })
  .get("/:code", async (c) => c.json({ data: await inviteCodeState(c.get("services"), c.req.param("code")) }, 200, noStore))
  .post("/", requireUser, async (c) =>
    c.json({ data: await createInvite(c.get("services"), currentUser(c), await jsonBody(c, createInviteSchema)) }, 201),
  )
  .post("/:id/resend", requireUser, async (c) =>
    c.json({ data: await resendInvite(c.get("services"), currentUser(c), c.req.param("id")) }),
  );

/** Mounted at `/api/me/invites`: the caller's invites and rewards (core §7). */
export const meInvitesRoutes = new Hono<AppEnv>()
  .get("/summary", requireUser, async (c) => c.json({ data: await inviteSummary(c.get("services"), currentUser(c)) }, 200, noStore))
  .get("/", requireUser, async (c) => {
    // 10 a page; the spec's client asks for everything at once (limit 999).
    const page = listPage(c.req.query(), 999, INVITES_PAGE_SIZE);
    const { data, total } = await myInvites(c.get("services"), currentUser(c), page);
    return c.json({ data, meta: pageMeta(total, page) }, 200, noStore);
  });
