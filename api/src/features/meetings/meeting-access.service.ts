import { MEETING_MESSAGES, type MeetingToken, type PersonalRoom, type PersonalRoomTokenInput } from "@kora/shared/contracts/meetings.ts";
import { type RecordAction, type RecordResult, VIDEO_MESSAGES } from "@kora/shared/contracts/videos.ts";
import { joinWindow } from "@kora/shared/domain/bookings/lifecycle.ts";
import { isViewable } from "@kora/shared/domain/cards/lifecycle.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { AppError, forbidden, notFound } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { findBookingById, roleOf } from "../bookings/bookings.service.ts";
import { viewCard } from "../cards/cards.service.ts";
import type { CardRow } from "../cards/cards.table.ts";
import { findPublicUser } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { controlRecording } from "../videos/videos.service.ts";
import { JOIN_TOKEN_TTL_MS, signMeetingToken } from "./meeting-tokens.ts";
import { bookingRoomId, personalRoomId } from "./room-context.ts";
import { findRoomSettings } from "./room-settings.repository.ts";
import { liveRooms } from "./live-rooms.ts";

async function issue(
  services: Pick<Services, "now" | "secret">,
  roomId: string,
  userId: string,
  admitted: boolean,
  cardTitle?: string,
): Promise<MeetingToken> {
  const exp = services.now().getTime() + JOIN_TOKEN_TTL_MS;
  return {
    token: await signMeetingToken(services.secret, { roomId, userId, admitted, exp, ...(cardTitle !== undefined && { cardTitle }) }),
    roomId,
    participantId: userId,
    expiresAt: new Date(exp).toISOString(),
  };
}

/**
 * A token for a booking's call: only the parties and the facilitator get one, and walk in; anyone
 * else gets 403 (PROTOCOL.md), before anything about the booking's state or time is told. Only
 * while joining is open (core §4).
 */
export async function bookingVideoToken(
  services: Pick<Services, "db" | "now" | "secret">,
  user: UserRow,
  bookingId: string,
): Promise<MeetingToken> {
  const row = await findBookingById(services, bookingId);
  if (!row) throw notFound(MESSAGES.bookingNotFound);
  if (roleOf(row, user.id) === null) throw forbidden(MEETING_MESSAGES.notYours);
  if (row.status !== "confirmed" || row.start_ms === null) throw new AppError("conflict", MEETING_MESSAGES.notConfirmed);
  const window = joinWindow(row.start_ms, services.now().getTime());
  if (window === "early") throw new AppError("conflict", MEETING_MESSAGES.windowEarly);
  if (window === "closed") throw new AppError("conflict", MEETING_MESSAGES.windowClosed);
  return issue(services, bookingRoomId(row.id), user.id, true);
}

/**
 * `POST /api/bookings/:id/requestApproval` (core §7): someone who isn't on the booking asks to join
 * its call, e.g. a colleague the learner sent the link to. They get a knock token: on `meeting.join`
 * they wait, and a host (the advisor or the learner) admits, denies or disables them, in the call or
 * by `approve|revoke/{userId}`. The parties join without asking (409); only while joining is open.
 */
export async function requestBookingApproval(
  services: Pick<Services, "db" | "now" | "secret">,
  user: UserRow,
  bookingId: string,
): Promise<MeetingToken> {
  const row = await findBookingById(services, bookingId);
  if (!row) throw notFound(MESSAGES.bookingNotFound);
  if (roleOf(row, user.id) !== null) throw new AppError("conflict", MEETING_MESSAGES.noNeedToAsk);
  if (row.status !== "confirmed" || row.start_ms === null) throw new AppError("conflict", MEETING_MESSAGES.notConfirmed);
  const window = joinWindow(row.start_ms, services.now().getTime());
  if (window === "early") throw new AppError("conflict", MEETING_MESSAGES.windowEarly);
  if (window === "closed") throw new AppError("conflict", MEETING_MESSAGES.windowClosed);
  return issue(services, bookingRoomId(row.id), user.id, false);
}

/** What the personal-room page shows before joining. Public: the link is meant to be shared. */
export async function personalRoom(
  services: Pick<Services, "db" | "meetings">,
  viewer: UserRow | null,
  slug: string,
): Promise<PersonalRoom> {
  const owner = await findPublicUser(services, slug);
  if (!owner) throw notFound(MESSAGES.pageNotFound);
  const live = liveRooms(services).room(personalRoomId(owner.id));
  // Nobody in it: the room opens as its host last set it (meeting_room_settings), locked and knocking by default.
  const stored = live ? null : await findRoomSettings(services.db, personalRoomId(owner.id));
  const locked = live?.locked ?? stored?.locked ?? true;
  const knocking = live?.knocking ?? stored?.knocking ?? true;
  return {
    roomId: personalRoomId(owner.id),
    slug: owner.slug,
    hostName: `${owner.first_name} ${owner.last_name}`.trim(),
    hostFirstName: owner.first_name,
    locked,
    knocking: knocking || !locked,
    isHost: viewer?.id === owner.id,
  };
}

/**
 * The owner enters their own room; everyone else gets a knock token. From a card's instant-meeting
 * page (`cardId`) the card must be the owner's, live, and one the caller may see (else 404, as the
 * page's not-found): its title rides on the knock.
 */
export async function personalRoomToken(
  services: Pick<Services, "db" | "now" | "secret">,
  user: UserRow,
  slug: string,
  input: PersonalRoomTokenInput = {},
): Promise<MeetingToken> {
  const owner = await findPublicUser(services, slug);
  if (!owner) throw notFound(MESSAGES.pageNotFound);
  const card = input.cardId ? await meetingCard(services, user, owner, input.cardId) : null;
  return issue(services, personalRoomId(owner.id), user.id, owner.id === user.id, card?.title);
}

/** A card an instant meeting may be about: its owner's, published or private, and visible to `viewer`. */
async function meetingCard(services: Pick<Services, "db">, viewer: UserRow, owner: UserRow, cardId: string): Promise<CardRow> {
  const card = await viewCard(services, viewer, cardId, owner.slug);
  if (card.user_id !== owner.id || !isViewable(card.status, card.deleted_at !== null)) throw notFound(MESSAGES.cardNotFound);
  return card;
}

/** Recording in a personal room ("record a video now"): its owner only, also alone; anyone else 403. */
export async function recordPersonalRoom(
  services: Pick<Services, "config" | "db" | "meetings" | "now">,
  user: UserRow,
  slug: string,
  input: { action: RecordAction; videoId?: string },
): Promise<RecordResult> {
  const owner = await findPublicUser(services, slug);
  if (!owner) throw notFound(MESSAGES.pageNotFound);
  if (owner.id !== user.id) throw forbidden(VIDEO_MESSAGES.cannotRecord);
  return controlRecording(services, user, { roomId: personalRoomId(owner.id), bookingId: null, live: services.meetings }, input);
}

/**
 * A host's answer to a knock on a personal room, by URL (the desktop app's Admit / Deny buttons on
 * its notification): 404 for no such room, 409 with the reason when refused (the caller isn't in
 * the room, or isn't a host there) — the room's own rules decide, as for the socket frame.
 */
export async function answerPersonalRoomKnock(
  services: Pick<Services, "db" | "meetings">,
  user: UserRow,
  slug: string,
  target: string,
  answer: "admit" | "deny",
): Promise<void> {
  const owner = await findPublicUser(services, slug);
  if (!owner) throw notFound(MESSAGES.pageNotFound);
  const roomId = personalRoomId(owner.id);
  const refusal = await liveRooms(services).controlOverHttp(roomId, user.id, { type: "meeting.answer-knock", roomId, target, answer });
  if (refusal) throw new AppError("conflict", refusal);
}
