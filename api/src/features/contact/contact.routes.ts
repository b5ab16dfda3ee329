import { Hono } from "hono";
import { contactMessageSchema, unsubscribeSchema, type ContactChannels } from "@kora/shared/contracts/contact.ts";
import { CONTACT_LIMITS, DEMO_TOPIC } from "@kora/shared/domain/contact/contact-form.ts";
import { AppError } from "../../http/app-error.ts";
import type { AppContext, AppEnv } from "../../http/context.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { parseOrThrow } from "../../http/validate.ts";
import { sendContactMessage } from "./contact.service.ts";
import { pathWithQuery, readBody } from "./form-body.ts";
import { resubscribe, unsubscribe, unsubscribeStatus } from "./unsubscribe.service.ts";

const str = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A plain form post that failed goes back to its page with what was typed and the error code; the
 * page shows the messages (it runs the same rules) and loses nothing.
 */
function backWithError(c: AppContext, body: Record<string, unknown>, error: AppError) {
  const page = str(body.topic) === DEMO_TOPIC ? "/book-a-demo" : "/get-in-touch";
  const fields = ["name", "email", "topic", "organisation", "organisationSize"].map((key) => [key, str(body[key]).slice(0, 200)]);
  const message = str(body.message).slice(0, CONTACT_LIMITS.messageMax + 100);
  return c.redirect(
    pathWithQuery(page, { error: error.code === "validation_failed" ? "invalid" : error.code, ...Object.fromEntries(fields), message }),
    303,
  );
}

/** Mounted at `/api/contact-channels` (public-site §2.1): where the contact page says to write. */
export const contactChannelsRoutes = new Hono<AppEnv>().get("/", (c) =>
  c.json({ data: { email: c.get("services").config.staffEmail } satisfies ContactChannels }),
);

/** Mounted at `/api/contact-messages` (public-site §2.1): the contact and demo forms, as JSON or a plain form post. */
export const contactMessagesRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const { kind, body } = await readBody(c);
  try {
    const input = parseOrThrow(contactMessageSchema, body);
    const sent = await sendContactMessage(c.get("services"), input, {
      user: c.get("user"),
      ip: c.get("clientIp"),
      locale: requestLocale(c),
    });
    if (kind === "json") return c.json({ data: sent }, 201);
    const page = input.topic === DEMO_TOPIC ? "/book-a-demo" : "/get-in-touch";
    return c.redirect(
      pathWithQuery(page, {
        sent: "1",
        name: sent.name,
        email: sent.email,
        within: sent.replyWithinHours ? String(sent.replyWithinHours) : null,
      }),
      303,
    );
  } catch (error) {
    if (kind === "form" && error instanceof AppError) return backWithError(c, body, error);
    throw error;
  }
});

/** Mounted at `/api/unsubscribe`: unsubscribing from news (public-site §2.1) and undoing it. */
export const unsubscribeRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ data: await unsubscribeStatus(c.get("services"), c.req.query("token") ?? "") }))
  // Also the RFC 8058 one-click target: mail apps POST `List-Unsubscribe=One-Click` with the token in the query.
  .post("/", (c) => changeSubscription(c, "unsubscribe"))
  .post("/undo", (c) => changeSubscription(c, "resubscribe"));

async function changeSubscription(c: AppContext, action: "unsubscribe" | "resubscribe") {
  const { kind, body } = await readBody(c);
  const token = str(body.token) || c.req.query("token") || "";
  if (kind === "form") {
    // The page shows where the link stands (or that it isn't valid) from the database.
    const status = await unsubscribeStatus(c.get("services"), token);
    if (status.status !== "invalid") await (action === "unsubscribe" ? unsubscribe : resubscribe)(c.get("services"), token);
    return c.redirect(
      pathWithQuery("/not-interested", { token, resubscribed: action === "resubscribe" && status.status !== "invalid" ? "1" : null }),
      303,
    );
  }
  const input = parseOrThrow(unsubscribeSchema, { token });
  return c.json({ data: await (action === "unsubscribe" ? unsubscribe : resubscribe)(c.get("services"), input.token) });
}
