import { tierOf, type MeetingRole, type MeetingTier } from "@kora/shared/domain/meetings/rules.ts";
import type { BrandingView } from "@kora/shared/contracts/branding.ts";
import type { Services } from "../../services.ts";
import { brandingShown } from "../branding/branding.service.ts";
import { findBookingById } from "../bookings/bookings.service.ts";
import { findCard } from "../cards/cards.service.ts";
import { activePlanSlugs, findUserById } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";

/** What a room is, loaded once when the first person arrives: who hosts it and who belongs. */
export interface RoomContext {
  roomId: string;
  kind: "booking" | "personal";
  title: string;
  hostName: string;
  /** The hosting advisor's Pro branding when the room opened (the booking's advisor, the room's owner); null when none shows. */
  branding: BrandingView | null;
  tier: MeetingTier;
  bookingId: string | null;
  /** The booking's advisor and learner (their time in the call is attendance). Empty for personal rooms. */
  parties: string[];
  /** Whose plan sizes the room (the owner, a booking's advisor): they hear when someone is turned away because it is full. */
  planHolderId: string;
  /** Who hears about knocks on their private channel: the room's hosts. */
  hostIds: string[];
  /** Where the room is, for links in notifications. */
  link: string;
  /** The booking's recording owner when the room opened (core §6); null for personal rooms and unrecorded bookings. */
  recordingOwnerId: string | null;
  /** The role of someone who belongs (hosts, a facilitator); null for anyone else, who must knock. */
  memberRole(userId: string): MeetingRole | null;
}

const fullName = (user: Pick<UserRow, "first_name" | "last_name">) => `${user.first_name} ${user.last_name}`.trim();

export const personalRoomId = (userId: string) => `room:${userId}`;
export const bookingRoomId = (bookingId: string) => `booking:${bookingId}`;

/** The context of `roomId`, or null when there is no such booking or person. */
export async function loadRoomContext(services: Pick<Services, "db" | "now">, roomId: string): Promise<RoomContext | null> {
  const [kind, id] = roomId.split(":") as [string, string];
  if (kind === "booking") {
    const row = await findBookingById(services, id);
    if (!row) return null;
    const [advisor, card, plans, branding] = await Promise.all([
      findUserById(services.db, row.advisor_id),
      findCard(services, row.card_id),
      activePlanSlugs(services, row.advisor_id),
      brandingShown(services, row.advisor_id),
    ]);
    return {
      roomId,
      kind: "booking",
      title: card?.title ?? "Session",
      hostName: advisor ? fullName(advisor) : "Your advisor",
      branding,
      tier: tierOf(plans),
      bookingId: row.id,
      parties: [row.advisor_id, row.learner_id],
      planHolderId: row.advisor_id,
      hostIds: [row.advisor_id, row.learner_id],
      link: `/my-kora/bookings/${row.id}/join`,
      recordingOwnerId: row.recording_owner_id,
      memberRole: (userId) =>
        userId === row.advisor_id || userId === row.learner_id ? "host" : userId === row.facilitated_by ? "participant" : null,
    };
  }
  const owner = await findUserById(services.db, id);
  if (!owner || owner.is_placeholder === 1) return null;
  const [plans, branding] = await Promise.all([activePlanSlugs(services, owner.id), brandingShown(services, owner.id)]);
  return {
    roomId,
    kind: "personal",
    title: `${owner.first_name}'s room`,
    hostName: fullName(owner),
    branding,
    tier: tierOf(plans),
    bookingId: null,
    parties: [],
    planHolderId: owner.id,
    hostIds: [owner.id],
    link: `/meet/${owner.slug}`,
    recordingOwnerId: null,
    memberRole: (userId) => (userId === owner.id ? "host" : null),
  };
}
