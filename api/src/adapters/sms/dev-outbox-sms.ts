import type { Db } from "../../db/database.ts";
import { insertDevSms } from "./dev-sms.repository.ts";
import type { SmsMessage, SmsSender } from "./sms.ts";

/** Embedded default: text messages are stored in the database and listed, newest first, on /dev/mailbox. Nothing leaves the machine. */
export function createDevOutboxSms(db: Db, now: () => Date): SmsSender {
  return {
    kind: "dev-outbox",
    send: (message: SmsMessage) => insertDevSms(db, message, now()),
  };
}
