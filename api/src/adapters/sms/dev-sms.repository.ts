import type { Db } from "../../db/database.ts";
import type { SmsMessage } from "./sms.ts";

/** Keeps a text message in the dev SMS outbox (read at /dev/mailbox, beside the mail). */
export async function insertDevSms(db: Db, message: SmsMessage, createdAt: Date): Promise<void> {
  await db
    .insertInto("dev_sms")
    .values({ id: crypto.randomUUID(), to_number: message.to, body: message.body, created_at: createdAt.toISOString() })
    .execute();
}
