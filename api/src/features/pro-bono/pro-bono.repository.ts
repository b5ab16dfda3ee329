import type { Db } from "../../db/database.ts";
import type { ProBonoCreditRow } from "./pro-bono.table.ts";

/** A person's pro-bono credit from invites, in minutes. */
export async function inviteCreditMinutes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("pro_bono_credits")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("minutes"), eb.val(0)).as("total"))
    .where("user_id", "=", userId)
    .where("source", "=", "invite")
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The credit an invite gave, if it gave one already. */
export function findInviteCredit(db: Db, inviteId: string): Promise<ProBonoCreditRow | undefined> {
  return db.selectFrom("pro_bono_credits").selectAll().where("source", "=", "invite").where("invite_id", "=", inviteId).executeTakeFirst();
}

/** Records an invite's credit; the database refuses a second one for the invite and any total over 100 hours. */
export async function insertInviteCredit(db: Db, row: ProBonoCreditRow): Promise<void> {
  await db.insertInto("pro_bono_credits").values(row).execute();
}
