import type { Config } from "./config.ts";
import type { Db } from "./db/database.ts";
import { randomToken } from "./lib/crypto.ts";

/**
 * The HMAC key: SECRET_KEY when set (required in production); otherwise one generated on first
 * start and kept in app_settings, so codes stay valid across restarts of an embedded install.
 */
export async function loadSecret(db: Db, config: Config): Promise<string> {
  if (config.secretKey) return config.secretKey;
  await db
    .insertInto("app_settings")
    .values({ key: "secret_key", value: randomToken(48) })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await db.selectFrom("app_settings").select("value").where("key", "=", "secret_key").executeTakeFirstOrThrow();
  return row.value;
}
