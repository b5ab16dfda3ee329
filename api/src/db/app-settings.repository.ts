import type { Db } from "./database.ts";

/** The stored value of an app setting, storing `initial` first if there is none (a racing process's value wins). */
export async function settingOrInit(db: Db, key: string, initial: string): Promise<string> {
  await db
    .insertInto("app_settings")
    .values({ key, value: initial })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await db.selectFrom("app_settings").select("value").where("key", "=", key).executeTakeFirstOrThrow();
  return row.value;
}
