import { z } from "zod";
import { DEFAULT_KORA_URL } from "./identity.ts";

/** Start-up configuration of the desktop shell, parsed once from the environment. */
export interface DesktopConfig {
  /**
   * Origin of the Kora server (`https://kora.example.com`, no trailing slash). It is the only origin
   * the shell trusts with IPC, device permissions and in-app navigation.
   */
  readonly koraOrigin: string;
  /**
   * Where the origin came from: KORA_URL ("env", which the user cannot override in the app), the
   * address the user saved on the offline page ("settings"), or the built-in default.
   */
  readonly serverSource: "env" | "settings" | "default";
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

const EXAMPLE = "e.g. KORA_URL=https://kora.example.com or http://localhost:8787";

/**
 * Loopback hosts may use plain http: nothing leaves the machine and Chromium treats them as secure
 * contexts, which camera, microphone and notifications require.
 */
function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/** Why `url` is not an acceptable Kora server URL, or null when it is. */
function problemWith(url: URL): string | null {
  if (url.protocol !== "http:" && url.protocol !== "https:") return "must use http or https";
  if (url.protocol === "http:" && !isLoopbackHost(url.hostname)) {
    // The session cookie is Secure outside development; over http it would never be sent and the
    // advisor's traffic would travel in clear text anyway.
    return "must use https unless the host is loopback (localhost, 127.0.0.1, [::1])";
  }
  if (url.username || url.password) return "must not contain a user name or password";
  // The API serves the web app at the root; a path here would silently be ignored by the shell.
  if (url.pathname !== "/" || url.search || url.hash) return "must be an origin only, without path, query or fragment";
  return null;
}

const koraUrlSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    // An empty variable counts as unset, as in shells and .env files.
    const source = value?.trim() || DEFAULT_KORA_URL;
    let url: URL;
    try {
      url = new URL(source);
    } catch {
      ctx.addIssue({ code: "custom", message: `"${source}" is not a URL (${EXAMPLE})` });
      return z.NEVER;
    }
    const problem = problemWith(url);
    if (problem) {
      ctx.addIssue({ code: "custom", message: `"${source}" ${problem} (${EXAMPLE})` });
      return z.NEVER;
    }
    return url.origin;
  });

const envSchema = z.object({ KORA_URL: koraUrlSchema });

/**
 * Reads KORA_URL, else the address saved in the desktop settings, else http://localhost:8787, and
 * returns the Kora origin. An invalid KORA_URL throws ConfigError with a message naming the variable
 * and the fix, so start-up fails loudly instead of loading a wrong or insecure server. An invalid
 * saved address (a hand-edited file) is skipped with a warning: the offline page can fix it.
 */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>>,
  savedServerUrl: string | null = null,
  warn: (message: string) => void = console.warn,
): DesktopConfig {
  if (env.KORA_URL?.trim()) {
    const parsed = envSchema.safeParse({ KORA_URL: env.KORA_URL });
    if (!parsed.success) {
      const message = parsed.error.issues.map((issue) => issue.message).join("; ");
      throw new ConfigError(`Invalid KORA_URL: ${message}`);
    }
    return { koraOrigin: parsed.data.KORA_URL, serverSource: "env" };
  }
  if (savedServerUrl !== null) {
    const saved = parseServerAddress(savedServerUrl);
    if (saved.ok) return { koraOrigin: saved.origin, serverSource: "settings" };
    warn(`Ignoring the saved server address: ${saved.message}`);
  }
  return { koraOrigin: new URL(DEFAULT_KORA_URL).origin, serverSource: "default" };
}

export type ServerAddressResult = { ok: true; origin: string } | { ok: false; message: string };

/** Longest address accepted from the offline page's field. */
export const MAX_SERVER_ADDRESS_LENGTH = 2048;

/**
 * Checks an address typed by the user on the offline page with the same rules as KORA_URL. A bare
 * host name ("kora.example.com") means https; a trailing slash is fine. The message is written
 * for the person at the keyboard.
 */
export function parseServerAddress(input: string): ServerAddressResult {
  const trimmed = input.trim();
  if (trimmed === "") return { ok: false, message: "Enter the address of your Kora server, e.g. https://kora.example.com." };
  if (trimmed.length > MAX_SERVER_ADDRESS_LENGTH) return { ok: false, message: "That address is too long." };
  // "host" or "host:port" without a scheme: the user means the https site.
  const source = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return { ok: false, message: `"${trimmed}" is not a web address. Use one like https://kora.example.com.` };
  }
  const problem = problemWith(url);
  if (problem) return { ok: false, message: `The address ${problem}.` };
  return { ok: true, origin: url.origin };
}
