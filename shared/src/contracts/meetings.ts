import { z } from "zod";
import { brandingViewSchema } from "./branding.ts";

/**
 * Meeting signalling (public-site §3, §4, §6): frames on the `/ws` socket, validated at both ends.
 * A room is `booking:<bookingId>` (the booking's call) or `room:<userId>` (a person's personal room).
 * A participant is a user id: a guest with only a first name first gets a guest session
 * (`POST /api/guests { firstName }`, a placeholder user), so every socket in a room has a user.
 */
export const roomIdSchema = z.string().regex(/^(?:booking|room):[\w-]{1,64}$/, "Unknown room");
export const participantIdSchema = z.string().regex(/^[\w-]{1,64}$/, "Unknown participant");

export const MEETING_MESSAGES = {
  firstName: "Please tell the host your first name.",
  windowEarly: "It's too early to join: the call opens 60 minutes before the session starts.",
  windowClosed: "Joining has closed: the call could be joined until 30 minutes after the session started.",
  notConfirmed: "Only a confirmed booking has a call.",
  notYours: "You're not part of this booking.",
  noNeedToAsk: "You're on this booking, so you join its call without asking.",
  knockingOff: "The host isn't taking knocks right now. Please try again later.",
  denied: "The host didn't let you in this time.",
  disabled: "The host has turned off your access to this room.",
  removed: "The host removed you from the call.",
  badToken: "This meeting link has expired. Please join again.",
  notAdmitted: "You're not in this call.",
  notAllowed: "Only the host can do that.",
  chatOff: "Chat is turned off for you in this call.",
  slowDown: "Too many messages at once. Please slow down.",
  noSfu: "This call isn't using the media server.",
  homeAway: "The call's server didn't answer. Please try again in a moment.",
} as const;

export const MEETING_ROLES = ["host", "cohost", "participant", "guest"] as const;
export const meetingPermissionsSchema = z.object({ canChat: z.boolean(), canRecord: z.boolean() });
export type MeetingPermissions = z.infer<typeof meetingPermissionsSchema>;

/** One person in the call as everyone sees them (public-site §3: inCall, isScreenSharing; audioLevel is measured locally). */
export const participantSchema = z.object({
  id: participantIdSchema,
  name: z.string(),
  role: z.enum(MEETING_ROLES),
  audio: z.boolean(),
  video: z.boolean(),
  isScreenSharing: z.boolean(),
  /** The id of the MediaStream carrying the screen while sharing (the camera travels in another), so receivers can tell them apart. */
  screenStreamId: z.string().max(128).nullable(),
  /** The host turned this camera off; the participant can't turn it back on until the host allows. */
  cameraDisabled: z.boolean(),
  permissions: meetingPermissionsSchema,
  joinedAt: z.string(),
});
export type Participant = z.infer<typeof participantSchema>;

/** `GET /api/bookings/{id}/time`: the server's clock and the session's times (null until confirmed). */
export const bookingCallTimeSchema = z.object({
  now: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  joinOpensAt: z.string().nullable(),
  joinClosesAt: z.string().nullable(),
  window: z.enum(["early", "open", "closed"]).nullable(),
});
export type BookingCallTime = z.infer<typeof bookingCallTimeSchema>;

/** `GET /api/bookings/{id}/clients`: one person in the call (with their role) or asking to join it. */
export const bookingCallClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(MEETING_ROLES).nullable(),
  state: z.enum(["in-call", "waiting"]),
  since: z.string(),
});
export type BookingCallClient = z.infer<typeof bookingCallClientSchema>;

export const knockerSchema = z.object({
  id: participantIdSchema,
  name: z.string(),
  since: z.string(),
  /** The card whose instant-meeting link they knocked from (/advisors/…/instant-meeting); absent from the room's own link. */
  cardTitle: z.string().max(200).optional(),
});
export type Knocker = z.infer<typeof knockerSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  roomId: roomIdSchema,
  authorId: z.string().nullable(),
  authorName: z.string(),
  text: z.string(),
  /** System messages: joins, leaves, admissions, host actions. */
  system: z.boolean(),
  sentAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const CHAT_MAX_LENGTH = 2000;
export const chatTextSchema = z
  .string()
  .trim()
  .min(1, "Please write a message.")
  .max(CHAT_MAX_LENGTH, `Messages are at most ${CHAT_MAX_LENGTH} characters.`);

/** The room's recording as everyone in it sees it (PROTOCOL §5): the indicator and the consent notice. */
export const recordingStateSchema = z.object({
  state: z.enum(["off", "recording", "paused"]),
  ownerId: participantIdSchema.nullable(),
  ownerName: z.string().nullable(),
  /** When this recording started (null while off). */
  since: z.string().nullable(),
});
export type RecordingState = z.infer<typeof recordingStateSchema>;

export const roomInfoSchema = z.object({
  id: roomIdSchema,
  kind: z.enum(["booking", "personal"]),
  title: z.string(),
  hostName: z.string(),
  /** The hosting advisor's Pro branding (contracts/branding.ts); the server always sends it, null when none shows. */
  branding: brandingViewSchema.nullable().optional(),
  /** Locked: newcomers knock. Unlocked: anyone with the link walks in. */
  locked: z.boolean(),
  /** Whether knocking is on (only matters while locked). */
  knocking: z.boolean(),
  capacity: z.number().int(),
  bookingId: z.string().nullable(),
  recording: recordingStateSchema,
  /**
   * How media travels (PROTOCOL §4): `mesh`, a peer connection to everyone (up to MESH_LIMIT), or `sfu`,
   * one publisher and one subscriber connection to Janus. A mesh room moves to the SFU once (when the
   * 11th person arrives) and never back.
   */
  topology: z.enum(["mesh", "sfu"]),
});
export type RoomInfo = z.infer<typeof roomInfoSchema>;
export type Topology = RoomInfo["topology"];

/**
 * One person's way into an SFU room (PROTOCOL §4): the Janus WebSocket (subprotocol `janus-protocol`),
 * the Janus room, a session token (create the session, attach VideoRoom, keepalives) and a room token
 * (the VideoRoom `join`'s `token`), both short-lived. Publish with `id: feedId` (the participant id)
 * and `display`: the participant's name. Ask again with `meeting.sfu-entry` before `expiresAt`.
 */
export const sfuEntrySchema = z.object({
  url: z.string().max(512),
  room: z.string().max(128),
  feedId: participantIdSchema,
  sessionToken: z.string().max(1024),
  roomToken: z.string().max(1024),
  expiresAt: z.string(),
});
export type SfuEntry = z.infer<typeof sfuEntrySchema>;

/** What `simple-peer` emits on 'signal': an offer or answer, a candidate, or a renegotiation request. */
export const peerSignalSchema = z.object({
  type: z.enum(["offer", "answer", "pranswer", "rollback", "candidate", "renegotiate", "transceiverRequest"]),
  sdp: z.string().max(60_000).optional(),
  candidate: z
    .object({
      candidate: z.string().max(1024),
      sdpMid: z.string().max(64).nullable().optional(),
      sdpMLineIndex: z.number().int().nullable().optional(),
      usernameFragment: z.string().max(256).nullable().optional(),
    })
    .optional(),
  renegotiate: z.boolean().optional(),
  transceiverRequest: z.object({ kind: z.enum(["audio", "video"]), init: z.record(z.string(), z.unknown()).optional() }).optional(),
});
export type PeerSignal = z.infer<typeof peerSignalSchema>;

export const HOST_CONTROLS = ["mute", "disable-camera", "enable-camera", "remove", "cohost", "revoke-cohost"] as const;
export type HostControl = (typeof HOST_CONTROLS)[number];

const room = { roomId: roomIdSchema };
export const meetingClientFrames = [
  /** Enter with a token from the API; an admitted token joins, a knock token waits in the lobby. */
  z.object({ type: z.literal("meeting.join"), token: z.string().max(2048), audio: z.boolean(), video: z.boolean() }),
  z.object({ type: z.literal("meeting.leave"), ...room }),
  z.object({ type: z.literal("meeting.signal"), ...room, to: participantIdSchema, signal: peerSignalSchema }),
  z.object({
    type: z.literal("meeting.media"),
    ...room,
    audio: z.boolean(),
    video: z.boolean(),
    isScreenSharing: z.boolean(),
    screenStreamId: z.string().max(128).nullable(),
  }),
  z.object({
    type: z.literal("meeting.control"),
    ...room,
    action: z.enum(HOST_CONTROLS),
    target: participantIdSchema,
    audio: z.boolean().optional(),
    video: z.boolean().optional(),
  }),
  /** Turns off the microphone and/or camera of everyone else (public-site §4 MuteAll). */
  z.object({ type: z.literal("meeting.mute-all"), ...room, audio: z.boolean(), video: z.boolean() }),
  z.object({ type: z.literal("meeting.answer-knock"), ...room, target: participantIdSchema, answer: z.enum(["admit", "deny", "disable"]) }),
  z.object({ type: z.literal("meeting.room"), ...room, locked: z.boolean().optional(), knocking: z.boolean().optional() }),
  z.object({ type: z.literal("meeting.chat"), ...room, text: chatTextSchema }),
  /** A fresh SFU entry (its tokens expire): answered with `meeting.topology`. */
  z.object({ type: z.literal("meeting.sfu-entry"), ...room }),
] as const;

export const REFUSAL_CODES = [
  "token",
  "window",
  "full",
  "closed",
  "denied",
  "disabled",
  "removed",
  "not-admitted",
  "not-allowed",
  "chat-off",
  "rate",
] as const;

export const meetingServerFrames = [
  /** You're in: the room, yourself, everyone already here, the lobby (hosts only), the chat so far, and a token to come back with after a drop. */
  z.object({
    type: z.literal("meeting.joined"),
    room: roomInfoSchema,
    self: participantSchema,
    participants: z.array(participantSchema),
    waiting: z.array(knockerSchema),
    chat: z.array(chatMessageSchema),
    rejoinToken: z.string(),
    /** Your way into the SFU when `room.topology` is `sfu`; null in a mesh room. */
    sfu: sfuEntrySchema.nullable(),
  }),
  /** You're knocking: the host has been told. */
  z.object({ type: z.literal("meeting.waiting"), ...room, hostName: z.string() }),
  z.object({ type: z.literal("meeting.refused"), roomId: roomIdSchema.nullable(), code: z.enum(REFUSAL_CODES), message: z.string() }),
  /** Someone joined or changed (media, role, camera disabled). */
  z.object({ type: z.literal("meeting.participant"), ...room, participant: participantSchema }),
  z.object({
    type: z.literal("meeting.left"),
    ...room,
    participantId: participantIdSchema,
    reason: z.enum(["left", "removed", "dropped"]),
  }),
  z.object({ type: z.literal("meeting.signal"), ...room, from: participantIdSchema, signal: peerSignalSchema }),
  /** To hosts and co-hosts: everyone waiting, oldest first. */
  z.object({ type: z.literal("meeting.knocks"), ...room, waiting: z.array(knockerSchema) }),
  /** To a participant: turn these off (the host muted you or everyone). */
  z.object({ type: z.literal("meeting.muted"), ...room, by: z.string(), audio: z.boolean(), video: z.boolean() }),
  z.object({ type: z.literal("meeting.room-state"), ...room, locked: z.boolean(), knocking: z.boolean() }),
  z.object({ type: z.literal("meeting.chat"), ...room, message: chatMessageSchema }),
  /** The recording started, paused, resumed or stopped (sent to everyone in the room, guests too). */
  z.object({ type: z.literal("meeting.recording"), ...room, recording: recordingStateSchema }),
  /**
   * The room uses the SFU now (the mesh grew past MESH_LIMIT), or a fresh entry you asked for: publish
   * and subscribe through Janus with `sfu`, then close the mesh's peer connections.
   */
  z.object({ type: z.literal("meeting.topology"), ...room, topology: z.literal("sfu"), sfu: sfuEntrySchema }),
  /**
   * The room is held by another API instance now (the one that held it stopped answering): send
   * `meeting.join` again with your rejoin token, which takes you into the room where it lives now.
   */
  z.object({ type: z.literal("meeting.rehome"), ...room }),
] as const;

const clientUnion = z.discriminatedUnion("type", [...meetingClientFrames]);
const serverUnion = z.discriminatedUnion("type", [...meetingServerFrames]);
export type MeetingClientFrame = z.infer<typeof clientUnion>;
export type MeetingServerFrame = z.infer<typeof serverUnion>;

/** `POST /api/bookings/:id/video-token` and `POST /api/meetings/rooms/:slug/token`. */
export const meetingTokenSchema = z.object({
  token: z.string(),
  roomId: roomIdSchema,
  participantId: participantIdSchema,
  expiresAt: z.string(),
});
export type MeetingToken = z.infer<typeof meetingTokenSchema>;
/**
 * `POST /api/meetings/rooms/:slug/token`'s body. `cardId`: the knock comes from one of the owner's
 * cards (its instant-meeting page); the card must be one the caller may see, live (published or
 * private) and the room owner's, or the answer is 404. Its title then rides on the knock.
 */
export const personalRoomTokenInputSchema = z.object({ cardId: z.string().min(1).max(64).optional() });
export type PersonalRoomTokenInput = z.infer<typeof personalRoomTokenInputSchema>;

/** `GET /api/meetings/rooms/:slug`: what the personal-room page shows before anyone joins. */
export const personalRoomSchema = z.object({
  roomId: roomIdSchema,
  slug: z.string(),
  hostName: z.string(),
  hostFirstName: z.string(),
  /** Locked: newcomers knock (the default). Unlocked: they walk straight in. */
  locked: z.boolean(),
  /** Whether a knock is taken (or, unlocked, whether people can come in at all). */
  knocking: z.boolean(),
  isHost: z.boolean(),
});
export type PersonalRoom = z.infer<typeof personalRoomSchema>;
