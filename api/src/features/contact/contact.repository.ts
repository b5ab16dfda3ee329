import type { Kysely } from "kysely";
import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import type { ContactMessagesTable, ContactTables } from "./contact.table.ts";

/** The database with this feature's tables (declared here rather than in db/schema.ts). */
const tables = (db: Kysely<Database>) => db.withTables<ContactTables>();

export async function insertContactMessage(db: Db, row: ContactMessagesTable): Promise<void> {
  await tables(db).insertInto("contact_messages").values(row).execute();
}

/** Records an opt-out; a second one for the same address changes nothing. */
export async function insertOptOut(db: Db, email: string, nowIso: string): Promise<void> {
  await tables(db)
    .insertInto("mail_opt_outs")
    .values({ email, created_at: nowIso })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
}

export async function deleteOptOut(db: Db, email: string): Promise<void> {
  await tables(db).deleteFrom("mail_opt_outs").where("email", "=", email).execute();
}

export async function hasOptOut(db: Db, email: string): Promise<boolean> {
  const row = await tables(db).selectFrom("mail_opt_outs").select("email").where("email", "=", email).executeTakeFirst();
  return row !== undefined;
}
