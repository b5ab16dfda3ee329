import {
  calendarQuery,
  createCalendarObject,
  type DAVCalendar,
  DAVClient,
  deleteCalendarObject,
  getBasicAuthHeaders,
  propfind,
  updateCalendarObject,
} from "tsdav";
import { CalendarSyncError, DavStatusError } from "./sync-errors.ts";
import { guardedFetcher } from "./net-guard.ts";

/**
 * CalDAV through tsdav, every request through the SSRF guard (net-guard.ts). Radicale, iCloud,
 * Fastmail and Nextcloud all answer these: principal discovery, calendar listing, a calendar-query
 * REPORT with a time range (free-busy reports are not implemented everywhere), PUT and DELETE.
 */

export interface CaldavAccount {
  serverUrl: string;
  username: string;
  password: string;
}

export interface NetPolicy {
  /** Embedded mode: a server on this machine is allowed. */
  allowLoopback: boolean;
  timeoutMs?: number;
}

export interface DiscoveredCalendar {
  url: string;
  name: string;
  color: string | null;
  /** The account may add events to it (DAV:write or DAV:bind in its current-user-privilege-set; true when the server doesn't say). */
  writable: boolean;
}

const davTime = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
const auth = (account: CaldavAccount) => getBasicAuthHeaders({ username: account.username, password: account.password });

/** Logs in and lists the account's calendars that hold events; throws CalendarSyncError / guard errors. */
export async function discoverCalendars(account: CaldavAccount, policy: NetPolicy): Promise<DiscoveredCalendar[]> {
  const client = new DAVClient({
    serverUrl: account.serverUrl,
    credentials: { username: account.username, password: account.password },
    authMethod: "Basic",
    defaultAccountType: "caldav",
    fetch: guardedFetcher(policy),
  });
  await client.login();
  if (!client.account?.homeUrl) throw new CalendarSyncError("notCalendar");
  const calendars: DAVCalendar[] = await client.fetchCalendars();
  const found: DiscoveredCalendar[] = [];
  for (const c of calendars.filter((c) => !c.components || c.components.includes("VEVENT"))) {
    found.push({
      url: c.url,
      name: typeof c.displayName === "string" && c.displayName.trim() ? c.displayName.trim() : new URL(c.url).pathname,
      color: typeof c.calendarColor === "string" ? c.calendarColor : null,
      writable: await mayWrite(account, policy, c.url),
    });
  }
  return found;
}

/** Privileges that let the account add an event object to a collection (RFC 3744 §3.1: write aggregates bind; all everything). */
const ADDING = new Set(["write", "bind", "all"]);

/** Names of the privileges under a parsed current-user-privilege-set (tsdav camel-cases element names). */
function privilegeNames(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const item of value) privilegeNames(item, into);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key !== "privilege" && !key.startsWith("_")) into.add(key);
      privilegeNames(inner, into);
    }
  }
  return into;
}

/**
 * Asks the server what the account may do in a calendar (PROPFIND DAV:current-user-privilege-set, RFC 3744).
 * A server that doesn't answer the property is taken at its word that the calendar is the account's own.
 */
async function mayWrite(account: CaldavAccount, policy: NetPolicy, calendarUrl: string): Promise<boolean> {
  const [response] = await propfind({
    url: calendarUrl,
    props: { "d:current-user-privilege-set": {} },
    depth: "0",
    headers: auth(account),
    fetch: guardedFetcher(policy),
  });
  const set = response?.props?.currentUserPrivilegeSet as unknown;
  if (!response?.ok || set === undefined || set === null || set === "") return true;
  const names = privilegeNames(set);
  return [...names].some((name) => ADDING.has(name));
}

/** The iCalendar text of every event object in `calendarUrl` touching [fromMs, toMs). */
export async function readCalendarObjects(
  account: CaldavAccount,
  policy: NetPolicy,
  calendarUrl: string,
  fromMs: number,
  toMs: number,
): Promise<string[]> {
  const responses = await calendarQuery({
    url: calendarUrl,
    props: { "d:getetag": {}, "c:calendar-data": {} },
    filters: {
      "comp-filter": {
        _attributes: { name: "VCALENDAR" },
        "comp-filter": { _attributes: { name: "VEVENT" }, "time-range": { _attributes: { start: davTime(fromMs), end: davTime(toMs) } } },
      },
    },
    depth: "1",
    headers: auth(account),
    fetch: guardedFetcher(policy),
  });
  const failed = responses.find((r) => !r.ok && !r.props && (r.status ?? 0) >= 300);
  if (failed) throw new DavStatusError(failed.status ?? 0, `REPORT ${calendarUrl}`);
  const texts: string[] = [];
  for (const response of responses) {
    const data = response.props?.calendarData as unknown;
    const text = typeof data === "string" ? data : (data as { _cdata?: unknown } | undefined)?._cdata;
    if (typeof text === "string" && text.includes("BEGIN:VCALENDAR")) texts.push(text);
  }
  return texts;
}

export interface StoredEvent {
  href: string;
  etag: string | null;
}

const ok = async (response: Response, what: string) => {
  await response.body?.cancel();
  if (!response.ok) throw new DavStatusError(response.status, what);
  return response.headers.get("etag");
};

/**
 * Writes an event: a new object named `filename` in `calendarUrl`, or the stored one replaced. Kora owns
 * these events: one changed in the calendar app is overwritten (no If-Match), one deleted there is made again.
 */
export async function putEvent(
  account: CaldavAccount,
  policy: NetPolicy,
  target: { calendarUrl: string; filename: string; existing: StoredEvent | null },
  ics: string,
): Promise<StoredEvent> {
  const fetch = guardedFetcher(policy);
  if (target.existing) {
    const response = await updateCalendarObject({
      calendarObject: { url: target.existing.href, data: ics },
      headers: auth(account),
      fetch,
    });
    if (response.status !== 404 && response.status !== 410) {
      const etag = await ok(response, `PUT ${target.existing.href}`);
      return { href: target.existing.href, etag };
    }
    await response.body?.cancel();
  }
  const response = await createCalendarObject({
    calendar: { url: target.calendarUrl },
    iCalString: ics,
    filename: target.filename,
    headers: auth(account),
    fetch,
  });
  const href = new URL(target.filename, target.calendarUrl.endsWith("/") ? target.calendarUrl : `${target.calendarUrl}/`).toString();
  if (response.status === 412) {
    // An object of that name exists (an earlier write whose link was lost): replace it.
    await response.body?.cancel();
    const again = await updateCalendarObject({ calendarObject: { url: href, data: ics }, headers: auth(account), fetch });
    return { href, etag: await ok(again, `PUT ${href}`) };
  }
  return { href, etag: await ok(response, `PUT ${href}`) };
}

/** Deletes a stored event; one already gone counts as deleted. */
export async function removeEvent(account: CaldavAccount, policy: NetPolicy, event: StoredEvent): Promise<void> {
  const response = await deleteCalendarObject({
    calendarObject: { url: event.href },
    headers: auth(account),
    fetch: guardedFetcher(policy),
  });
  if (response.status === 404 || response.status === 410) {
    await response.body?.cancel();
    return;
  }
  await ok(response, `DELETE ${event.href}`);
}
