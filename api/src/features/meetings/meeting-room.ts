import type {
  ChatMessage,
  Knocker,
  MeetingServerFrame,
  Participant,
  RecordingState,
  RoomInfo,
  Topology,
} from "@kora/shared/contracts/meetings.ts";
import { MEETING_SIZE, type KnockState, type MeetingRole } from "@kora/shared/domain/meetings/rules.ts";
import { mayRecord } from "@kora/shared/domain/videos/rules.ts";
import type { SocketClient } from "../../realtime/hub.ts";
import type { RoomContext } from "./room-context.ts";

export interface Member {
  participant: Participant;
  socket: SocketClient;
  /** The role they hold by right (host of the room, facilitator, guest); `participant.role` adds co-host on top. */
  baseRole: MeetingRole;
}

export interface Waiter {
  knocker: Knocker;
  socket: SocketClient;
  baseRole: MeetingRole;
  /** What they asked to join with. */
  media: { audio: boolean; video: boolean };
}

/** Personal rooms keep a short chat in memory; booking chats live in the database. */
const MEMORY_CHAT_LIMIT = 200;

/**
 * One live room: who is in, who is knocking, and the host's settings. Plain state and fan-out;
 * the service decides who may do what.
 */
export class MeetingRoom {
  locked = true;
  knocking = true;
  readonly members = new Map<string, Member>();
  readonly waiting = new Map<string, Waiter>();
  /** Answers to knocks this session (disabled people come from the database too). */
  readonly knockStates = new Map<string, KnockState>();
  readonly cameraDisabled = new Set<string>();
  readonly chat: ChatMessage[] = [];
  /** Since when both booking parties have been in together (attendance), or null. */
  bothSince: number | null = null;
  /** The room's recording (PROTOCOL §5): shown to everyone in it. */
  recording: RecordingState = { state: "off", ownerId: null, ownerName: null, since: null };
  /** The booking's recording owner (core §6): once set, nobody else may record here. */
  recordingOwnerId: string | null;
  /** Mesh until the room outgrows it, then the SFU for good (PROTOCOL §4). */
  topology: Topology = "mesh";
  /** The move to the SFU under way, if one is. */
  movingToSfu: Promise<void> | null = null;

  constructor(
    readonly context: RoomContext,
    blocked: Set<string>,
  ) {
    for (const userId of blocked) this.knockStates.set(userId, "disabled");
    this.recordingOwnerId = context.recordingOwnerId;
  }

  /** What `userId` may do here with `role`. */
  permissionsFor(userId: string, role: MeetingRole): Participant["permissions"] {
    return permissionsFor(role, userId, this.recordingOwnerId);
  }

  get id(): string {
    return this.context.roomId;
  }

  info(): RoomInfo {
    const { roomId, kind, title, hostName, tier, bookingId, branding } = this.context;
    return {
      id: roomId,
      kind,
      title,
      hostName,
      branding,
      locked: this.locked,
      knocking: this.knocking,
      capacity: MEETING_SIZE[tier],
      bookingId,
      recording: this.recording,
      topology: this.topology,
    };
  }

  /** The member whose live socket is `socketId`, if that socket is admitted here. */
  memberOn(socketId: string): Member | undefined {
    for (const member of this.members.values()) if (member.socket.id === socketId) return member;
    return undefined;
  }

  waiterOn(socketId: string): Waiter | undefined {
    for (const waiter of this.waiting.values()) if (waiter.socket.id === socketId) return waiter;
    return undefined;
  }

  isControl(member: Member): boolean {
    return member.participant.role === "host" || member.participant.role === "cohost";
  }

  participants(exceptId?: string): Participant[] {
    return [...this.members.values()].filter((m) => m.participant.id !== exceptId).map((m) => m.participant);
  }

  knockers(): Knocker[] {
    return [...this.waiting.values()].map((w) => w.knocker).sort((a, b) => a.since.localeCompare(b.since));
  }

  /** Sends to every member, or every member but one. */
  broadcast(frame: MeetingServerFrame, exceptId?: string): void {
    for (const member of this.members.values()) if (member.participant.id !== exceptId) member.socket.send(frame);
  }

  /** Tells hosts and co-hosts who is waiting now. */
  announceKnocks(): void {
    const frame: MeetingServerFrame = { type: "meeting.knocks", roomId: this.id, waiting: this.knockers() };
    for (const member of this.members.values()) if (this.isControl(member)) member.socket.send(frame);
  }

  /** Tells everyone how one participant looks now. */
  announce(member: Member): void {
    this.broadcast({ type: "meeting.participant", roomId: this.id, participant: member.participant });
  }

  rememberChat(message: ChatMessage): void {
    if (this.context.kind === "booking") return;
    this.chat.push(message);
    if (this.chat.length > MEMORY_CHAT_LIMIT) this.chat.splice(0, this.chat.length - MEMORY_CHAT_LIMIT);
  }

  /** Both booking parties are in the call right now. */
  bothPartiesIn(): boolean {
    const { parties } = this.context;
    return parties.length === 2 && parties.every((id) => this.members.has(id));
  }

  get empty(): boolean {
    return this.members.size === 0 && this.waiting.size === 0;
  }
}

/** What someone may do in the room by their role (core §6: canRecord only for a host, and only the recording owner once there is one). */
export function permissionsFor(role: MeetingRole, userId: string, recordingOwnerId: string | null): Participant["permissions"] {
  return { canChat: true, canRecord: mayRecord(role, userId, recordingOwnerId) };
}
