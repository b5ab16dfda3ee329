import { safeStorage } from "electron";
import { createSafeStorageBox, type SecretBox, secretBoxOptionsFromEnv } from "../core/secret-box.ts";

/**
 * The app's secret box over Electron's safeStorage (macOS Keychain, Windows DPAPI, Linux
 * libsecret/KWallet). Use it only after app 'ready': before that, Linux reports no backend and
 * every encrypt is refused rather than done with a weak key.
 */
export function electronSecretBox(): SecretBox {
  return createSafeStorageBox(safeStorage, process.platform, secretBoxOptionsFromEnv(process.env));
}
