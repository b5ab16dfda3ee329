import type { Db } from "../../db/database.ts";

export async function isFavourite(db: Db, userId: string, cardId: string): Promise<boolean> {
  const row = await db
    .selectFrom("favourites")
    .select("card_id")
    .where("user_id", "=", userId)
    .where("card_id", "=", cardId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Saves a card to someone's favourites; saving it twice keeps one. */
export async function addFavourite(db: Db, userId: string, cardId: string, nowIso: string): Promise<void> {
  await db
    .insertInto("favourites")
    .values({ user_id: userId, card_id: cardId, created_at: nowIso })
    .onConflict((oc) => oc.columns(["user_id", "card_id"]).doNothing())
    .execute();
}

export async function removeFavourite(db: Db, userId: string, cardId: string): Promise<void> {
  await db.deleteFrom("favourites").where("user_id", "=", userId).where("card_id", "=", cardId).execute();
}
