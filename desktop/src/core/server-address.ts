/**
 * Changing the Kora server from the offline page. The page is a local file without IPC: its form
 * submits the address as a navigation to itself (`offline.html?server-address=…`), which main
 * intercepts in will-navigate and never lets happen. Main then validates, saves and restarts.
 */
import { z } from "zod";
import { type DesktopConfig, MAX_SERVER_ADDRESS_LENGTH, parseServerAddress } from "./config.ts";

/** Name of the offline page's address field (and so of the submitted query parameter). */
export const SERVER_ADDRESS_FIELD = "server-address";

/** Longest error or echoed value handed to the offline page. */
const MAX_TEXT = 500;

export interface OfflinePageState {
  /** "offline" (the server did not answer; counts down) or "settings" (opened from the tray). */
  mode: "offline" | "settings";
  /** Milliseconds until the next automatic try. */
  retryInMs: number;
  /** The Kora page to return to ("Try now"). */
  target: string;
  /** Chromium's description of the failure (e.g. ERR_CONNECTION_REFUSED). */
  reason: string;
  /** The server now in use, shown in the address field. */
  server: string;
  /** KORA_URL is set: the field is read-only and says why. */
  locked: boolean;
  /** Why the last submitted address was refused, shown under the field. */
  error?: string | undefined;
  /** The refused address, put back in the field so the user can correct it. */
  value?: string | undefined;
}

/** The offline page's query string values (it writes them as text, never as HTML). */
export function offlinePageQuery(state: OfflinePageState): Record<string, string> {
  const query: Record<string, string> = {
    mode: state.mode,
    retryIn: String(Math.max(0, Math.ceil(state.retryInMs / 1000))),
    target: state.target,
    reason: state.reason.slice(0, MAX_TEXT),
    server: state.server,
  };
  if (state.locked) query.locked = "1";
  if (state.error) query.error = state.error.slice(0, MAX_TEXT);
  if (state.value !== undefined) query.value = state.value.slice(0, MAX_TEXT);
  return query;
}

/** Whether `url` is the offline page itself (any query): same file, on this computer. */
function isOfflinePage(url: string, offlinePageUrl: string): boolean {
  let parsed: URL;
  let page: URL;
  try {
    parsed = new URL(url);
    page = new URL(offlinePageUrl);
  } catch {
    return false;
  }
  return parsed.protocol === "file:" && page.protocol === "file:" && parsed.host === page.host && parsed.pathname === page.pathname;
}

/**
 * The address submitted by the offline page's form when `url` is that submission (the offline
 * page's own file URL with the field in its query) made by the offline page itself (`fromUrl`, the
 * window's current page), else null. A Kora page navigating to that URL is not a submission: it
 * must not be able to move the app to another server. Other navigations are left to the navigation
 * policy.
 */
export function readServerSubmission(url: string, offlinePageUrl: string, fromUrl: string): string | null {
  if (!isOfflinePage(url, offlinePageUrl) || !isOfflinePage(fromUrl, offlinePageUrl)) return null;
  const value = new URL(url).searchParams.get(SERVER_ADDRESS_FIELD);
  if (value === null) return null;
  return value.slice(0, MAX_SERVER_ADDRESS_LENGTH + 1); // one over the limit still reads as "too long"
}

export type ServerChange =
  /** KORA_URL decides the server; the saved setting would be ignored. */
  | { kind: "locked"; message: string }
  | { kind: "invalid"; message: string; value: string }
  /** The same server: just try again now. */
  | { kind: "retry" }
  /** Save the new origin and restart the app on it. */
  | { kind: "switch"; origin: string };

/** What to do with an address the user submitted on the offline page. */
export function decideServerChange(submitted: string, config: DesktopConfig): ServerChange {
  if (config.serverSource === "env") {
    return { kind: "locked", message: "The server is set by KORA_URL when Kora starts; change it there." };
  }
  const parsed = parseServerAddress(submitted);
  if (!parsed.ok) return { kind: "invalid", message: parsed.message, value: submitted };
  if (parsed.origin === config.koraOrigin) return { kind: "retry" };
  return { kind: "switch", origin: parsed.origin };
}

/** The part of `/api/health`'s answer (shared/src/contracts/health.ts) that says "this is Kora". */
const koraHealthSchema = z.object({ data: z.object({ status: z.literal("ok"), version: z.string().max(100) }) });

/**
 * Whether a server's `/api/health` answer comes from Kora. Checked before switching, so a typo that
 * happens to reach some other site does not leave the window on a foreign page with no way back
 * to the address field.
 */
export function isKoraHealth(status: number, body: unknown): boolean {
  return status === 200 && koraHealthSchema.safeParse(body).success;
}

/** The message when the new address did not answer as Kora. */
export function notKoraMessage(origin: string): string {
  return `No Kora server answered at ${origin}. Check the address, or try again when you are online.`;
}
