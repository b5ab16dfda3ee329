import type { MiddlewareHandler } from "hono";
import type { MeetingClientFrame, MeetingServerFrame } from "@kora/shared/contracts/meetings.ts";
import type { ServerFrame } from "@kora/shared/contracts/realtime.ts";
import type { Db } from "../../db/database.ts";
import type { AppContext, AppEnv } from "../../http/context.ts";
import type { Logger } from "../../lib/logger.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import type { SocketClient } from "../../realtime/hub.ts";
import type { MeetingPorts } from "./meeting-ports.ts";
import type { MeetingRoom } from "./meeting-room.ts";
import { type ForwardedEnv, HttpForwarder, type HttpHandler } from "./meeting-router.http.ts";
import { type RouterEnvelope, routerEnvelopeSchema } from "./meeting-router.wire.ts";
import { verifyMeetingToken } from "./meeting-tokens.ts";
import { MeetingService } from "./meetings.service.ts";
import { claimRoomHome, findRoomHome, releaseRoomHome, renewRoomHomes, type RoomHome } from "./room-homes.repository.ts";
import { findRoomSettings, saveRoomSettings } from "./room-settings.repository.ts";

/** A home's lease on its room: renewed every third of it, so a dead home's rooms move after at most this long. */
export const LEASE_MS = 15_000;

export interface RouterOptions {
  bus: RealtimeBus;
  db: Db;
  log: Pick<Logger, "error" | "warn">;
  /** Wall-clock milliseconds for the leases, which every instance must agree on (not the business clock). */
  clock?: () => number;
  leaseMs?: number;
  replyTimeoutMs?: number;
}

/** Refusals after which the socket is out of the room for good: its frames no longer go to the home. */
const FINAL_REFUSALS = new Set(["token", "window", "full", "closed", "denied", "disabled", "removed"]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The live rooms across API instances (PROTOCOL.md "Several instances"). A room has one
 * home at a time, the instance holding its lease in `meeting_room_homes`; the room lives in that
 * instance's memory only. A socket's `meeting.join` claims the room's home (or finds it); when the home
 * is another instance, the frame and every later frame of that socket for that room go there over the
 * bus, where a stand-in socket sends its answers back to the real one. HTTP requests into a live room
 * are forwarded to its home whole (`atRoomHome`). On the in-process bus (one instance) everything is
 * local, as before. Room settings (locked, knocking) are stored whenever the host changes them, and
 * restored when the room opens, on whichever instance.
 */
export class MeetingRouter extends MeetingService {
  readonly #bus: RealtimeBus;
  readonly #db: Db;
  readonly #log: RouterOptions["log"];
  readonly #ports: MeetingPorts;
  readonly #clock: () => number;
  readonly #leaseMs: number;
  readonly #http: HttpForwarder;
  /** Sockets of this instance that sent meeting frames: where a home's answers are delivered. */
  readonly #sockets = new Map<string, SocketClient>();
  /** A socket of this instance → room → the other instance holding that room, where its frames go. */
  readonly #routes = new Map<string, Map<string, string>>();
  /** Stand-ins for other instances' sockets in rooms held here, by `${instance}/${socketId}`. */
  readonly #proxies = new Map<string, { socket: SocketClient; origin: string; queue: Promise<void> }>();
  /** Rooms this instance holds the lease of. */
  readonly #homed = new Set<string>();
  /** Leases being released: a claim of the same room waits for its release. */
  readonly #releases = new Map<string, Promise<void>>();
  #homesTimer: ReturnType<typeof setInterval> | null = null;
  /** Stopping: no room is taken or run here any more (the sockets close next). */
  #stopped = false;

  constructor(ports: MeetingPorts, options: RouterOptions) {
    super(ports);
    this.#ports = ports;
    this.#bus = options.bus;
    this.#db = options.db;
    this.#log = options.log;
    this.#clock = options.clock ?? Date.now;
    this.#leaseMs = options.leaseMs ?? LEASE_MS;
    this.#http = new HttpForwarder((to, envelope) => this.#send(to, envelope), options.replyTimeoutMs);
    this.#bus.onDirect((from, body) => this.#onDirect(from, body));
  }

  get instanceId(): string {
    return this.#bus.instanceId;
  }

  /** Other instances may hold rooms (a shared bus): frames and requests may have to travel. */
  get shared(): boolean {
    return this.#bus.shared;
  }

  /** Whether this instance holds `roomId` now (tests, diagnostics). */
  homes(roomId: string): boolean {
    return !this.#bus.shared || this.#homed.has(roomId);
  }

  override async receive(socket: SocketClient, frame: MeetingClientFrame): Promise<void> {
    if (!this.#bus.shared) return this.#here(socket, frame);
    if (this.#stopped) return;
    this.#sockets.set(socket.id, socket);
    if (frame.type === "meeting.join") return this.#routeJoin(socket, frame);
    const home = this.#routes.get(socket.id)?.get(frame.roomId);
    if (!home) return this.#here(socket, frame);
    if (frame.type === "meeting.leave") this.#unroute(socket.id, frame.roomId);
    if (!(await this.#send(home, { kind: "frame", socketId: socket.id, userId: socket.userId, frame }))) {
      this.#unroute(socket.id, frame.roomId);
      socket.send({ type: "meeting.rehome", roomId: frame.roomId });
    }
  }

  override async disconnect(socketId: string): Promise<void> {
    await super.disconnect(socketId);
    this.#sockets.delete(socketId);
    const homes = new Set(this.#routes.get(socketId)?.values() ?? []);
    this.#routes.delete(socketId);
    for (const home of homes) await this.#send(home, { kind: "closed", socketId });
  }

  override start(intervalMs?: number): void {
    super.start(intervalMs);
    if (this.#bus.shared)
      this.#homesTimer ??= setInterval(
        () => void this.tickHomes().catch((error) => this.#log.error("meetings: lease renewal failed", { error: String(error) })),
        Math.max(1000, Math.floor(this.#leaseMs / 3)),
      );
  }

  /**
   * Stops renewing, and lets go of every room held here (a restart or a deploy): their people are told
   * to rejoin, and the first rejoin opens the room on another instance at once, not after the lease.
   */
  override async stop(): Promise<void> {
    if (this.#homesTimer) clearInterval(this.#homesTimer);
    this.#homesTimer = null;
    this.#stopped = true;
    for (const roomId of [...this.#homed]) {
      this.#lost(roomId);
      await releaseRoomHome(this.#db, roomId, this.instanceId).catch(() => {});
    }
    await super.stop();
  }

  /**
   * Every few seconds: renews the leases of the rooms held here (a room whose lease another instance
   * took is let go, its people told to rejoin); tells this instance's sockets whose room's home is gone
   * to rejoin (`meeting.rehome`); drops the stand-ins of instances that no longer answer.
   */
  async tickHomes(): Promise<void> {
    if (!this.#bus.shared) return;
    const live = [...this.#homed].filter((roomId) => this.room(roomId));
    const held = await renewRoomHomes(this.#db, this.instanceId, live, this.#clock() + this.#leaseMs);
    for (const roomId of live) {
      if (held.has(roomId) || !this.#homed.has(roomId)) continue;
      const home = await this.#claim(roomId); // the row went (a release crossed a join): claim it again
      if (home.instanceId === this.instanceId) continue;
      this.#log.warn("meetings: another instance holds this room now; its people rejoin there", { roomId });
      this.#lost(roomId);
    }
    await this.#checkRoutes();
    const origins = new Set([...this.#proxies.values()].map((proxy) => proxy.origin));
    for (const origin of origins) if (!(await this.#bus.sendTo(origin, { kind: "ping" }))) this.#dropOrigin(origin);
  }

  /** createApp hands the app here, to serve the HTTP requests other instances forward to a room's home. */
  serveForwarded(handler: HttpHandler): void {
    this.#http.serveWith(handler);
  }

  /** The other instance holding `roomId` now; null when it is this one, or nobody (the request is served here). */
  async remoteHome(roomId: string): Promise<string | null> {
    if (!this.#bus.shared) return null;
    const home = await findRoomHome(this.#db, roomId);
    if (!home || home.instanceId === this.instanceId || home.expiresAtMs <= this.#clock()) return null;
    return home.instanceId;
  }

  /** Runs `request` on the room's home and answers what it answered; 503 when the home doesn't answer in time. */
  forward(home: string, request: Request, body: string | null, clientIp: string): Promise<Response> {
    return this.#http.forward(home, request, body, clientIp);
  }

  protected override async opened(room: MeetingRoom): Promise<void> {
    const settings = await findRoomSettings(this.#db, room.id);
    if (!settings) return;
    room.locked = settings.locked;
    room.knocking = settings.knocking;
  }

  protected override closed(roomId: string): void {
    if (this.#homed.has(roomId)) this.#letGo(roomId);
  }

  /** Runs a frame against the rooms held here; a change of the room's settings is stored. */
  async #here(socket: SocketClient, frame: MeetingClientFrame): Promise<void> {
    if (frame.type !== "meeting.room") return super.receive(socket, frame);
    const before = this.room(frame.roomId);
    const was = before && { locked: before.locked, knocking: before.knocking };
    await super.receive(socket, frame);
    const room = this.room(frame.roomId);
    if (room && was && (room.locked !== was.locked || room.knocking !== was.knocking))
      await saveRoomSettings(this.#db, room.id, { locked: room.locked, knocking: room.knocking }, this.#ports.now().getTime());
  }

  /**
   * A join: the room's home runs it. When the home's instance no longer listens (it died, its lease
   * not yet expired), the join waits for the lease to run out and claims the room here.
   */
  async #routeJoin(socket: SocketClient, frame: Extract<MeetingClientFrame, { type: "meeting.join" }>): Promise<void> {
    const claims = await verifyMeetingToken(this.#ports.secret, frame.token, this.#ports.now().getTime());
    if (!claims) return this.#here(socket, frame); // refused, as ever
    const roomId = claims.roomId;
    const deadline = this.#clock() + 2 * this.#leaseMs;
    for (;;) {
      const home = await this.#claim(roomId);
      if (home.instanceId === this.instanceId) {
        this.#unroute(socket.id, roomId);
        return this.#joinHere(socket, frame, roomId);
      }
      this.#route(socket.id, roomId, home.instanceId);
      if (await this.#send(home.instanceId, { kind: "frame", socketId: socket.id, userId: socket.userId, frame })) return;
      this.#unroute(socket.id, roomId);
      if (!this.#sockets.has(socket.id)) return; // the socket closed meanwhile
      if (this.#clock() > deadline) return socket.send({ type: "meeting.rehome", roomId });
      await sleep(Math.max(50, Math.min(1000, home.expiresAtMs - this.#clock() + 10)));
    }
  }

  async #joinHere(socket: SocketClient, frame: MeetingClientFrame, roomId: string): Promise<void> {
    try {
      await this.#here(socket, frame);
    } finally {
      if (!this.room(roomId) && this.#homed.has(roomId)) this.#letGo(roomId); // nobody got in: no room to hold
    }
  }

  async #claim(roomId: string): Promise<RoomHome> {
    await this.#releases.get(roomId);
    const nowMs = this.#clock();
    const home = await claimRoomHome(this.#db, roomId, this.instanceId, nowMs, nowMs + this.#leaseMs);
    if (home.instanceId === this.instanceId) this.#homed.add(roomId);
    return home;
  }

  #letGo(roomId: string): void {
    this.#homed.delete(roomId);
    const release: Promise<void> = releaseRoomHome(this.#db, roomId, this.instanceId)
      .catch((error) => this.#log.error("meetings: lease release failed", { roomId, error: String(error) }))
      .finally(() => {
        if (this.#releases.get(roomId) === release) this.#releases.delete(roomId);
      });
    this.#releases.set(roomId, release);
  }

  /** Another instance holds a room that lives here too (or this one stops): it is forgotten here, and its people rejoin there. */
  #lost(roomId: string): void {
    this.#homed.delete(roomId);
    const room = this.evict(roomId);
    if (!room) return;
    for (const { socket } of [...room.members.values(), ...room.waiting.values()]) socket.send({ type: "meeting.rehome", roomId });
  }

  /** Sockets here in rooms whose home is gone, released or changed are told to rejoin (a client out of the call ignores it). */
  async #checkRoutes(): Promise<void> {
    const byRoom = new Map<string, [string, string][]>();
    for (const [socket, rooms] of this.#routes)
      for (const [roomId, home] of rooms) byRoom.set(roomId, [...(byRoom.get(roomId) ?? []), [socket, home]]);
    for (const [roomId, routes] of byRoom) {
      const current = await findRoomHome(this.#db, roomId);
      for (const [id, home] of routes) {
        if (this.#routes.get(id)?.get(roomId) !== home) continue;
        if (current && current.instanceId === home && current.expiresAtMs > this.#clock()) continue;
        // Gone or moved (a home that stopped released it): a socket still routed there was in the room.
        this.#unroute(id, roomId);
        this.#sockets.get(id)?.send({ type: "meeting.rehome", roomId });
      }
    }
  }

  #route(socketId: string, roomId: string, home: string): void {
    const rooms = this.#routes.get(socketId) ?? new Map<string, string>();
    rooms.set(roomId, home);
    this.#routes.set(socketId, rooms);
  }

  #unroute(socketId: string, roomId: string | null): void {
    const rooms = this.#routes.get(socketId);
    if (!rooms || roomId === null) return;
    rooms.delete(roomId);
    if (rooms.size === 0) this.#routes.delete(socketId);
  }

  #send(instanceId: string, envelope: RouterEnvelope): Promise<boolean> {
    return this.#bus.sendTo(instanceId, envelope).catch(() => false);
  }

  #onDirect(from: string, body: unknown): void {
    const parsed = routerEnvelopeSchema.safeParse(body);
    if (!parsed.success) {
      this.#log.warn("meetings: a malformed message from another instance was dropped", { from, issue: parsed.error.issues[0]?.message });
      return;
    }
    const message = parsed.data;
    switch (message.kind) {
      case "frame":
      case "closed":
        this.#forProxy(from, message);
        return;
      case "deliver": {
        const socket = this.#sockets.get(message.socketId);
        const frame = message.frame as MeetingServerFrame;
        if (frame.type === "meeting.rehome" || (frame.type === "meeting.refused" && FINAL_REFUSALS.has(frame.code)))
          this.#unroute(message.socketId, frame.roomId);
        socket?.send(frame as ServerFrame);
        return;
      }
      case "http":
        void this.#http
          .serve(from, message)
          .catch((error) => this.#log.error("meetings: a forwarded request failed", { error: String(error) }));
        return;
      case "http-reply":
        this.#http.answer(message);
        return;
      case "ping":
        return;
    }
  }

  /** Frames and closes of another instance's socket, run in order on its stand-in here. */
  #forProxy(origin: string, message: Extract<RouterEnvelope, { kind: "frame" | "closed" }>): void {
    const id = `${origin}/${message.socketId}`;
    let proxy = this.#proxies.get(id);
    if (!proxy) {
      if (message.kind === "closed") return;
      const send = (frame: ServerFrame) => {
        void this.#send(origin, { kind: "deliver", socketId: message.socketId, frame: frame as MeetingServerFrame }).then((ok) => {
          if (!ok) this.#dropOrigin(origin);
        });
      };
      proxy = { socket: { id, userId: message.userId, send, close: () => {} }, origin, queue: Promise.resolve() };
      this.#proxies.set(id, proxy);
      this.connect(id);
    }
    const current = proxy;
    current.queue = current.queue
      .then(async () => {
        if (message.kind === "closed") {
          if (this.#proxies.get(id) === current) this.#proxies.delete(id);
          return super.disconnect(id);
        }
        const frame = message.frame as MeetingClientFrame;
        if (frame.type !== "meeting.join") return this.#here(current.socket, frame);
        const claims = await verifyMeetingToken(this.#ports.secret, frame.token, this.#ports.now().getTime());
        if (!claims) return this.#here(current.socket, frame);
        // Sent here as the home, which it may have stopped being meanwhile.
        const home = await this.#claim(claims.roomId);
        if (home.instanceId !== this.instanceId) return current.socket.send({ type: "meeting.rehome", roomId: claims.roomId });
        return this.#joinHere(current.socket, frame, claims.roomId);
      })
      .catch((error) => this.#log.error("meetings: a forwarded frame failed", { error: String(error) }));
  }

  /** The instance no longer answers: its sockets' stand-ins leave every room here (`dropped`). */
  #dropOrigin(origin: string): void {
    for (const [id, proxy] of [...this.#proxies]) {
      if (proxy.origin !== origin) continue;
      this.#proxies.delete(id);
      proxy.queue = proxy.queue.then(() => super.disconnect(id)).catch(() => {});
    }
  }
}

/**
 * Runs the request on the home of the room `roomOf` names, when another instance holds that room
 * (record, host controls, the chat: whatever reads or changes the live room); here otherwise.
 */
export function atRoomHome(roomOf: (c: AppContext) => Promise<string | null>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const router = c.get("services").meetings;
    if (!(router instanceof MeetingRouter) || !router.shared || (c.env as Partial<ForwardedEnv> | undefined)?.koraForwarded) return next();
    const roomId = await roomOf(c);
    const home = roomId ? await router.remoteHome(roomId) : null;
    if (!home) return next();
    const body = c.req.method === "GET" ? null : await c.req.text();
    return router.forward(home, c.req.raw, body, c.get("clientIp"));
  };
}
