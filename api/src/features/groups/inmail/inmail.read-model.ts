import { type ExpressionBuilder, sql } from "kysely";
import type { Db } from "../../../db/database.ts";
import type { Database } from "../../../db/schema.ts";
import type { Page } from "../../../http/pagination.ts";

/** The console's InMail lists: each email with its first recipient (position 0), whose status is the email's (core §4). */

type Eb = ExpressionBuilder<Database & { e: Database["group_emails"] }, "e">;

const firstRecipient = (eb: Eb) =>
  eb
    .selectFrom("group_email_recipients as fr")
    .innerJoin("users as fu", "fu.id", "fr.recipient_id")
    .whereRef("fr.email_id", "=", "e.id")
    .orderBy("fr.position")
    .limit(1);

function summaryColumns(eb: Eb) {
  return [
    "e.id",
    "e.group_id",
    "e.subject",
    "e.body",
    "e.audience",
    "e.recipient_count",
    "e.created_at",
    sql<string>`(select s.first_name || ' ' || s.last_name from users s where s.id = e.created_by)`.as("sent_by"),
    firstRecipient(eb).select("fr.status").as("first_status"),
    firstRecipient(eb).select("fr.recipient_id").as("first_id"),
    firstRecipient(eb).select(sql<string>`fu.first_name || ' ' || fu.last_name`.as("n")).as("first_name"),
  ] as const;
}

export interface EmailSummaryRow {
  id: string;
  group_id: string;
  subject: string;
  body: string;
  audience: string;
  recipient_count: number;
  created_at: string;
  sent_by: string | null;
  first_status: string | null;
  first_id: string | null;
  first_name: string | null;
}

/** One page (from 1) of the group's InMails, newest first, and how many there are. */
export async function emailsPage(db: Db, groupId: string, { page, limit }: Page): Promise<{ total: number; rows: EmailSummaryRow[] }> {
  const [total, rows] = await Promise.all([
    db
      .selectFrom("group_emails")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("group_id", "=", groupId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("group_emails as e")
      .select((eb) => summaryColumns(eb as unknown as Eb) as never)
      .where("e.group_id", "=", groupId)
      .orderBy("e.created_at", "desc")
      .orderBy("e.id", "desc")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return { total: Number(total.n), rows: rows as unknown as EmailSummaryRow[] };
}

/** One InMail of the group (never another group's), or undefined. */
export async function emailOfGroup(db: Db, groupId: string, emailId: string): Promise<EmailSummaryRow | undefined> {
  const row = await db
    .selectFrom("group_emails as e")
    .select((eb) => summaryColumns(eb as unknown as Eb) as never)
    .where("e.group_id", "=", groupId)
    .where("e.id", "=", emailId)
    .executeTakeFirst();
  return row as unknown as EmailSummaryRow | undefined;
}

/** Every recipient of an email, in list order, with their tracking times. */
export function emailRecipients(db: Db, emailId: string) {
  return db
    .selectFrom("group_email_recipients as r")
    .innerJoin("users as u", "u.id", "r.recipient_id")
    .select([
      "r.recipient_id",
      "r.position",
      "r.status",
      "r.sent_at",
      "r.opened_at",
      "r.clicked_at",
      "r.unsubscribed_at",
      "r.bounced_at",
      "r.bounce_reason",
      "u.first_name",
      "u.last_name",
    ])
    .where("r.email_id", "=", emailId)
    .orderBy("r.position")
    .execute();
}
