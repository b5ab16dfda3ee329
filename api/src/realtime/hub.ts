import { channels, type ClientFrame, type RealtimeCursor, type RealtimeEvent, type ServerFrame } from "@kora/shared/contracts/realtime.ts";
import { HEARTBEAT_MS } from "@kora/shared/constants.ts";
import type { RealtimeBus } from "./bus.ts";
import { MemoryBus } from "./bus.memory.ts";

/** One open socket, whatever runtime carries it. */
export interface SocketClient {
  readonly id: string;
  /** null for a signed-out visitor: no private channel, public ones only. */
  readonly userId: string | null;
  send(frame: ServerFrame): void;
  close(code: number, reason: string): void;
}

interface Entry {
  client: SocketClient;
  channels: Set<string>;
  lastSeen: number;
  /** The last event number when it joined: what came after, it got live. */
  joinedSeq: number;
  /** Which of the heartbeat's slots pings it (HEARTBEAT_SLOTS). */
  slot: number;
}

interface Logged {
  seq: number;
  at: number;
  event: RealtimeEvent;
}

/**
 * The heartbeat visits a 1/HEARTBEAT_SLOTS share of the sockets at each tick, so 5,000 sockets get 200
 * pings a tick rather than 5,000 at once (an event published during that burst waited behind it).
 */
export const HEARTBEAT_SLOTS = 25;

/** Private events kept for replay: enough for a page load's gap (and a reconnect's), not a history. */
export const REPLAY_KEEP = { perChannel: 100, ms: 10 * 60_000 } as const;

/**
 * Fan-out of realtime events to this process's sockets. Each socket joins its user's private channel
 * when it connects and may join public channels; `publish` reaches every socket on a channel, on
 * every instance, and no other. `publish` goes through the bus (in-process, or Redis between
 * instances); what the bus brings is numbered by this hub (its own epoch and seq), kept for replay
 * when private, and sent to this hub's sockets. A socket that reconnects to another instance resumes
 * with a cursor of another epoch: it is replayed all that instance kept of its channel (every
 * instance keeps every private event the bus brought), which is the restart rule too.
 */
export class RealtimeHub {
  #entries = new Map<string, Entry>();
  #members = new Map<string, Set<string>>();
  #timer: ReturnType<typeof setInterval> | null = null;
  #nextSlot = 0;
  #tick = 0;
  /** Names this process: event numbers start again after a restart. */
  readonly epoch = crypto.randomUUID();
  #seq = 0;
  /** Recent events of each private channel, oldest first. */
  #log = new Map<string, Logged[]>();
  /** Public channels' standing events: each socket gets the channel's one as it subscribes ('ci': the client version). */
  #retained = new Map<string, RealtimeEvent>();

  constructor(
    private readonly now: () => number,
    private readonly bus: RealtimeBus = new MemoryBus(),
  ) {
    bus.onMessage((channel, event) => this.#deliver(channel, event));
  }

  /** Where the stream of events stands now (`GET /api/me` hands it to the page). */
  cursor(): RealtimeCursor {
    return { epoch: this.epoch, seq: this.#seq };
  }

  connect(client: SocketClient): void {
    const slot = this.#nextSlot++ % HEARTBEAT_SLOTS;
    this.#entries.set(client.id, { client, channels: new Set(), lastSeen: this.now(), joinedSeq: this.#seq, slot });
    const joined = client.userId ? [channels.privateUser(client.userId)] : [];
    for (const channel of joined) this.#join(client.id, channel);
    client.send({ type: "hello", userId: client.userId, channels: joined, epoch: this.epoch });
  }

  disconnect(clientId: string): void {
    const entry = this.#entries.get(clientId);
    if (!entry) return;
    for (const channel of entry.channels) this.#leave(clientId, channel);
    this.#entries.delete(clientId);
  }

  /** Handles a validated frame from a client. */
  receive(clientId: string, frame: ClientFrame): void {
    const entry = this.#entries.get(clientId);
    if (!entry) return;
    entry.lastSeen = this.now();
    if (frame.type === "subscribe") {
      this.#join(clientId, frame.channel);
      entry.client.send({ type: "subscribed", channel: frame.channel });
      const standing = this.#retained.get(frame.channel);
      if (standing) entry.client.send({ type: "event", channel: frame.channel, event: standing, seq: this.#seq });
    } else if (frame.type === "unsubscribe")
      this.#leave(clientId, frame.channel); // the schema only admits public channels
    else if (frame.type === "ping") entry.client.send({ type: "pong", t: frame.t });
    else if (frame.type === "resume") this.#replay(entry, frame.cursor);
  }

  /**
   * Sends `event` to every socket on `channel`, on every instance. How many sockets it reached cannot
   * be known across instances, so nothing is returned; `localMembers` counts this instance's.
   */
  publish(channel: string, event: RealtimeEvent): void {
    this.bus.publish(channel, event);
  }

  /** Sets the event every socket subscribing to `channel` on this instance gets first (each instance sets its own). */
  retain(channel: string, event: RealtimeEvent): void {
    this.#retained.set(channel, event);
  }

  /** Sends a message to all of one user's open sockets (every tab, every device, every instance). */
  toUser(userId: string, event: RealtimeEvent): void {
    this.publish(channels.privateUser(userId), event);
  }

  /** This instance's sockets on `channel`. */
  localMembers(channel: string): number {
    return this.#members.get(channel)?.size ?? 0;
  }

  /**
   * Pings the sockets of one heartbeat slot (every socket when none is given) and closes those that
   * have been silent for 2.5 heartbeats; on a full round, forgets replay logs gone stale.
   */
  heartbeat(slot?: number): void {
    const now = this.now();
    if (slot === undefined || slot === 0)
      for (const [channel, kept] of this.#log) if (now - (kept.at(-1)?.at ?? 0) > REPLAY_KEEP.ms) this.#log.delete(channel);
    for (const [id, entry] of this.#entries) {
      if (slot !== undefined && entry.slot !== slot) continue;
      if (now - entry.lastSeen > HEARTBEAT_MS * 2.5) {
        entry.client.close(4000, "heartbeat timeout");
        this.disconnect(id);
      } else entry.client.send({ type: "ping", t: now });
    }
  }

  /** Every socket is visited once per `intervalMs`, a slot at a time. */
  start(intervalMs = HEARTBEAT_MS): void {
    this.#timer ??= setInterval(() => this.heartbeat(this.#tick++ % HEARTBEAT_SLOTS), intervalMs / HEARTBEAT_SLOTS);
  }

  /** Closes every socket and the bus (resolves once the bus's connections are released). */
  stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    for (const [id, entry] of this.#entries) {
      entry.client.close(1001, "server shutting down");
      this.disconnect(id);
    }
    return this.bus.close();
  }

  get size(): number {
    return this.#entries.size;
  }

  /** An event from the bus: numbered here, kept for replay when private, sent to this instance's sockets on `channel`. */
  #deliver(channel: string, event: RealtimeEvent): void {
    const seq = ++this.#seq;
    if (channel.startsWith("private-user.")) this.#keep(channel, { seq, at: this.now(), event });
    const ids = this.#members.get(channel);
    if (!ids) return;
    for (const id of ids) this.#entries.get(id)?.client.send({ type: "event", channel, event, seq });
  }

  /**
   * Sends a socket its private channel's events after `cursor` up to when it joined (later ones
   * reached it live). A cursor from another process (the server restarted) replays all that is kept.
   */
  #replay(entry: Entry, cursor: RealtimeCursor): void {
    if (!entry.client.userId) return;
    const channel = channels.privateUser(entry.client.userId);
    const after = cursor.epoch === this.epoch ? cursor.seq : 0;
    for (const logged of this.#log.get(channel) ?? [])
      if (logged.seq > after && logged.seq <= entry.joinedSeq)
        entry.client.send({ type: "event", channel, event: logged.event, seq: logged.seq });
  }

  #keep(channel: string, logged: Logged): void {
    const kept = (this.#log.get(channel) ?? []).filter((old) => logged.at - old.at <= REPLAY_KEEP.ms);
    kept.push(logged);
    this.#log.set(channel, kept.slice(-REPLAY_KEEP.perChannel));
  }

  #join(clientId: string, channel: string) {
    this.#entries.get(clientId)?.channels.add(channel);
    const ids = this.#members.get(channel) ?? new Set<string>();
    this.#members.set(channel, ids);
    ids.add(clientId);
  }

  #leave(clientId: string, channel: string) {
    this.#entries.get(clientId)?.channels.delete(channel);
    const ids = this.#members.get(channel);
    ids?.delete(clientId);
    if (ids?.size === 0) this.#members.delete(channel);
  }
}
