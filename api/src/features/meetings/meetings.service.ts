import {
  MEETING_MESSAGES,
  type ChatMessage,
  type MeetingClientFrame,
  type MeetingServerFrame,
  type Participant,
  type RecordingState,
} from "@kora/shared/contracts/meetings.ts";
import { fullRoomOffer, roomHasSpace, type MeetingRole } from "@kora/shared/domain/meetings/rules.ts";
import type { MeetingsPort } from "../../ports/meetings.ts";
import type { SocketClient } from "../../realtime/hub.ts";
import { recordAttendance, refreshBoth } from "./meeting-attendance.ts";
import { handleControl } from "./meeting-controls.ts";
import type { MeetingPorts } from "./meeting-ports.ts";
import { MeetingRoom, type Member, type Waiter } from "./meeting-room.ts";
import { movesBeforeAdmitting, moveToSfu, releaseOnSfu, reopensOnSfu, sendSfuEntry } from "./meeting-sfu.ts";
import { REJOIN_TOKEN_TTL_MS, signMeetingToken, verifyMeetingToken } from "./meeting-tokens.ts";
import { bookingRoomId } from "./room-context.ts";

/** Attendance is written this often while someone is in a booking's call (the no-show check counts a minute). */
export const ATTENDANCE_TICK_MS = 30_000;

type RefusalCode = Extract<MeetingServerFrame, { type: "meeting.refused" }>["code"];
const refuse = (socket: SocketClient, roomId: string | null, code: RefusalCode, message: string) =>
  socket.send({ type: "meeting.refused", roomId, code, message });

/**
 * The live rooms of this process. Sockets arrive through `/ws`; every frame is checked against the
 * sender's place in the room (admitted, role) before anything is relayed or changed. It reaches the
 * database, the hub and the clock only through the ports createApp gives it.
 */
export class MeetingService implements MeetingsPort {
  readonly #rooms = new Map<string, MeetingRoom>();
  readonly #loading = new Map<string, Promise<MeetingRoom | null>>();
  /** Sockets open now: a join that finishes after its socket closed must not leave a ghost in the room. */
  readonly #openSockets = new Set<string>();
  #timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly ports: MeetingPorts) {}

  get roomCount(): number {
    return this.#rooms.size;
  }

  room(roomId: string): MeetingRoom | undefined {
    return this.#rooms.get(roomId);
  }

  /** A room opened here, before anyone is let in (the router restores its stored settings: meeting-router.ts). */
  protected async opened(_room: MeetingRoom): Promise<void> {}

  /** The last person left and the room closed here (the router lets its home go). */
  protected closed(_roomId: string): void {}

  /**
   * Forgets a live room without a word to anyone: another instance holds it now (meeting-router.ts),
   * and its people were told to rejoin there.
   */
  evict(roomId: string): MeetingRoom | undefined {
    const room = this.#rooms.get(roomId);
    if (room) this.#rooms.delete(roomId);
    return room;
  }

  /** Handles one validated meeting frame from `socket`. */
  async receive(socket: SocketClient, frame: MeetingClientFrame): Promise<void> {
    if (frame.type === "meeting.join") return this.#join(socket, frame.token, frame.audio, frame.video);
    const room = this.#rooms.get(frame.roomId);
    const member = room?.memberOn(socket.id);
    if (!room || !member) {
      if (frame.type === "meeting.leave" && room) return this.#dropWaiter(room, socket.id);
      return refuse(socket, frame.roomId, "not-admitted", MEETING_MESSAGES.notAdmitted);
    }
    switch (frame.type) {
      case "meeting.leave":
        return this.#leave(room, member, "left");
      case "meeting.signal": {
        const target = room.members.get(frame.to);
        if (target && target !== member)
          target.socket.send({ type: "meeting.signal", roomId: room.id, from: member.participant.id, signal: frame.signal });
        return;
      }
      case "meeting.media": {
        const video = frame.video && !room.cameraDisabled.has(member.participant.id);
        member.participant = {
          ...member.participant,
          audio: frame.audio,
          video,
          isScreenSharing: frame.isScreenSharing,
          screenStreamId: frame.isScreenSharing ? frame.screenStreamId : null,
        };
        return room.announce(member);
      }
      case "meeting.sfu-entry":
        return sendSfuEntry(room, member, this.ports);
      case "meeting.chat": {
        if (!member.participant.permissions.canChat) return refuse(socket, room.id, "chat-off", MEETING_MESSAGES.chatOff);
        await this.#chat(room, member.participant.id, member.participant.name, frame.text, false);
        return;
      }
      default:
        return handleControl(this.#controlDeps(room), member, frame);
    }
  }

  /**
   * A host control sent over HTTP (core §7: host/{userId}, revoke, approve) by someone in the call:
   * the same checks as on the socket; a refusal comes back as its message.
   */
  async controlOverHttp(roomId: string, userId: string, frame: Parameters<typeof handleControl>[2]): Promise<string | null> {
    const room = this.#rooms.get(roomId);
    const member = room?.members.get(userId);
    if (!room || !member) return MEETING_MESSAGES.notAdmitted;
    let refusal: string | null = null;
    const socket = {
      ...member.socket,
      send: (f: MeetingServerFrame) => {
        if (f.type === "meeting.refused") refusal = f.message;
        else member.socket.send(f);
      },
    };
    await handleControl(this.#controlDeps(room), { ...member, socket }, frame);
    return refusal;
  }

  /** The role `userId` holds in the live room right now, or null when they aren't in it. */
  roleIn(roomId: string, userId: string): MeetingRole | null {
    return this.#rooms.get(roomId)?.members.get(userId)?.participant.role ?? null;
  }

  /** The live room's recording as its members see it (off when the room isn't open). */
  recordingIn(roomId: string): RecordingState["state"] {
    return this.#rooms.get(roomId)?.recording.state ?? "off";
  }

  /**
   * The room's recording changed (PROTOCOL §5): everyone in it, guests too, gets `meeting.recording`.
   * A new recording owner (`ownerId`) takes the record control from every other host, who are
   * announced again with their new permissions.
   */
  setRecording(roomId: string, recording: RecordingState, ownerId?: string): void {
    const room = this.#rooms.get(roomId);
    if (!room) return;
    room.recording = recording;
    if (ownerId && room.recordingOwnerId !== ownerId) {
      room.recordingOwnerId = ownerId;
      for (const member of room.members.values()) {
        const permissions = room.permissionsFor(member.participant.id, member.participant.role);
        if (permissions.canRecord === member.participant.permissions.canRecord) continue;
        member.participant = { ...member.participant, permissions };
        room.announce(member);
      }
    }
    room.broadcast({ type: "meeting.recording", roomId, recording });
  }

  /** A socket opened (before any of its frames). */
  connect(socketId: string): void {
    this.#openSockets.add(socketId);
  }

  /** A socket closed: whatever it held in any room is let go (`dropped`). */
  async disconnect(socketId: string): Promise<void> {
    this.#openSockets.delete(socketId);
    for (const room of [...this.#rooms.values()]) {
      const member = room.memberOn(socketId);
      if (member) await this.#leave(room, member, "dropped");
      else this.#dropWaiter(room, socketId);
    }
  }

  /** Writes attendance for everyone in a booking's call; runs every ATTENDANCE_TICK_MS. */
  async tick(): Promise<void> {
    const nowMs = this.ports.now().getTime();
    for (const room of this.#rooms.values()) await recordAttendance(this.ports.store, room, nowMs);
  }

  start(intervalMs = ATTENDANCE_TICK_MS): void {
    this.#timer ??= setInterval(
      () => void this.tick().catch((error) => this.ports.log.error("attendance tick failed", { error: String(error) })),
      intervalMs,
    );
  }

  /** Stops the attendance tick and releases the SFU's control session. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.ports.sfu?.stop();
  }

  async #join(socket: SocketClient, token: string, audio: boolean, video: boolean): Promise<void> {
    const { ports } = this;
    const claims = await verifyMeetingToken(ports.secret, token, ports.now().getTime());
    if (!claims || claims.userId !== socket.userId) return refuse(socket, null, "token", MEETING_MESSAGES.badToken);
    const room = await this.#open(claims.roomId);
    if (!room) return refuse(socket, claims.roomId, "token", MEETING_MESSAGES.badToken);
    const user = await ports.store.findUser(claims.userId);
    if (!user) return refuse(socket, room.id, "token", MEETING_MESSAGES.badToken);
    if (!this.#openSockets.has(socket.id)) return this.#closeIfEmpty(room); // the socket closed while we looked them up

    const existing = room.members.get(user.id);
    if (existing) return this.#admit(room, existing.baseRole, { id: user.id, name: existing.participant.name }, socket, { audio, video });
    const baseRole: MeetingRole = room.context.memberRole(user.id) ?? (user.is_placeholder === 1 ? "guest" : "participant");
    const person = { id: user.id, name: `${user.first_name} ${user.last_name}`.trim() };
    if (room.knockStates.get(user.id) === "disabled") return refuse(socket, room.id, "disabled", MEETING_MESSAGES.disabled);
    if (room.context.memberRole(user.id) !== null || claims.admitted || !room.locked)
      return this.#admit(room, baseRole, person, socket, { audio, video });
    if (!room.knocking) return refuse(socket, room.id, "closed", MEETING_MESSAGES.knockingOff);
    // Knocking from a card's instant-meeting link: the host sees which card (the token's issuer checked it).
    const about = claims.cardTitle !== undefined ? { cardTitle: claims.cardTitle } : {};
    room.waiting.set(user.id, {
      knocker: { id: user.id, name: person.name, since: ports.now().toISOString(), ...about },
      socket,
      baseRole,
      media: { audio, video },
    });
    room.knockStates.set(user.id, "waiting");
    socket.send({ type: "meeting.waiting", roomId: room.id, hostName: room.context.hostName });
    room.announceKnocks();
    for (const hostId of room.context.hostIds) {
      ports.toUser(hostId, {
        name: "UserRequestingAccess",
        data: { roomId: room.id, participantId: user.id, name: person.name, link: room.context.link, ...about },
      });
    }
  }

  /** Puts someone in the call (or back in, on a new socket) and tells everyone. */
  async #admit(
    room: MeetingRoom,
    baseRole: MeetingRole,
    person: { id: string; name: string },
    socket: SocketClient,
    media: { audio: boolean; video: boolean },
  ): Promise<void> {
    const { ports } = this;
    const nowMs = ports.now().getTime();
    const previous = room.members.get(person.id);
    if (!previous) {
      if (movesBeforeAdmitting(room, ports.sfu)) {
        await moveToSfu(room, ports);
        if (room.members.has(person.id)) return this.#admit(room, baseRole, person, socket, media); // in meanwhile, on another socket
      }
      const space = roomHasSpace(room.members.size, room.context.tier, room.topology === "sfu");
      if (!space.ok) {
        const offer = fullRoomOffer(room.members.size, room.context.tier, person.name);
        if (offer) ports.toUser(room.context.planHolderId, { name: "RoomFull", data: { roomId: room.id, ...offer } });
        return refuse(socket, room.id, "full", space.message);
      }
    } else if (previous.socket.id !== socket.id)
      previous.socket.send({ type: "meeting.left", roomId: room.id, participantId: person.id, reason: "dropped" });
    room.waiting.delete(person.id);
    room.knockStates.set(person.id, "admitted");
    const role: MeetingRole = previous?.participant.role === "cohost" ? "cohost" : baseRole;
    const participant: Participant = {
      id: person.id,
      name: person.name,
      role,
      audio: media.audio,
      video: media.video && !room.cameraDisabled.has(person.id),
      isScreenSharing: false,
      screenStreamId: null,
      cameraDisabled: room.cameraDisabled.has(person.id),
      permissions: room.permissionsFor(person.id, role),
      joinedAt: new Date(nowMs).toISOString(),
    };
    const member: Member = { participant, socket, baseRole };
    room.members.set(person.id, member);
    const chat = room.context.bookingId ? await ports.store.listChat(room.context.bookingId) : [...room.chat];
    const rejoinToken = await signMeetingToken(ports.secret, {
      roomId: room.id,
      userId: person.id,
      admitted: true,
      exp: nowMs + REJOIN_TOKEN_TTL_MS,
    });
    const sfu = room.topology === "sfu" && ports.sfu ? await ports.sfu.entry(room.id, person.id) : null;
    if (room.members.get(person.id) !== member) return; // left (or came back on another socket) meanwhile
    socket.send({
      type: "meeting.joined",
      room: room.info(),
      self: participant,
      participants: room.participants(person.id),
      waiting: room.isControl(member) ? room.knockers() : [],
      chat,
      rejoinToken,
      sfu,
    });
    room.broadcast({ type: "meeting.participant", roomId: room.id, participant }, person.id);
    room.announceKnocks();
    await recordAttendance(this.ports.store, room, nowMs);
    this.#refreshBooking(room);
    if (!previous) await this.#chat(room, null, "Kora", `${person.name} joined the call.`, true);
  }

  async #leave(room: MeetingRoom, member: Member, reason: "left" | "removed" | "dropped"): Promise<void> {
    const id = member.participant.id;
    if (room.members.get(id) !== member) return;
    await recordAttendance(this.ports.store, room, this.ports.now().getTime());
    room.members.delete(id);
    releaseOnSfu(room, this.ports, { id, removed: reason === "removed" });
    refreshBoth(room, this.ports.now().getTime());
    room.broadcast({ type: "meeting.left", roomId: room.id, participantId: id, reason });
    // The recording is made in the owner's browser: without them it has stopped (its upload finalises the video).
    if (room.recording.ownerId === id && room.recording.state !== "off")
      this.setRecording(room.id, { state: "off", ownerId: null, ownerName: null, since: null });
    this.#refreshBooking(room);
    const text =
      reason === "removed" ? `${member.participant.name} was removed from the call.` : `${member.participant.name} left the call.`;
    await this.#chat(room, null, "Kora", text, true);
    this.#closeIfEmpty(room);
  }

  #dropWaiter(room: MeetingRoom, socketId: string): void {
    const waiter = room.waiterOn(socketId);
    if (!waiter) return;
    room.waiting.delete(waiter.knocker.id);
    if (room.knockStates.get(waiter.knocker.id) === "waiting") room.knockStates.delete(waiter.knocker.id);
    room.announceKnocks();
    this.#closeIfEmpty(room);
  }

  /** A chat message written outside the call (the archive), shown live to anyone in it. */
  async postToBooking(bookingId: string, author: { id: string; name: string }, text: string): Promise<ChatMessage> {
    const room = this.#rooms.get(bookingRoomId(bookingId));
    if (room) return this.#chat(room, author.id, author.name, text, false);
    return this.ports.store.insertChat({
      bookingId,
      authorId: author.id,
      authorName: author.name,
      text,
      system: false,
      sentMs: this.ports.now().getTime(),
    });
  }

  async #chat(room: MeetingRoom, authorId: string | null, authorName: string, text: string, system: boolean): Promise<ChatMessage> {
    const { ports } = this;
    const sentMs = ports.now().getTime();
    const bookingId = room.context.bookingId;
    const message = bookingId
      ? await ports.store.insertChat({ bookingId, authorId, authorName, text, system, sentMs })
      : { id: crypto.randomUUID(), roomId: room.id, authorId, authorName, text, system, sentAt: new Date(sentMs).toISOString() };
    room.rememberChat(message);
    room.broadcast({ type: "meeting.chat", roomId: room.id, message });
    return message;
  }

  /** Both parties' apps refetch the booking (who is in the call). */
  #refreshBooking(room: MeetingRoom): void {
    const bookingId = room.context.bookingId;
    if (bookingId) for (const partyId of room.context.parties) this.ports.toUser(partyId, { name: "RefreshBooking", data: { bookingId } });
  }

  #closeIfEmpty(room: MeetingRoom): void {
    if (!room.empty || this.#rooms.get(room.id) !== room) return;
    this.#rooms.delete(room.id);
    this.closed(room.id);
    releaseOnSfu(room, this.ports, null);
  }

  /** Moves a live room to the SFU now, whatever its size (embedded mode's test hook: `POST /api/dev/meetings/topology`). */
  async moveToSfu(roomId: string): Promise<boolean> {
    const room = this.#rooms.get(roomId);
    if (!room || !this.ports.sfu) return false;
    await moveToSfu(room, this.ports);
    return room.topology === "sfu";
  }

  /** The live room, loaded once however many people arrive at the same moment. */
  #open(roomId: string): Promise<MeetingRoom | null> {
    const live = this.#rooms.get(roomId);
    if (live) return Promise.resolve(live);
    let pending = this.#loading.get(roomId);
    if (!pending) {
      pending = (async () => {
        const context = await this.ports.store.roomContext(roomId);
        if (!context) return null;
        const room = new MeetingRoom(context, await this.ports.store.blockedIn(roomId));
        if (await reopensOnSfu(roomId, this.ports.sfu)) room.topology = "sfu";
        await this.opened(room);
        this.#rooms.set(roomId, room);
        return room;
      })().finally(() => this.#loading.delete(roomId));
      this.#loading.set(roomId, pending);
    }
    return pending;
  }

  #controlDeps(room: MeetingRoom) {
    return {
      room,
      store: this.ports.store,
      admit: (waiter: Waiter) => this.#admit(room, waiter.baseRole, waiter.knocker, waiter.socket, waiter.media),
      leave: (member: Member) => this.#leave(room, member, "removed"),
      system: (text: string) => this.#chat(room, null, "Kora", text, true),
    };
  }
}
