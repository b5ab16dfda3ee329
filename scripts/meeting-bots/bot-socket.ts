import WebSocket from "ws";
import { HEARTBEAT_MS } from "../../shared/src/constants.ts";
import type { MeetingClientFrame } from "../../shared/src/contracts/meetings.ts";

/** A bot's `/ws` socket: signed in by its session cookie (the `ws` package can send one), pinging like a page. */
export interface BotSocket {
  send(frame: MeetingClientFrame): void;
  onFrame(listener: (frame: { type: string }) => void): void;
  close(): void;
}

export async function openBotSocket(base: string, cookie: string): Promise<BotSocket> {
  const socket = new WebSocket(`${base.replace(/^http/, "ws")}/ws`, { headers: { cookie: `kora_session=${cookie}`, origin: base } });
  const listeners: ((frame: { type: string }) => void)[] = [];
  const hello = new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.on("message", (data) => {
      const frame = JSON.parse(String(data)) as { type: string; t?: number };
      if (frame.type === "hello") resolve();
      else if (frame.type === "ping") socket.send(JSON.stringify({ type: "ping", t: frame.t }));
      else for (const listener of listeners) listener(frame);
    });
  });
  await hello;
  const pinger = setInterval(() => socket.send(JSON.stringify({ type: "ping", t: Date.now() })), HEARTBEAT_MS / 2);
  socket.once("close", () => clearInterval(pinger));
  return {
    send: (frame) => socket.send(JSON.stringify(frame)),
    onFrame: (listener) => listeners.push(listener),
    close: () => {
      clearInterval(pinger);
      socket.close();
    },
  };
}
