/// <reference lib="dom" />
import type { Page } from "@playwright/test";

/**
 * A page's bare line to Janus, with no app in it (the e2e rig's check, bench:sfu's simulcast publisher,
 * bench:meeting's bare subscriber): after `installRawJanus(page)`, code in the page calls
 * `window.__rawJanus(url, sessionToken)` to open Janus's WebSocket, create a session and attach
 * VideoRoom, and gets `message` (a VideoRoom request, its plugin data and jsep; a plugin error throws),
 * `trickle` and `close`. The page must be on a loopback origin: Chromium lets only those reach Janus
 * on loopback.
 */
export interface RawJanus {
  message(
    body: Record<string, unknown>,
    jsep?: RTCSessionDescriptionInit,
  ): Promise<{ data: Record<string, unknown>; jsep?: RTCSessionDescriptionInit }>;
  trickle(candidate: RTCIceCandidateInit | null): void;
  close(): Promise<void>;
}

export type RawJanusWindow = { __rawJanus(url: string, token: string): Promise<RawJanus> };

export function installRawJanus(page: Page): Promise<void> {
  return page.evaluate(() => {
    type Frame = {
      janus: string;
      transaction?: string;
      data?: { id: number };
      jsep?: RTCSessionDescriptionInit;
      plugindata?: { data: Record<string, unknown> };
    };
    (window as unknown as RawJanusWindow).__rawJanus = async (url, token) => {
      const socket = new WebSocket(url, "janus-protocol");
      await new Promise((resolve, reject) => {
        socket.onopen = resolve;
        socket.onerror = () => reject(new Error(`cannot reach Janus at ${url}`));
      });
      const waiting = new Map<string, (frame: Frame) => void>();
      socket.onmessage = (message) => {
        const frame = JSON.parse(String(message.data)) as Frame;
        if (frame.janus === "ack" || !frame.transaction) return;
        waiting.get(frame.transaction)?.(frame);
        waiting.delete(frame.transaction);
      };
      const send = (body: Record<string, unknown>) =>
        new Promise<Frame>((resolve) => {
          const transaction = crypto.randomUUID();
          waiting.set(transaction, resolve);
          socket.send(JSON.stringify({ ...body, transaction, token }));
        });
      const session_id = (await send({ janus: "create" })).data!.id;
      const handle_id = (await send({ janus: "attach", session_id, plugin: "janus.plugin.videoroom" })).data!.id;
      const keepalive = setInterval(() => void send({ janus: "keepalive", session_id }), 20_000);
      return {
        message: async (body, jsep) => {
          const frame = await send({ janus: "message", session_id, handle_id, body, ...(jsep && { jsep }) });
          const data = frame.plugindata?.data ?? {};
          if (typeof data.error_code === "number") throw new Error(`janus ${data.error_code}: ${String(data.error)}`);
          return { data, jsep: frame.jsep };
        },
        trickle: (candidate) => void send({ janus: "trickle", session_id, handle_id, candidate: candidate ?? { completed: true } }),
        close: async () => {
          clearInterval(keepalive);
          await send({ janus: "destroy", session_id });
          socket.close();
        },
      };
    };
  });
}
