import { Hono } from "hono";
import type { MailboxMessage } from "@kora/shared/contracts/dev-mailbox.ts";
import type { AppEnv } from "../../http/context.ts";

/** `/api/dev/mailbox`: mail caught by the embedded mailbox, newest first. Mounted only in embedded mode. */
export const devMailboxRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const to = c.req.query("to")?.trim().toLowerCase();
  let query = c.var.services.db.selectFrom("dev_mailbox").selectAll().orderBy("created_at", "desc").orderBy("id").limit(100);
  if (to) query = query.where("to_address", "=", to);
  const rows = await query.execute();
  const data: MailboxMessage[] = rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.created_at,
  }));
  return c.json({ data });
});
