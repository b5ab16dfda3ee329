import type { Db } from "../../db/database.ts";

/** The newest 100 messages in the dev mailbox, to one address (stored lower-case) or to anyone. */
export function latestDevMail(db: Db, to: string | null) {
  let query = db.selectFrom("dev_mailbox").selectAll().orderBy("created_at", "desc").orderBy("id").limit(100);
  if (to) query = query.where("to_address", "=", to);
  return query.execute();
}
