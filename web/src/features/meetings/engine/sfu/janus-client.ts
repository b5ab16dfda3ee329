/**
 * A small client for Janus's JSON API over WebSocket (subprotocol `janus-protocol`), enough for the
 * VideoRoom plugin (PROTOCOL §4): one session (`create` with the API's signed session token),
 * handles (`attach`), plugin messages with or without a jsep, trickle, keepalives, and the events
 * Janus pushes (`event`, `webrtcup`, `hangup`, `media`, `slowlink`, `detached`). Janus checks the
 * token on every request, keepalives and trickles included: `setToken` swaps in a fresh one.
 */

/** The part of a WebSocket the client uses (tests pass a fake). */
export interface JanusSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export type Jsep = { type: "offer" | "answer"; sdp: string };

/** One frame from Janus, loosely typed: only the fields read here. */
export interface JanusFrame {
  janus: string;
  transaction?: string;
  session_id?: number;
  sender?: number;
  data?: { id: number };
  error?: { code: number; reason: string };
  plugindata?: { plugin: string; data: Record<string, unknown> };
  jsep?: Jsep;
  candidate?: RTCIceCandidateInit & { completed?: boolean };
  reason?: string;
  type?: string;
  receiving?: boolean;
  mid?: string;
  uplink?: boolean;
}

export class JanusError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = "JanusError";
  }
}

/** Janus drops a session after 60 s without a request; browsers keep it alive well within that. */
export const KEEPALIVE_MS = 25_000;
/** A request Janus never answers fails after this. */
export const REQUEST_TIMEOUT_MS = 15_000;
export const VIDEOROOM = "janus.plugin.videoroom";

export interface JanusClientDeps {
  createSocket?: (url: string) => JanusSocketLike;
  /** Transaction ids (tests pass a counter). */
  transactionId?: () => string;
  setInterval?: (run: () => void, ms: number) => unknown;
  clearInterval?: (id: unknown) => void;
}

type Pending = {
  resolve: (frame: JanusFrame) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
  /** A plugin message: Janus first acks it, the answer comes as an event. */
  async: boolean;
};

/** A handle on a plugin: its messages, trickle, and the events Janus sends it. */
export class JanusHandle {
  /** Plugin events and the transport's (webrtcup, media, hangup, slowlink, detached, trickle). */
  onEvent: (frame: JanusFrame) => void = () => {};

  constructor(
    private readonly session: JanusSession,
    readonly id: number,
  ) {}

  /**
   * A plugin request: the plugin's answer (its `plugindata.data` and any jsep), whether it comes at
   * once (`success`) or after an `ack` as an `event`. A plugin error (`error_code`) rejects.
   */
  async message(body: Record<string, unknown>, jsep?: Jsep): Promise<{ data: Record<string, unknown>; jsep?: Jsep }> {
    const frame = await this.session.request({ janus: "message", handle_id: this.id, body, ...(jsep && { jsep }) }, true);
    const data = frame.plugindata?.data ?? {};
    if (typeof data.error_code === "number") throw new JanusError(data.error_code, String(data.error ?? "VideoRoom error"));
    return { data, jsep: frame.jsep };
  }

  /** One local ICE candidate, or null once gathering completed. */
  trickle(candidate: RTCIceCandidateInit | null): void {
    const body = candidate ? { candidate } : { candidate: { completed: true } };
    void this.session.request({ janus: "trickle", handle_id: this.id, ...body }).catch(() => undefined);
  }

  async hangup(): Promise<void> {
    await this.session.request({ janus: "hangup", handle_id: this.id }).catch(() => undefined);
  }

  async detach(): Promise<void> {
    this.session.forget(this.id);
    await this.session.request({ janus: "detach", handle_id: this.id }).catch(() => undefined);
  }
}

/** One Janus session over one WebSocket. */
export class JanusSession {
  private readonly pending = new Map<string, Pending>();
  private readonly handles = new Map<number, JanusHandle>();
  private keepalive: unknown = null;
  private counter = 0;
  private ended = false;
  id = 0;
  /** The socket closed or Janus ended the session (timeout): nothing more will work. */
  onClosed: () => void = () => {};

  private constructor(
    private readonly socket: JanusSocketLike,
    private token: string,
    private readonly deps: JanusClientDeps,
  ) {
    socket.onmessage = (event) => this.receive(String(event.data));
    socket.onclose = () => this.close();
  }

  /** Opens the socket and creates the session with `token` (the API's session token). */
  static async connect(url: string, token: string, deps: JanusClientDeps = {}): Promise<JanusSession> {
    const socket = deps.createSocket ? deps.createSocket(url) : (new WebSocket(url, "janus-protocol") as JanusSocketLike);
    await new Promise<void>((resolve, reject) => {
      socket.onopen = () => resolve();
      socket.onerror = () => reject(new Error("The video server can't be reached."));
      socket.onclose = () => reject(new Error("The video server closed the connection."));
    });
    socket.onerror = null;
    const session = new JanusSession(socket, token, deps);
    try {
      session.id = (await session.request({ janus: "create" })).data!.id;
    } catch (error) {
      session.close();
      throw error;
    }
    const every = deps.setInterval ?? ((run, ms) => setInterval(run, ms));
    session.keepalive = every(() => void session.request({ janus: "keepalive" }).catch(() => undefined), KEEPALIVE_MS);
    return session;
  }

  get closed(): boolean {
    return this.ended;
  }

  /** From now on every request carries this token (a fresh entry from the API). */
  setToken(token: string): void {
    this.token = token;
  }

  async attach(plugin: string = VIDEOROOM): Promise<JanusHandle> {
    const frame = await this.request({ janus: "attach", plugin });
    const handle = new JanusHandle(this, frame.data!.id);
    this.handles.set(handle.id, handle);
    return handle;
  }

  forget(handleId: number): void {
    this.handles.delete(handleId);
  }

  /**
   * Sends one request and resolves with its answer: `success`, or (`async`: plugin messages) the
   * `event` after Janus's `ack`. `error` rejects; so does silence past REQUEST_TIMEOUT_MS.
   */
  request(body: Record<string, unknown>, async = false): Promise<JanusFrame> {
    if (this.ended) return Promise.reject(new Error("The video server connection is closed."));
    const transaction = this.deps.transactionId?.() ?? `t${++this.counter}-${Math.random().toString(36).slice(2, 10)}`;
    const frame = { ...body, transaction, token: this.token, ...(this.id ? { session_id: this.id } : {}) };
    return new Promise<JanusFrame>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(transaction);
        reject(new Error(`The video server didn't answer (${String(body.janus)}).`));
      }, REQUEST_TIMEOUT_MS);
      this.pending.set(transaction, { resolve, reject, timer, async });
      try {
        this.socket.send(JSON.stringify(frame));
      } catch (error) {
        clearTimeout(timer);
        this.pending.delete(transaction);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  /** Ends the session (destroy, then the socket); every handle's events stop. */
  async destroy(): Promise<void> {
    if (this.ended) return;
    await this.request({ janus: "destroy" }).catch(() => undefined);
    this.close();
  }

  private close(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.keepalive !== null) (this.deps.clearInterval ?? ((id) => clearInterval(id as ReturnType<typeof setInterval>)))(this.keepalive);
    for (const [transaction, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new Error("The video server connection closed."));
      this.pending.delete(transaction);
    }
    this.handles.clear();
    try {
      this.socket.close();
    } catch {
      // Closed already.
    }
    this.onClosed();
  }

  private receive(text: string): void {
    let frame: JanusFrame;
    try {
      frame = JSON.parse(text) as JanusFrame;
    } catch {
      return;
    }
    if (frame.janus === "timeout") {
      this.close();
      return;
    }
    const pending = frame.transaction ? this.pending.get(frame.transaction) : undefined;
    if (pending) {
      if (frame.janus === "ack" && pending.async) return;
      this.pending.delete(frame.transaction!);
      clearTimeout(pending.timer);
      if (frame.janus === "error") pending.reject(new JanusError(frame.error?.code ?? 0, frame.error?.reason ?? "Janus error"));
      else pending.resolve(frame);
      return;
    }
    // Pushed by Janus: to the handle it concerns.
    if (frame.sender !== undefined) this.handles.get(frame.sender)?.onEvent(frame);
  }
}
