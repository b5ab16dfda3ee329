import { appPath, BRAND } from "@kora/shared/brand.ts";
import { CALENDAR_WRITE_AHEAD_DAYS, type CalendarFeed } from "@kora/shared/contracts/calendar-sync.ts";
import { bookingCalendarUid, calendarSequence, sessionCalendarEntry } from "@kora/shared/domain/calendar/booking-calendar.ts";
import { buildIcsFeed, type CalendarEvent } from "@kora/shared/domain/calendar/ics.ts";
import { notFound } from "../../http/app-error.ts";
import { hmac, sha256 } from "../../lib/crypto.ts";
import type { Services } from "../../services.ts";
import { feedOfUser, feedOwnerByHash, insertFeedIfAbsent, saveFeed } from "./calendar-feed.repository.ts";
import { feedSessions } from "./calendar-feed.read-model.ts";
import { personForCalendar } from "./calendar-sync.read-model.ts";
import { isLocale } from "@kora/shared/i18n/locales.ts";
import { calendarEntryMessages } from "@kora/shared/i18n/messages/calendar-entry.ts";
import { serverTranslator } from "../../i18n/translator.ts";

const DAY = 86_400_000;
/** The feed shows sessions from this many days back (calendar apps drop what a feed no longer lists). */
export const FEED_PAST_DAYS = 30;
/** Requests per address and per IP an hour: calendar apps poll every few minutes at most. */
const FEED_LIMIT = { perToken: 120, perIp: 600, windowMs: 3_600_000 };
const FEED_FILE = /^([0-9a-f]{64})\.ics$/;

/**
 * The feed's secret: an HMAC of the person and the feed's generation (its created_at_ms) under the
 * server key. Only its sha-256 is stored, so the database alone never yields a working address, yet
 * the address can be shown again; a rotation makes a new generation, and the old token's hash is gone.
 */
const feedToken = (services: Pick<Services, "secret">, userId: string, generation: number) =>
  hmac(services.secret, `calendar-feed:${userId}:${generation}`);
const feedUrl = (services: Pick<Services, "config">, token: string) => `${services.config.publicUrl}/api/calendar-feed/${token}.ics`;

async function newGeneration(services: Pick<Services, "config" | "db" | "now" | "secret">, userId: string, after: number): Promise<string> {
  // Strictly later than the last one, so a rotation within the same millisecond still changes the token.
  const generation = Math.max(services.now().getTime(), after + 1);
  const token = await feedToken(services, userId, generation);
  await saveFeed(services.db, { user_id: userId, token_hash: await sha256(token), created_at_ms: generation });
  return feedUrl(services, token);
}

/** The person's private feed address, made on first use. */
export async function feedUrlFor(services: Pick<Services, "config" | "db" | "now" | "secret">, userId: string): Promise<string> {
  let feed = await feedOfUser(services.db, userId);
  if (!feed) {
    const generation = services.now().getTime();
    const tokenHash = await sha256(await feedToken(services, userId, generation));
    await insertFeedIfAbsent(services.db, { user_id: userId, token_hash: tokenHash, created_at_ms: generation });
    feed = await feedOfUser(services.db, userId);
    if (!feed) throw new Error("calendar feed vanished after insert");
  }
  const token = await feedToken(services, userId, feed.created_at_ms);
  // A changed SECRET_KEY makes a new token for the same generation: the address shown must be the one that works.
  const tokenHash = await sha256(token);
  if (tokenHash !== feed.token_hash) await saveFeed(services.db, { ...feed, token_hash: tokenHash });
  return feedUrl(services, token);
}

/** `POST /api/me/calendar-feed/rotate`: a new address; the old one answers 404 from now on. */
export async function rotateFeed(services: Pick<Services, "config" | "db" | "now" | "secret">, userId: string): Promise<CalendarFeed> {
  const feed = await feedOfUser(services.db, userId);
  return { url: await newGeneration(services, userId, feed?.created_at_ms ?? -1) };
}

/**
 * `GET /api/calendar-feed/{token}.ics`: the feed's owner's sessions (as advisor and as learner) from
 * 30 days back to a year ahead, each with the UID, SEQUENCE and join link its booking mails carried.
 * An unknown or rotated token is 404, the same as a malformed one.
 */
export async function feedCalendar(
  services: Pick<Services, "config" | "db" | "limiter" | "now">,
  file: string,
  ip: string,
): Promise<string> {
  services.limiter.hit(`calendar-feed:ip:${ip}`, FEED_LIMIT.perIp, FEED_LIMIT.windowMs);
  const token = FEED_FILE.exec(file)?.[1];
  if (!token) throw notFound();
  const hash = await sha256(token);
  services.limiter.hit(`calendar-feed:${hash}`, FEED_LIMIT.perToken, FEED_LIMIT.windowMs);
  const userId = await feedOwnerByHash(services.db, hash);
  if (!userId) throw notFound();
  const nowMs = services.now().getTime();
  const [sessions, owner] = await Promise.all([
    feedSessions(services.db, userId, nowMs - FEED_PAST_DAYS * DAY, nowMs + CALENDAR_WRITE_AHEAD_DAYS * DAY),
    personForCalendar(services.db, userId),
  ]);
  const words = serverTranslator(calendarEntryMessages, isLocale(owner?.locale) ? owner.locale : "en");
  const { publicUrl, mailFrom } = services.config;
  const host = new URL(publicUrl).hostname;
  const events = sessions.map((session): CalendarEvent => {
    const links = {
      join: `${publicUrl}${appPath(`bookings/${session.id}/join`)}`,
      booking: `${publicUrl}${appPath(`bookings/${session.id}`)}`,
    };
    const entry = sessionCalendarEntry(
      {
        cardTitle: session.cardTitle,
        otherName: `${session.otherFirstName} ${session.otherLastName}`.trim(),
        topic: session.topic,
        startMs: session.startMs,
        endMs: session.endMs,
        joinUrl: links.join,
        bookingUrl: links.booking,
      },
      words,
    );
    return {
      uid: bookingCalendarUid(session.id, host),
      startMs: entry.startMs,
      endMs: entry.endMs,
      summary: entry.summary,
      description: entry.description,
      location: entry.location,
      url: links.join,
      organizer: { name: BRAND.name, email: mailFrom.replace(/^.*<|>.*$/g, "").trim() },
      attendees: [],
      sequence: calendarSequence(session.latestRound, false),
      status: "CONFIRMED",
      stampMs: nowMs,
    };
  });
  return buildIcsFeed(`${BRAND.name} sessions`, events);
}
