import { sql } from "kysely";
import type { Db } from "../../db/database.ts";

/** The newest 100 messages in the dev mailbox, to one address (stored lower-case) or to anyone. */
export function latestDevMail(db: Db, to: string | null) {
  let query = db.selectFrom("dev_mailbox").selectAll().orderBy("created_at", "desc").orderBy("id").limit(100);
  if (to) query = query.where("to_address", "=", to);
  return query.execute();
}

/** The newest 100 text messages in the dev SMS outbox, to one number (E.164) or to anyone. */
export function latestDevSms(db: Db, to: string | null) {
  // Insertion order (rowid) breaks ties: two texts in the same millisecond still list newest first.
  let query = db.selectFrom("dev_sms").selectAll().orderBy("created_at", "desc").orderBy(sql`rowid`, "desc").limit(100);
  if (to) query = query.where("to_number", "=", to);
  return query.execute();
}
