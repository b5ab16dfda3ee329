/**
 * BENCH_TRACE=1 for bench:meeting's SFU rows: an init script that timestamps, in the joiner's page,
 * every Janus request it sends and every answer or event it gets (acks and keepalives left out),
 * and each peer connection's state changes and tracks, in `window.__janusTrace` (epoch ms). It found
 * the slow joins: a `configure` repeating the join's substream made Janus ask the publisher for a
 * keyframe before the subscription was up, and Janus grants one keyframe request a second.
 */
export interface TraceEntry {
  t: number;
  what: string;
}

export const installJanusTrace = () => {
  const w = window as unknown as { __janusTrace?: TraceEntry[] };
  const trace: TraceEntry[] = [];
  w.__janusTrace = trace;
  const now = () => performance.timeOrigin + performance.now();
  const Socket = WebSocket;
  const send = Socket.prototype.send;
  Socket.prototype.send = function (this: WebSocket, data: string | ArrayBufferLike | Blob | ArrayBufferView) {
    try {
      const m = JSON.parse(String(data));
      if (m.janus && m.janus !== "keepalive") {
        const streams = m.body?.streams ? JSON.stringify(m.body.streams) : "";
        trace.push({ t: now(), what: `> ${m.janus}${m.body?.request ? `:${m.body.request}` : ""}${streams}${m.jsep ? " +jsep" : ""}` });
      }
    } catch {
      // not JSON: not Janus
    }
    return send.call(this, data);
  };
  const listen = Socket.prototype.addEventListener;
  window.WebSocket = class extends Socket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      if (!String(protocols).includes("janus")) return;
      listen.call(this, "message", (event: Event) => {
        const m = JSON.parse(String((event as MessageEvent).data));
        if (m.janus === "ack") return;
        const data = m.plugindata?.data ?? {};
        const substream = data.substream === undefined ? "" : ` substream ${data.substream}`;
        trace.push({
          t: now(),
          what: `< ${m.janus}${data.videoroom ? `:${data.videoroom}` : ""}${m.jsep ? ` +jsep ${m.jsep.type}` : ""}${substream}`,
        });
      });
    }
  } as typeof WebSocket;
  const Peer = RTCPeerConnection;
  window.RTCPeerConnection = class extends Peer {
    constructor(config?: RTCConfiguration) {
      super(config);
      const id = Math.random().toString(36).slice(2, 5);
      this.addEventListener("connectionstatechange", () => trace.push({ t: now(), what: `pc ${id} ${this.connectionState}` }));
      this.addEventListener("track", (event) => trace.push({ t: now(), what: `pc ${id} track ${(event as RTCTrackEvent).track.kind}` }));
    }
  } as typeof RTCPeerConnection;
};
