import { FetchTimeoutError, ForbiddenAddressError, guardedFetch, ResponseTooBigError } from "../net-guard.ts";
import { type BusyPeriod, type ExpandOptions, expandBusyPeriods } from "./expand.ts";
import { ICS_MAX_BYTES, IcsError, opensAsCalendar } from "./ics-limits.ts";

export interface IcsFetchOptions {
  /** Loopback targets allowed (embedded mode only; the guard refuses them otherwise). */
  allowLoopback?: boolean;
  /** One deadline for the whole download; the guard's default otherwise. */
  timeoutMs?: number;
  /** Bytes read at most before the calendar is refused as too big. */
  maxBytes?: number;
}

/** webcal:// is https:// by another name (Apple's subscribe links). */
export function icsFetchUrl(url: string): string {
  return url.replace(/^webcals?:\/\//i, "https://");
}

const problemOf = (error: unknown): IcsError => {
  if (error instanceof IcsError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof ForbiddenAddressError) return new IcsError("forbiddenAddress", detail);
  if (error instanceof FetchTimeoutError) return new IcsError("timeout", detail);
  if (error instanceof ResponseTooBigError) return new IcsError("tooBig", detail);
  return new IcsError("unreachable", detail);
};

/**
 * Downloads a subscribed calendar through the SSRF guard, reading at most `maxBytes` (10 MB): a
 * larger body is cut off there and refused, never held whole. Throws IcsError with the reason the
 * person is told (forbiddenAddress, timeout, unreachable, notFound, badLogin, tooBig, notCalendar).
 */
export async function downloadIcs(url: string, options: IcsFetchOptions = {}): Promise<string> {
  const maxBytes = options.maxBytes ?? ICS_MAX_BYTES;
  try {
    const response = await guardedFetch(icsFetchUrl(url), {
      allowLoopback: options.allowLoopback,
      timeoutMs: options.timeoutMs,
      maxBytes,
      init: { headers: { accept: "text/calendar, text/plain;q=0.5, */*;q=0.1" } },
    });
    // Bodies we refuse are left unread, not cancelled: the guard caps and times them out either way.
    if (!response.ok) {
      if (response.status === 401 || response.status === 403) throw new IcsError("badLogin", `HTTP ${response.status}`);
      if (response.status === 404 || response.status === 410) throw new IcsError("notFound", `HTTP ${response.status}`);
      throw new IcsError("unreachable", `HTTP ${response.status}`);
    }
    const type = (response.headers.get("content-type") ?? "").toLowerCase();
    if (/^(text\/html|application\/json|image\/|video\/|audio\/)/.test(type)) {
      throw new IcsError("notCalendar", `content-type ${type}`);
    }
    return await readCapped(response, maxBytes);
  } catch (error) {
    throw problemOf(error);
  }
}

/** The body as text, cancelling the download as soon as it passes `maxBytes` (the guard also stops there). */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let received = 0;
  let checked = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw new IcsError("tooBig", `over ${maxBytes} bytes`);
    }
    parts.push(decoder.decode(value, { stream: true }));
    // Refuse a non-calendar early rather than reading 10 MB of it (once its first line, folded or not, is surely in).
    if (!checked && parts.join("").trimStart().length >= 1024) {
      checked = true;
      if (!opensAsCalendar(parts.join("").replace(/^\uFEFF/, ""))) throw new IcsError("notCalendar", "no BEGIN:VCALENDAR");
    }
  }
  parts.push(decoder.decode());
  const text = parts.join("").replace(/^\uFEFF/, "");
  if (!opensAsCalendar(text)) throw new IcsError("notCalendar", "no BEGIN:VCALENDAR");
  return text;
}

/** A subscribed calendar's busy periods in the range (K1's sync job, for connections of kind 'ics'). Throws IcsError. */
export async function fetchIcsBusy(
  url: string,
  range: { fromMs: number; toMs: number },
  options: IcsFetchOptions & ExpandOptions = {},
): Promise<BusyPeriod[]> {
  const text = await downloadIcs(url, options);
  return expandBusyPeriods(text, range, options);
}
