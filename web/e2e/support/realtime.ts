import type { WebSocket } from "@playwright/test";
import NodeWebSocket from "ws";
import { expect, type BrowserContext, type Page } from "./test.ts";

/** A server frame's text, when it is the `hello` of a signed-in socket (the server joins the private channel, then says hello). */
function signedInHello(payload: string | Buffer): boolean {
  try {
    const frame = JSON.parse(payload.toString()) as { type?: unknown; userId?: unknown; channels?: unknown };
    return (
      frame.type === "hello" &&
      typeof frame.userId === "string" &&
      Array.isArray(frame.channels) &&
      frame.channels.includes(`private-user.${frame.userId}`)
    );
  } catch {
    return false;
  }
}

/**
 * Watches `page` for its app socket (`/ws`) to say hello to a signed-in user: from then on the user's
 * private channel reaches the page. Call it just before the load that opens the socket (it attaches
 * 2.5 s after the app first sees the user); the function it returns waits for that hello.
 */
export function whenLive(page: Page): () => Promise<void> {
  let live = false;
  const onSocket = (socket: WebSocket) => {
    if (new URL(socket.url()).pathname !== "/ws") return;
    socket.on("framereceived", ({ payload }) => {
      if (live || !signedInHello(payload)) return;
      live = true;
      page.off("websocket", onSocket);
    });
  };
  page.on("websocket", onSocket);
  return () => expect.poll(() => live, { message: "the page's private channel is attached", timeout: 15_000, intervals: [100] }).toBe(true);
}

/** What a test's own socket heard on a user's private channel (see listenAs). */
export interface Listener {
  /** Waits until an event named `name` has come. */
  heard(name: string): Promise<void>;
  close(): void;
}

/**
 * A socket of the test's own to `/ws`, signed in with `context`'s session cookie: it hears what the
 * user's private channel carries, outside any page (a witness that an event went out). Resolves once
 * the server has said hello, so the channel is attached.
 */
export async function listenAs(context: BrowserContext, baseURL: string): Promise<Listener> {
  const url = new URL("/ws", baseURL);
  const cookie = (await context.cookies(baseURL)).map(({ name, value }) => `${name}=${value}`).join("; ");
  const socket = new NodeWebSocket(url.href.replace(/^http/, "ws"), { headers: { cookie, origin: url.origin } });
  const names: string[] = [];
  let live = false;
  socket.on("message", (data) => {
    if (signedInHello(data.toString())) live = true;
    try {
      const frame = JSON.parse(data.toString()) as { type?: string; event?: { name?: string } };
      if (frame.type === "event" && frame.event?.name) names.push(frame.event.name);
    } catch {
      // not JSON: not a frame
    }
  });
  await expect.poll(() => live, { message: "the test's socket is on the private channel", intervals: [50] }).toBe(true);
  return {
    heard: (name) => expect.poll(() => names.includes(name), { message: `${name} on the private channel`, intervals: [50] }).toBe(true),
    close: () => socket.close(),
  };
}
