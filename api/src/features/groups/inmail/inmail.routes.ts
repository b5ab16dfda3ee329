import { Hono } from "hono";
import { z } from "zod";
import { INMAIL_BOUNCE_SECRET_HEADER, INMAIL_PAGE_SIZE } from "@kora/shared/contracts/inmail.ts";
import { AppError } from "../../../http/app-error.ts";
import { readBodyText } from "../../../http/body-limit.ts";
import type { AppEnv } from "../../../http/context.ts";
import { currentUser, requireUser } from "../../../http/middleware.ts";
import { listPage } from "../../../http/pagination.ts";
import { jsonBody } from "../../../http/validate.ts";
import { PIXEL_GIF } from "./inmail-links.ts";
import { leavingPage } from "./inmail-leaving-page.ts";
import { followLink, recordOpen, reportBounces, unsubscribe, unsubscribeStatus } from "./inmail-tracking.service.ts";
import { audienceOf, inMailDetail, listInMails, sendInMail } from "./inmail.service.ts";

const anyObject = z.looseObject({});

/**
 * A group's InMail for its admins, under /api/groups (contracts/inmail.ts). Each route requires a
 * session itself: other routers share the /groups prefix, so no `use()` here.
 */
export const inmailGroupRoutes = new Hono<AppEnv>()
  .post("/:id/emails/send", requireUser, async (c) => {
    const raw = await jsonBody(c, anyObject);
    const sent = await sendInMail(c.get("services"), currentUser(c), c.req.param("id"), raw, c.req.header("idempotency-key"));
    return c.json({ data: sent.email }, sent.created ? 201 : 200);
  })
  .get("/:id/emails", requireUser, async (c) => {
    const page = listPage(c.req.query(), 50, INMAIL_PAGE_SIZE);
    return c.json(await listInMails(c.get("services"), currentUser(c), c.req.param("id"), page));
  })
  // Before /:emailId, which would take "audience" as an id.
  .get("/:id/emails/audience", requireUser, async (c) => {
    return c.json({ data: await audienceOf(c.get("services"), currentUser(c), c.req.param("id"), c.req.query()) });
  })
  .get("/:id/emails/:emailId", requireUser, async (c) =>
    c.json({ data: await inMailDetail(c.get("services"), currentUser(c), c.req.param("id"), c.req.param("emailId")) }),
  );

const NO_STORE = "no-store, no-cache, must-revalidate, private";

/** What a recipient's mail points at, under /api/inmail: public, addressed by the recipient's token. */
export const inmailTrackingRoutes = new Hono<AppEnv>()
  .get("/o/:token", async (c) => {
    await recordOpen(c.get("services"), c.req.param("token"));
    return c.body(PIXEL_GIF, 200, { "Content-Type": "image/gif", "Cache-Control": NO_STORE, "Content-Length": String(PIXEL_GIF.length) });
  })
  // A signed link: Kora's own pages directly; anywhere else through "You're leaving Kora" (inmail-leaving-page.ts).
  .get("/c/:token", async (c) => {
    const services = c.get("services");
    const link = await followLink(services, c.req.param("token"), c.req.query("u") ?? "", c.req.query("s") ?? "");
    c.header("Cache-Control", NO_STORE);
    if (link.onKora) return c.redirect(link.target, 302);
    const page = await leavingPage({ target: link.target, groupName: link.groupName, homeUrl: `${services.config.publicUrl}/` });
    return c.html(page.html, 200, { "Content-Security-Policy": page.csp });
  })
  .get("/u/:token", async (c) => c.json({ data: await unsubscribeStatus(c.get("services"), c.req.param("token")) }))
  // RFC 8058 one-click (a mail app POSTs `List-Unsubscribe=One-Click`), the /not-interested page's form, or JSON.
  .post("/u/:token", async (c) => {
    const token = c.req.param("token");
    const type = c.req.header("content-type") ?? "";
    if (type.includes("application/json")) return c.json({ data: await unsubscribe(c.get("services"), token) });
    const form = new URLSearchParams(await readBodyText(c));
    if (form.get("List-Unsubscribe") === "One-Click") {
      await unsubscribe(c.get("services"), token);
      return c.text("Unsubscribed.", 200, { "Cache-Control": NO_STORE });
    }
    // The page's plain form (works without JavaScript): back to the page, which shows where it stands.
    await unsubscribe(c.get("services"), token).catch((error) => {
      if (!(error instanceof AppError && error.code === "not_found")) throw error;
    });
    return c.redirect(`/not-interested?inmail=${encodeURIComponent(token)}`, 303);
  })
  .post("/bounces", async (c) => {
    const body = await jsonBody(c, z.unknown());
    return c.json({ data: await reportBounces(c.get("services"), c.req.header(INMAIL_BOUNCE_SECRET_HEADER), body) });
  });
