import type { Services } from "../../services.ts";
import type { CaldavAccount, NetPolicy } from "./caldav.ts";
import type { CalendarConnectionRow } from "./calendar-sync.table.ts";
import { calendarSecretKey, openSecret } from "./secret-box.ts";

/** What the network may reach: loopback only in embedded mode (a CalDAV server on this machine). */
export const netPolicy = (services: Pick<Services, "config">): NetPolicy => ({ allowLoopback: services.config.mode === "embedded" });

/** A CalDAV connection's account with its password opened (kept in memory for one sync, never logged). */
export async function caldavAccountOf(services: Pick<Services, "config" | "db">, row: CalendarConnectionRow): Promise<CaldavAccount> {
  const password = await openSecret(await calendarSecretKey(services), row.secret);
  return { serverUrl: row.address, username: row.username ?? "", password };
}

/** An ICS subscription's full address (with its secret part). */
export async function icsUrlOf(services: Pick<Services, "config" | "db">, row: CalendarConnectionRow): Promise<string> {
  return openSecret(await calendarSecretKey(services), row.secret);
}

export interface StoredCalendar {
  url: string;
  name: string;
  color: string | null;
  busy: boolean;
  write: boolean;
}

export const calendarsOf = (row: Pick<CalendarConnectionRow, "calendars">): StoredCalendar[] =>
  JSON.parse(row.calendars) as StoredCalendar[];
