import type { Db } from "../../db/database.ts";

/** Marks an info box done for the person; a second time changes nothing (primary key, insert or ignore). */
export async function completeInfoBox(db: Db, userId: string, boxId: string, nowIso: string): Promise<void> {
  await db
    .insertInto("user_info_boxes")
    .values({ user_id: userId, box_id: boxId, completed_at: nowIso })
    .onConflict((oc) => oc.columns(["user_id", "box_id"]).doNothing())
    .execute();
}

/** Hides the person's checklist; once is enough. */
export async function hideChecklist(db: Db, userId: string, nowIso: string): Promise<void> {
  await db
    .insertInto("onboarding_hidden")
    .values({ user_id: userId, hidden_at: nowIso })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}
