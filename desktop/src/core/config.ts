import { z } from "zod";
import { DEFAULT_KORA_URL } from "./identity.ts";

/** Start-up configuration of the desktop shell, parsed once from the environment. */
export interface DesktopConfig {
  /**
   * Origin of the Kora server (`https://kora.example.com`, no trailing slash). It is the only origin
   * the shell trusts with IPC, device permissions and in-app navigation.
   */
  readonly koraOrigin: string;
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
 * Reads KORA_URL (default http://localhost:8787) and returns the Kora origin.
 * Throws ConfigError with a message naming the variable and the fix, so start-up fails loudly
 * instead of loading a wrong or insecure server.
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>>): DesktopConfig {
  const parsed = envSchema.safeParse({ KORA_URL: env.KORA_URL });
  if (!parsed.success) {
    const message = parsed.error.issues.map((issue) => issue.message).join("; ");
    throw new ConfigError(`Invalid KORA_URL: ${message}`);
  }
  return { koraOrigin: parsed.data.KORA_URL };
}
