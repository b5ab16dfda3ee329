import type { Config } from "./config.ts";
import { settingOrInit } from "./db/app-settings.repository.ts";
import type { Db } from "./db/database.ts";
import { randomToken } from "./lib/crypto.ts";

/**
 * The HMAC key: SECRET_KEY when set (required in production); otherwise one generated on first
 * start and kept in app_settings, so codes stay valid across restarts of an embedded install.
 */
export async function loadSecret(db: Db, config: Config): Promise<string> {
  if (config.secretKey) return config.secretKey;
  return settingOrInit(db, "secret_key", randomToken(48));
}
