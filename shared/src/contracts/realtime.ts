import { z } from "zod";
import { BOOKING_STATUSES } from "../domain/bookings/lifecycle.ts";
import { AUTO_UNPUBLISH_REASONS } from "../domain/cards/auto-unpublish.ts";
import { PLAN_END_CAUSES } from "../domain/plans/subscription.ts";
import { groupAccessGrantedSchema } from "./groups.ts";
import { meetingClientFrames, meetingServerFrames } from "./meetings.ts";

/** Channel names (public-site §4): one private channel per user, public ones per card and per user, and "ci". */
export const channels = {
  privateUser: (userId: string) => `private-user.${userId}`,
  user: (userId: string) => `user.${userId}`,
  card: (cardId: string) => `card.${cardId}`,
  ci: "ci",
} as const;

const PUBLIC_CHANNEL = /^(?:user\.[\w-]{1,64}|card\.[\w-]{1,64}|ci)$/;
export const publicChannelSchema = z.string().regex(PUBLIC_CHANNEL, "Unknown channel");

/** What every booking event carries; clients refetch the booking by id and toast from these fields. */
const bookingEventData = z.object({
  bookingId: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** The other party's first name, as the recipient knows them. */
  otherName: z.string(),
  cardTitle: z.string(),
  startUtc: z.string().nullable(),
  /** Set on SuggestedTimes when it is a reschedule. */
  rescheduledBy: z.string().nullable().optional(),
  /** Who caused it: a party's user id, or null for the system (expiry, reminders, attendance). */
  actorId: z.string().nullable().optional(),
});
/** Booking events (public-site §4): each reaches both parties on their private channels. */
export const BOOKING_EVENTS = [
  "PendingApproval",
  "CancelledProvisional",
  "ProvisionalRequestExpired",
  "Confirmed",
  "Completed",
  "CancelledConfirmed",
  "SuggestedTimes",
  "StartsInTenMinutes",
  "BookingUpdated",
  /** A confirmed booking's charge needs the learner (the bank's check, or a declined card). */
  "PaymentRequired",
  "PaymentCompleted",
  /** Money went back to the learner; the booking's page shows how much and why. */
  "Refunded",
] as const;
export type BookingEventName = (typeof BOOKING_EVENTS)[number];

/** Identity verification events (public-site §4): Pending (a code was sent), Verified, Unverified (a verified phone was changed). */
export const IDENTITY_EVENTS = ["Pending", "Verified", "Unverified"] as const;
export type IdentityEventName = (typeof IDENTITY_EVENTS)[number];
const identityEventData = z.object({ userId: z.string(), channel: z.enum(["phone", "email"]) });

/** Events pushed to clients. Each later feature adds its events here, so both ends validate them. */
export const realtimeEventSchema = z.discriminatedUnion("name", [
  z.object({ name: z.literal("RefreshUser"), data: z.object({ userId: z.string() }) }),
  /** To the owner: their card passed review and is published. */
  z.object({ name: z.literal("CardApproved"), data: z.object({ cardId: z.string(), title: z.string(), link: z.string() }) }),
  /** To the owner: their card went back to draft with the reviewer's comments. */
  z.object({ name: z.literal("CardRejected"), data: z.object({ cardId: z.string(), title: z.string(), comments: z.string() }) }),
  /** To the owner: their card went back to draft on its own (public-site §4), and why. */
  z.object({
    name: z.literal("CardUnpublished"),
    data: z.object({ cardId: z.string(), title: z.string(), reason: z.enum(AUTO_UNPUBLISH_REASONS) }),
  }),
  /** On a user's public channel (`user.<id>`): their public profile changed (name, picture, place…); pages showing it reload it. */
  z.object({ name: z.literal("PublicProfileUpdated"), data: z.object({ userId: z.string(), link: z.string() }) }),
  /**
   * On the 'ci' channel, to each socket as it subscribes (and so again after every reconnect, as after
   * a deploy): the client version this server expects. A tab on another version offers to update.
   */
  z.object({ name: z.literal("ClientVersion"), data: z.object({ clientVersion: z.string() }) }),
  /** On the card's public channel: a published card changed (or was unpublished); viewers reload it. */
  z.object({
    name: z.literal("PublishedAdvisorUpdated"),
    data: z.object({ cardId: z.string(), userId: z.string(), link: z.string(), viewable: z.boolean() }),
  }),
  ...BOOKING_EVENTS.map((name) => z.object({ name: z.literal(name), data: bookingEventData })),
  /** To a room's hosts, wherever they are in the app: someone is knocking (public-site §4 video events). */
  z.object({
    name: z.literal("UserRequestingAccess"),
    data: z.object({
      roomId: z.string(),
      participantId: z.string(),
      name: z.string(),
      link: z.string(),
      /** The card they knocked from (its instant-meeting link), when they did. */
      cardTitle: z.string().optional(),
    }),
  }),
  /** To the plan holder of a room (its owner, a booking's advisor): someone was turned away because it was full, and the plan that would fit. */
  z.object({
    name: z.literal("RoomFull"),
    data: z.object({ roomId: z.string(), plan: z.enum(["basic", "plus", "pro"]), text: z.string() }),
  }),
  /**
   * To the subscriber: their plan changed (trial started, renewed, a renewal failed, ended). `ended`
   * opens the downgrade modal when it wasn't their own choice.
   */
  z.object({
    name: z.literal("PlanChanged"),
    data: z.object({
      plan: z.enum(["basic", "plus", "pro"]),
      change: z.enum(["started", "renewed", "payment-failed", "ended", "downgraded", "pro-approved", "pro-declined"]),
      /** With `ended`: why the plan stopped. */
      why: z.enum(PLAN_END_CAUSES).optional(),
    }),
  }),
  /** To both parties: someone joined or left the booking's call; refetch it (in-call flags). */
  z.object({ name: z.literal("RefreshBooking"), data: z.object({ bookingId: z.string() }) }),
  /** Identity verification events (public-site §4), to the user: a code is out, a phone or email verified, a phone changed; each refreshes the user. */
  ...IDENTITY_EVENTS.map((name) => z.object({ name: z.literal(name), data: identityEventData })),
  /** To a member: an admin approved them into a group (public-site §4); refresh the user and toast. */
  z.object({ name: z.literal("GroupAccessGranted"), data: groupAccessGrantedSchema }),
  /** To the inviter: someone signed up with their invite code (public-site §4); toast and refresh the invites. */
  z.object({
    name: z.literal("ClaimedInvite"),
    data: z.object({ inviteId: z.string(), name: z.string(), grantedMinutes: z.number().int(), link: z.string() }),
  }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type RealtimeEventName = RealtimeEvent["name"];

/**
 * Where a client stands in the server's stream of private events: the server process (`epoch`, new
 * on every start) and the last event's number in it. `GET /api/me` gives the cursor at page load; a
 * socket sends `resume` with it, and the server replays what the tab missed before it attached.
 */
export const realtimeCursorSchema = z.object({ epoch: z.string().max(64), seq: z.number().int().min(0) });
export type RealtimeCursor = z.infer<typeof realtimeCursorSchema>;

export const serverFrameSchema = z.discriminatedUnion("type", [
  /** userId is null on a signed-out visitor's socket, which may only join public channels. `epoch` names this server process. */
  z.object({ type: z.literal("hello"), userId: z.string().nullable(), channels: z.array(z.string()), epoch: z.string() }),
  /** `seq` numbers events in this process: a replayed event keeps its number, so a client never handles one twice. */
  z.object({ type: z.literal("event"), channel: z.string(), event: realtimeEventSchema, seq: z.number().int() }),
  z.object({ type: z.literal("subscribed"), channel: z.string() }),
  z.object({ type: z.literal("ping"), t: z.number() }),
  z.object({ type: z.literal("pong"), t: z.number() }),
  z.object({ type: z.literal("error"), message: z.string() }),
  ...meetingServerFrames,
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

export const clientFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("subscribe"), channel: publicChannelSchema }),
  z.object({ type: z.literal("unsubscribe"), channel: publicChannelSchema }),
  z.object({ type: z.literal("ping"), t: z.number() }),
  z.object({ type: z.literal("pong"), t: z.number() }),
  /** Replays the events of my private channel published after `cursor` and before this socket joined. */
  z.object({ type: z.literal("resume"), cursor: realtimeCursorSchema }),
  ...meetingClientFrames,
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** The largest frame either end accepts: a session description for a few tracks fits well inside. */
export const MAX_FRAME_CHARS = 65_536;

/** Parses a raw socket message; null when it is not valid JSON of the schema. */
export function parseFrame<T>(schema: z.ZodType<T>, raw: unknown): T | null {
  if (typeof raw !== "string" || raw.length > MAX_FRAME_CHARS) return null;
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** Whether an event on the 'ci' channel says the server expects another client version than `mine`. */
export const isNewClientVersion = (event: RealtimeEvent, mine: string): boolean =>
  event.name === "ClientVersion" && event.data.clientVersion !== mine;
