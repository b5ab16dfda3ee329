import { GROUP_BOOKINGS_PAGE_SIZE } from "@kora/shared/contracts/group-console.ts";
import { GROUP_MEMBERS_PAGE_SIZE } from "@kora/shared/contracts/groups.ts";
import { idField } from "@kora/shared/contracts/ids.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../../http/context.ts";
import { expensiveRead } from "../../../http/expensive-read.ts";
import { currentUser, requireUser } from "../../../http/middleware.ts";
import { listPage } from "../../../http/pagination.ts";
import { parseOrThrow } from "../../../http/validate.ts";
import { groupBookings, groupStats, listMembers, memberDetail, myConsole } from "./console.service.ts";

const memberIdQuery = z.object({ member_id: idField.optional() });
const JSON_TYPE = { "content-type": "application/json" };

/** `/api/groups/:id/…` console calls (group admins only; see group-console.ts). `currentUser` answers 401 when signed out. */
export const consoleGroupRoutes = new Hono<AppEnv>()
  .get("/:id/members", expensiveRead("console"), async (c) => {
    const query = c.req.query();
    const page = listPage(query, 50, GROUP_MEMBERS_PAGE_SIZE);
    return c.body(await listMembers(c.get("services"), currentUser(c), c.req.param("id"), query, page), 200, JSON_TYPE);
  })
  .get("/:id/members/:userId", expensiveRead("console"), async (c) => {
    const detail = await memberDetail(c.get("services"), currentUser(c), c.req.param("id"), c.req.param("userId"));
    return c.json({ data: detail });
  })
  .get("/:id/bookings", expensiveRead("console"), async (c) => {
    const query = c.req.query();
    const page = listPage(query, 50, GROUP_BOOKINGS_PAGE_SIZE);
    const { member_id } = parseOrThrow(memberIdQuery, { member_id: query.member_id || undefined });
    const body = await groupBookings(c.get("services"), currentUser(c), c.req.param("id"), member_id ?? null, page);
    return c.body(body, 200, JSON_TYPE);
  })
  .get("/:id/stats", expensiveRead("console"), async (c) =>
    c.body(await groupStats(c.get("services"), currentUser(c), c.req.param("id")), 200, JSON_TYPE),
  );

/** `/api/me/console`: the caller's console (an empty list for someone who administers no group). */
export const consoleMeRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", expensiveRead("console"), async (c) => c.body(await myConsole(c.get("services"), currentUser(c)), 200, JSON_TYPE));
