import type { Selectable } from "kysely";

/** A CalDAV account or ICS subscription (migration 2026_11_27_1500_calendar_sync). */
export interface CalendarConnectionsTable {
  id: string;
  user_id: string;
  kind: "caldav" | "ics";
  label: string;
  /** No secret: the server URL, or the ICS URL with its secret parts masked. */
  address: string;
  /** CalDAV user name; null for ICS. */
  username: string | null;
  /** AES-GCM sealed: the app password (CalDAV) or the full ICS URL. */
  secret: string;
  /** JSON `[{url,name,color,busy,write}]`; `[]` for ICS. */
  calendars: string;
  status: "ok" | "syncing" | "retrying" | "failing";
  last_synced_at_ms: number | null;
  last_error: string | null;
  failures: number;
  next_attempt_at_ms: number | null;
  flagged_at_ms: number | null;
  created_at_ms: number;
  updated_at_ms: number;
}

export interface CalendarBusyPeriodsTable {
  id: string;
  user_id: string;
  connection_id: string;
  start_ms: number;
  end_ms: number;
}

export interface CalendarEventLinksTable {
  booking_id: string;
  user_id: string;
  connection_id: string;
  calendar_url: string;
  uid: string;
  href: string;
  etag: string | null;
}

export interface CalendarFeedsTable {
  user_id: string;
  /** sha-256 hex of the feed's secret token. */
  token_hash: string;
  created_at_ms: number;
}

export interface CalendarSyncTables {
  calendar_connections: CalendarConnectionsTable;
  calendar_busy_periods: CalendarBusyPeriodsTable;
  calendar_event_links: CalendarEventLinksTable;
  calendar_feeds: CalendarFeedsTable;
}

export type CalendarConnectionRow = Selectable<CalendarConnectionsTable>;
export type CalendarEventLinkRow = Selectable<CalendarEventLinksTable>;
