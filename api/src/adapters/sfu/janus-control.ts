import { mintJanusToken, VIDEOROOM_PLUGIN } from "./janus-token.ts";

/**
 * The API's own line to Janus (PROTOCOL §4): one session with the VideoRoom plugin over the
 * JSON API's WebSocket, used to create, inspect and destroy SFU rooms and to remove people from them.
 * Room creation needs the plugin's `admin_key` and every room gets a `secret` (for edit, kick, destroy)
 * and `signed_tokens`, so only the API can make rooms, and a client can enter only the room its
 * short-lived token names (janus-token.ts). Clients never see either key.
 */
export interface JanusControlOptions {
  url: string;
  tokenSecret: string;
  adminKey: string;
  now: () => number;
  /** How long the control session's own tokens live (each request gets a fresh one). */
  tokenTtlSeconds?: number;
  /** Give up on a request after this long. */
  timeoutMs?: number;
  /** The WebSocket class: the runtime's (Deno) by default; Node before 22 has none, so its tests pass `ws`'s. */
  WebSocket?: new (
    url: string,
    protocol: string,
  ) => WebSocket;
}

export interface JanusRoomSpec {
  /** A Kora room id (`booking:…`, `room:…`); mapped to a Janus-safe id by janusRoomId. */
  roomId: string;
  description: string;
  /** How many may publish at once (the plan's meeting size). */
  publishers: number;
  /** Each publisher's video bitrate cap (bits/s). */
  bitrate: number;
  /** The room's own secret: the API's, for edit, kick and destroy. */
  secret: string;
}

export class JanusError extends Error {
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(`janus ${code}: ${reason}`);
  }
}

/** Janus's error for a room that exists already (VideoRoom 427): creating it again is not an error for us. */
export const JANUS_ROOM_EXISTS = 427;
/** VideoRoom 426: no such room. */
export const JANUS_NO_SUCH_ROOM = 426;

/**
 * A Kora room id as a Janus room id: the signed-token descriptor `room=<id>` may not contain ',' or
 * ':' (they delimit the token), so anything but letters, digits, '.', '_' and '-' becomes '-'.
 */
export const janusRoomId = (roomId: string) => roomId.replace(/[^A-Za-z0-9._-]/g, "-");

type Reply = {
  janus: string;
  transaction?: string;
  data?: { id?: number };
  error?: { code: number; reason: string };
  plugindata?: { data: Record<string, unknown> };
};

export class JanusControl {
  readonly #socket: WebSocket;
  readonly #options: Required<Omit<JanusControlOptions, "WebSocket">>;
  readonly #pending = new Map<string, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  #session = 0;
  #handle = 0;
  #keepalive: ReturnType<typeof setInterval> | null = null;
  #closed = false;

  private constructor(socket: WebSocket, options: JanusControlOptions) {
    this.#socket = socket;
    this.#options = { tokenTtlSeconds: 60, timeoutMs: 5000, ...options };
    socket.onmessage = (message) => this.#receive(String(message.data));
    socket.onclose = () => {
      this.#closed = true;
      for (const pending of this.#pending.values()) pending.reject(new Error("janus: connection closed"));
      this.#pending.clear();
      if (this.#keepalive) clearInterval(this.#keepalive);
    };
  }

  /** Connects, opens a session and attaches to the VideoRoom plugin. */
  static async connect(options: JanusControlOptions): Promise<JanusControl> {
    const Socket = options.WebSocket ?? globalThis.WebSocket;
    const socket = new Socket(options.url, "janus-protocol");
    await new Promise<void>((resolve, reject) => {
      socket.onopen = () => resolve();
      socket.onerror = () => reject(new Error(`janus: cannot connect to ${options.url}`));
    });
    const control = new JanusControl(socket, options);
    control.#session = (await control.#request({ janus: "create" })).data!.id!;
    control.#handle = (await control.#request({ janus: "attach", session_id: control.#session, plugin: VIDEOROOM_PLUGIN })).data!.id!;
    // Janus ends sessions silent for 60 s (session_timeout): a keepalive every 25 s.
    control.#keepalive = setInterval(() => control.#request({ janus: "keepalive", session_id: control.#session }).catch(() => {}), 25_000);
    return control;
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Creates the room unless it exists; either way it exists afterwards. */
  async createRoom(spec: JanusRoomSpec): Promise<void> {
    try {
      await this.#videoroom({
        request: "create",
        admin_key: this.#options.adminKey,
        room: janusRoomId(spec.roomId),
        description: spec.description.slice(0, 100),
        secret: spec.secret,
        is_private: true,
        publishers: spec.publishers,
        bitrate: spec.bitrate,
        bitrate_cap: true,
        fir_freq: 10,
        videocodec: "vp8",
        audiocodec: "opus",
        audiolevel_event: true,
        audio_active_packets: 50,
        audio_level_average: 40,
        signed_tokens: true,
        permanent: false,
      });
    } catch (error) {
      if (!(error instanceof JanusError && error.code === JANUS_ROOM_EXISTS)) throw error;
    }
  }

  async roomExists(roomId: string): Promise<boolean> {
    return (await this.#videoroom({ request: "exists", room: janusRoomId(roomId) })).exists === true;
  }

  /** Who is in the room now (Janus's participant ids and display names). */
  async participants(roomId: string): Promise<{ id: string; display?: string; publisher: boolean }[]> {
    const data = await this.#videoroom({ request: "listparticipants", room: janusRoomId(roomId) });
    return (data.participants as { id: string; display?: string; publisher: boolean }[]) ?? [];
  }

  /** Removes one participant (host control "remove"). */
  async kick(roomId: string, secret: string, participantId: string): Promise<void> {
    await this.#videoroom({ request: "kick", room: janusRoomId(roomId), secret, id: participantId });
  }

  /** Ends the room for everyone in it; a room already gone is not an error. */
  async destroyRoom(roomId: string, secret: string): Promise<void> {
    try {
      await this.#videoroom({ request: "destroy", room: janusRoomId(roomId), secret });
    } catch (error) {
      if (!(error instanceof JanusError && error.code === JANUS_NO_SUCH_ROOM)) throw error;
    }
  }

  async close(): Promise<void> {
    if (this.#keepalive) clearInterval(this.#keepalive);
    if (this.#closed) return;
    await this.#request({ janus: "destroy", session_id: this.#session }).catch(() => {});
    this.#socket.close();
  }

  /** A synchronous VideoRoom request: its plugin data, or a JanusError with the plugin's code. */
  async #videoroom(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const reply = await this.#request({ janus: "message", session_id: this.#session, handle_id: this.#handle, body });
    const data = reply.plugindata?.data ?? {};
    if (typeof data.error_code === "number") throw new JanusError(data.error_code, String(data.error ?? "error"));
    return data;
  }

  async #request(message: Record<string, unknown>): Promise<Reply> {
    if (this.#closed) throw new Error("janus: connection closed");
    const transaction = crypto.randomUUID();
    const { token } = await mintJanusToken({
      secret: this.#options.tokenSecret,
      nowMs: this.#options.now(),
      ttlSeconds: this.#options.tokenTtlSeconds,
    });
    const reply = new Promise<Reply>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(transaction);
        reject(new Error(`janus: no answer to ${String(message.janus)} in ${this.#options.timeoutMs} ms`));
      }, this.#options.timeoutMs);
      this.#pending.set(transaction, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
    });
    this.#socket.send(JSON.stringify({ ...message, transaction, token }));
    return reply;
  }

  #receive(text: string): void {
    let reply: Reply;
    try {
      reply = JSON.parse(text) as Reply;
    } catch {
      return;
    }
    if (!reply.transaction || reply.janus === "ack") return;
    const pending = this.#pending.get(reply.transaction);
    if (!pending) return;
    this.#pending.delete(reply.transaction);
    if (reply.janus === "error") pending.reject(new JanusError(reply.error?.code ?? 0, reply.error?.reason ?? "error"));
    else pending.resolve(reply);
  }
}
