import { CALENDAR_SYNC_MESSAGES } from "@kora/shared/contracts/calendar-sync.ts";
import { IcsError } from "./ics/ics-limits.ts";
import { FetchTimeoutError, ForbiddenAddressError, ResponseTooBigError } from "./net-guard.ts";

export type SyncErrorCode = keyof typeof CALENDAR_SYNC_MESSAGES;

/** A calendar server's answer that ends a sync or a connect, with what to tell the person. */
export class CalendarSyncError extends Error {
  override readonly name = "CalendarSyncError";
  constructor(
    readonly code: SyncErrorCode,
    detail?: string,
  ) {
    super(detail ?? CALENDAR_SYNC_MESSAGES[code]);
  }
}

/** An HTTP status a CalDAV request got back. */
export class DavStatusError extends Error {
  override readonly name = "DavStatusError";
  constructor(
    readonly status: number,
    what: string,
  ) {
    super(`${what} returned ${status}`);
  }
}

const isCode = (value: unknown): value is SyncErrorCode => typeof value === "string" && Object.hasOwn(CALENDAR_SYNC_MESSAGES, value);
const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "ECONNABORTED",
]);

/** What went wrong, as one of the contract's plain-words codes (401/403 → badLogin, 404 → notFound …). */
export function syncErrorCode(error: unknown): SyncErrorCode {
  if (error instanceof CalendarSyncError) return error.code;
  if (error instanceof IcsError) return error.reason;
  if (error instanceof ForbiddenAddressError) return "forbiddenAddress";
  if (error instanceof FetchTimeoutError) return "timeout";
  if (error instanceof ResponseTooBigError) return "tooBig";
  if (error instanceof DavStatusError) {
    if (error.status === 401 || error.status === 403) return "badLogin";
    if (error.status === 404 || error.status === 410) return "notFound";
    return "unreachable";
  }
  const e = error as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown } | null;
  if (e && isCode(e.code)) return e.code;
  if (e && typeof e.name === "string" && /TooBig|TooLarge|TooMany|TooDeep/i.test(e.name)) return "tooBig";
  const message = typeof e?.message === "string" ? e.message : "";
  if (/Invalid credentials|\b401\b|\b403\b/.test(message)) return "badLogin";
  if (e && typeof e.code === "string" && UNREACHABLE.has(e.code)) return "unreachable";
  if (e?.cause && e.cause !== error) return syncErrorCode(e.cause);
  return "unreachable";
}
