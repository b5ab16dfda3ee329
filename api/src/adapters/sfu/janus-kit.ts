import { createServer } from "node:net";
import { join } from "node:path";
import NodeWebSocket from "ws";
import { type Janus, startJanus } from "../../../../scripts/janus/janus.ts";
import { janusRoomId } from "./janus-control.ts";
import { VIDEOROOM_PLUGIN } from "./janus-token.ts";

/** Test kit: a real Janus on loopback for the API tests, and a browser's raw view of its JSON API. */
const ROOT = join(import.meta.dirname, "..", "..", "..", "..");

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Janus with Kora's configuration in its own folder under data/; the control plane needs no media, so loopback. */
export async function startTestJanus(name: string, rtpPorts: readonly [number, number]): Promise<Janus> {
  return startJanus({
    dir: join(ROOT, "data", `janus-${name}-${process.pid}`),
    wsHost: "127.0.0.1",
    wsPort: await freePort(),
    mediaInterface: "127.0.0.1",
    rtpPorts,
    debugLevel: 3,
  });
}

/** Node before 22 has no WebSocket of its own: `ws`'s, typed as the DOM's for JanusControl. */
export const TestWebSocket = NodeWebSocket as unknown as typeof WebSocket;

export type JanusFrame = {
  janus: string;
  transaction?: string;
  data?: { id: number };
  error?: { code: number };
  plugindata?: { data: Record<string, unknown> };
};

/** A browser's view of Janus: the raw JSON API with whatever token it was handed; `events` are the asynchronous ones. */
export async function rawJanus(url: string, token: string) {
  const socket = new NodeWebSocket(url, "janus-protocol");
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const waiting = new Map<string, (frame: JanusFrame) => void>();
  const events: JanusFrame[] = [];
  socket.onmessage = (message) => {
    const frame = JSON.parse(String(message.data)) as JanusFrame;
    if (frame.janus === "ack") return;
    if (frame.transaction && waiting.has(frame.transaction)) waiting.get(frame.transaction)!(frame);
    else events.push(frame);
  };
  const send = (body: Record<string, unknown>) =>
    new Promise<JanusFrame>((resolve) => {
      const transaction = crypto.randomUUID();
      waiting.set(transaction, resolve);
      socket.send(JSON.stringify({ ...body, transaction, token }));
    });
  return { send, events, close: () => socket.close() };
}

export type Entry = { sessionToken: string; roomToken: string };

/**
 * Opens a session and a VideoRoom handle with `entry`'s tokens and joins `room` as a publisher (with
 * `id` when given); the stage reached and the plugin's answer. `keep` leaves the connection open.
 */
export async function joinAs(url: string, entry: Entry, room: string, options: { display?: string; id?: string; keep?: boolean } = {}) {
  const client = await rawJanus(url, entry.sessionToken);
  try {
    const session = await client.send({ janus: "create" });
    if (session.janus === "error") return { stage: "session", code: session.error!.code, client };
    const handle = await client.send({ janus: "attach", session_id: session.data!.id, plugin: VIDEOROOM_PLUGIN });
    if (handle.janus === "error") return { stage: "attach", code: handle.error!.code, client };
    const body = {
      request: "join",
      ptype: "publisher",
      room: janusRoomId(room),
      display: options.display ?? "Guest",
      token: entry.roomToken,
    };
    const joined = await client.send({
      janus: "message",
      session_id: session.data!.id,
      handle_id: handle.data!.id,
      body: options.id ? { ...body, id: options.id } : body,
    });
    const data = joined.plugindata?.data ?? {};
    return data.videoroom === "joined"
      ? { stage: "joined", id: String(data.id), client }
      : { stage: "join", code: data.error_code, client };
  } finally {
    if (!options.keep) client.close();
  }
}
