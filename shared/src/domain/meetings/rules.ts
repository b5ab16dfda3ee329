import { type PlanId, PLANS, planForMeetingOf, planOf } from "../plans/plans.ts";

/** Meeting rules (public-site §4 Personal Room, §6 host/co-host, §9 meeting sizes). Pure. */

/** How many people a room holds, by the host's plan (public-site §9, from the plan table). */
export const MEETING_SIZE: Record<PlanId, number> = {
  basic: PLANS.basic.meetingSize,
  plus: PLANS.plus.meetingSize,
  pro: PLANS.pro.meetingSize,
};
export type MeetingTier = PlanId;
/** A mesh carries every stream to every peer: above this many people the SFU takes over. */
export const MESH_LIMIT = 10;

export const tierOf = (plans: readonly string[]): MeetingTier => planOf(plans).id;

/** Meeting settings (public-site §3). */
export const MEETING_SETTINGS = {
  viewMode: "gallery",
  flipVideo: false,
  pipOnScreenShare: true,
  videoBitrate: 1_500_000,
  CPUThreshold: 90,
} as const;
/** currentState (public-site §3): preview, in call, end call. */
export const MEETING_STATE = { preview: 0, inCall: 1, endCall: 2 } as const;

/** Total video uplink a browser is asked to send, whatever the room size. */
export const UPLINK_BUDGET_BPS = 2_500_000;
const MIN_PEER_BPS = 150_000;

/**
 * Video bitrate for each outgoing peer connection in a mesh of `participants`: the full setting for
 * one peer, then the uplink budget shared among the others, never below a watchable floor.
 */
export function perPeerBitrate(
  participants: number,
  budgetBps: number = UPLINK_BUDGET_BPS,
  maxBps: number = MEETING_SETTINGS.videoBitrate,
): number {
  const peers = Math.max(1, participants - 1);
  return Math.max(MIN_PEER_BPS, Math.min(maxBps, Math.floor(budgetBps / peers)));
}

/**
 * Can one more person join a room with `present` people in it (public-site §9)? The plan's size when
 * the server has an SFU for rooms past the mesh (`sfu`), else the mesh's. A refusal carries the text
 * people see: at the plan's size it names the plan that would fit; below it (no SFU on this server) it
 * says why.
 */
export function roomHasSpace(present: number, tier: MeetingTier, sfu: boolean): { ok: true } | { ok: false; message: string } {
  const cap = sfu ? MEETING_SIZE[tier] : Math.min(MEETING_SIZE[tier], MESH_LIMIT);
  if (present < cap) return { ok: true };
  const plan = PLANS[tier];
  if (present >= plan.meetingSize) {
    const bigger = planForMeetingOf(present + 1);
    const fits = bigger ? ` ${bigger.name} meetings hold up to ${bigger.meetingSize}.` : "";
    return { ok: false, message: `This room is full: ${plan.name} meetings hold up to ${plan.meetingSize} people.${fits}` };
  }
  return {
    ok: false,
    message: `This room is full: ${plan.name} meetings hold up to ${plan.meetingSize} people, but this server carries calls of up to ${MESH_LIMIT}.`,
  };
}

/**
 * Someone was turned away from a full room: what its plan holder hears, when a bigger plan would have
 * let them in (the plan's size was the limit, not the server's). Null when no plan holds more.
 */
export function fullRoomOffer(present: number, tier: MeetingTier, name: string): { plan: PlanId; text: string } | null {
  const plan = PLANS[tier];
  const bigger = present >= plan.meetingSize ? planForMeetingOf(present + 1) : null;
  if (!bigger) return null;
  return {
    plan: bigger.id,
    text: `${name} couldn't join your call: it was full. ${plan.name} meetings hold up to ${plan.meetingSize} people; ${bigger.name} meetings hold up to ${bigger.meetingSize}.`,
  };
}

/** Does the room move from the mesh to the SFU before admitting one more (the 11th)? Once moved, it stays. */
export const needsSfu = (present: number, topology: "mesh" | "sfu"): boolean => topology === "mesh" && present >= MESH_LIMIT;

export type MeetingRole = "host" | "cohost" | "participant" | "guest";
export type HostAction = "mute" | "mute-all" | "disable-camera" | "remove" | "cohost" | "lock" | "admit" | "deny" | "record";

/** Host controls are the host's and the co-host's, except recording (and appointing co-hosts), which stay with the host (public-site §6). */
export function mayControl(role: MeetingRole, action: HostAction): boolean {
  if (role === "host") return true;
  if (role === "cohost") return action !== "record" && action !== "cohost";
  return false;
}

/** A knocking guest: waiting, admitted, denied, or disabled by the host for good. */
export type KnockState = "waiting" | "admitted" | "denied" | "disabled";

/**
 * The host's answer to a knock (public-site §4 Personal Room): a guest the host disabled cannot be
 * re-enabled by the host; everyone else may be admitted or denied again.
 */
export function answerKnock(
  current: KnockState,
  answer: "admit" | "deny" | "disable",
): { ok: true; state: KnockState } | { ok: false; message: string } {
  if (current === "disabled") return { ok: false, message: "This guest was disabled and can't be let in again." };
  const state: KnockState = answer === "admit" ? "admitted" : answer === "deny" ? "denied" : "disabled";
  return { ok: true, state };
}
