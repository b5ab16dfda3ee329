import { settingOrInit } from "../../db/app-settings.repository.ts";
import type { Services } from "../../services.ts";

/**
 * Calendar secrets at rest (app passwords, ICS addresses with their secret part): AES-256-GCM, a fresh
 * 96-bit IV per value, stored as `v1.<iv>.<ciphertext+tag>` in base64. The key is CALENDAR_SECRET_KEY
 * (required in production); an embedded install without one generates it once into app_settings.
 */

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

const keys = new Map<string, Promise<CryptoKey>>();

function cryptoKey(keyBase64: string): Promise<CryptoKey> {
  let key = keys.get(keyBase64);
  if (!key) {
    const raw = fromBase64(keyBase64);
    if (raw.length !== 32) throw new Error("The calendar secret key is not 32 bytes");
    key = crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
    keys.set(keyBase64, key);
  }
  return key;
}

/** The key in use: CALENDAR_SECRET_KEY, or the embedded install's generated one. */
export function calendarSecretKey(services: Pick<Services, "config" | "db">): Promise<string> {
  if (services.config.calendarSecretKey) return Promise.resolve(services.config.calendarSecretKey);
  return settingOrInit(services.db, "calendar_secret_key", toBase64(crypto.getRandomValues(new Uint8Array(32))));
}

export async function sealSecret(keyBase64: string, plaintext: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await cryptoKey(keyBase64), new TextEncoder().encode(plaintext));
  return `v1.${toBase64(iv)}.${toBase64(new Uint8Array(sealed))}`;
}

/** Opens a sealed value; throws when it was sealed with another key or changed. */
export async function openSecret(keyBase64: string, sealed: string): Promise<string> {
  const [version, iv, data] = sealed.split(".");
  if (version !== "v1" || !iv || !data) throw new Error("Not a sealed calendar secret");
  const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64(iv) }, await cryptoKey(keyBase64), fromBase64(data));
  return new TextDecoder().decode(plain);
}
