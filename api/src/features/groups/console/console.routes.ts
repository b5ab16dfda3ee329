import { GROUP_BOOKINGS_PAGE_SIZE } from "@kora/shared/contracts/group-console.ts";
import { GROUP_MEMBERS_PAGE_SIZE } from "@kora/shared/contracts/groups.ts";
import { idField } from "@kora/shared/contracts/ids.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../../http/context.ts";
import { currentUser, requireUser } from "../../../http/middleware.ts";
import { listPage, pageMeta } from "../../../http/pagination.ts";
import { parseOrThrow } from "../../../http/validate.ts";
import { groupBookings, groupStats, listMembers, memberDetail, myConsole } from "./console.service.ts";

const pageOnly = z.object({ page: z.coerce.number({ error: "Please give a page number." }).int().min(1).default(1) });
const memberIdQuery = z.object({ member_id: idField.optional() });

/** `/api/groups/:id/…` console calls (group admins only; see group-console.ts). `currentUser` answers 401 when signed out. */
export const consoleGroupRoutes = new Hono<AppEnv>()
  .get("/:id/members", async (c) => {
    const query = c.req.query();
    const { page } = parseOrThrow(pageOnly, { page: query.page });
    const { total, members } = await listMembers(c.get("services"), currentUser(c), c.req.param("id"), query, page);
    return c.json({ data: members, meta: pageMeta(total, { page, limit: GROUP_MEMBERS_PAGE_SIZE }) });
  })
  .get("/:id/members/:userId", async (c) => {
    const detail = await memberDetail(c.get("services"), currentUser(c), c.req.param("id"), c.req.param("userId"));
    return c.json({ data: detail });
  })
  .get("/:id/bookings", async (c) => {
    const query = c.req.query();
    const page = listPage(query, 50, GROUP_BOOKINGS_PAGE_SIZE);
    const { member_id } = parseOrThrow(memberIdQuery, { member_id: query.member_id || undefined });
    const { total, bookings } = await groupBookings(c.get("services"), currentUser(c), c.req.param("id"), member_id ?? null, page);
    return c.json({ data: bookings, meta: pageMeta(total, page) });
  })
  .get("/:id/stats", async (c) => c.json({ data: await groupStats(c.get("services"), currentUser(c), c.req.param("id")) }));

/** `/api/me/console`: the caller's console (an empty list for someone who administers no group). */
export const consoleMeRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json({ data: await myConsole(c.get("services"), currentUser(c)) }));
