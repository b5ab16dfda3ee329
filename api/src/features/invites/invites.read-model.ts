import type { Db } from "../../db/database.ts";

/** The pro-bono credit a person earned from claimed invites, in minutes (the pro-bono ledger, source 'invite'). */
export async function earnedInviteMinutes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("pro_bono_credits")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("minutes"), eb.val(0)).as("total"))
    .where("user_id", "=", userId)
    .where("source", "=", "invite")
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
