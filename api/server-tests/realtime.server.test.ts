import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, removeDataDir, type RunningServer, startServer } from "./kora-server.ts";

let server: RunningServer;
beforeAll(async () => (server = await startServer()));
afterAll(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const events = (frames: unknown[]) => frames.filter((f) => (f as { type: string }).type === "event");

describe("the real Deno server: realtime", () => {
  it("RefreshUser reaches both sockets of the user whose profile changed, and not another user's socket", async () => {
    const alice = new Client(server.url);
    const aliceMe = await alice.signUp("alice.rt@example.com", "Alice", "Tabs");
    const bob = new Client(server.url);
    await bob.signUp("bob.rt@example.com", "Bob", "Other");
    const tab1 = await alice.socket();
    const tab2 = await alice.socket();
    const bobTab = await bob.socket();

    expect((await alice.call("PUT", "/api/me", { firstName: "Alicia" })).status).toBe(200);
    const expected = {
      type: "event",
      channel: `private-user.${aliceMe.id}`,
      event: { name: "RefreshUser", data: { userId: aliceMe.id } },
      seq: expect.any(Number),
    };
    await until(() => events(tab1.frames).length > 0 && events(tab2.frames).length > 0);
    expect(events(tab1.frames)).toEqual([expected]);
    expect(events(tab2.frames)).toEqual([expected]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events(bobTab.frames)).toEqual([]);
    for (const s of [tab1, tab2, bobTab]) s.ws.close();
  });

  it("an event sent between page load and the socket attaching is replayed from the page's cursor, once", async () => {
    const carol = new Client(server.url);
    const me = await carol.signUp("carol.gap@example.com", "Carol", "Gap");
    // The page loads: `me` carries the cursor. Then, before the tab's socket attaches, the profile changes.
    const { data } = (await (await carol.call("GET", "/api/me")).json()) as { data: { realtimeCursor: { epoch: string; seq: number } } };
    expect((await carol.call("PUT", "/api/me", { firstName: "Caroline" })).status).toBe(200);

    const late = await carol.socket();
    late.ws.send(JSON.stringify({ type: "resume", cursor: data.realtimeCursor }));
    await until(() => events(late.frames).length > 0);
    expect(events(late.frames)).toEqual([
      {
        type: "event",
        channel: `private-user.${me.id}`,
        event: { name: "RefreshUser", data: { userId: me.id } },
        seq: data.realtimeCursor.seq + 1,
      },
    ]);
    // A socket that doesn't resume (or resumes from after it) gets nothing old.
    const fresh = await carol.socket();
    fresh.ws.send(JSON.stringify({ type: "resume", cursor: { ...data.realtimeCursor, seq: data.realtimeCursor.seq + 1 } }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events(fresh.frames)).toEqual([]);
    for (const s of [late, fresh]) s.ws.close();
  });

  it("answers pings, subscribes to public channels and rejects unknown frames", async () => {
    const client = new Client(server.url);
    await client.signUp("pinger@example.com");
    const { ws, frames } = await client.socket();
    ws.send(JSON.stringify({ type: "ping", t: 42 }));
    ws.send(JSON.stringify({ type: "subscribe", channel: "card.abc-123" }));
    ws.send(JSON.stringify({ type: "subscribe", channel: "private-user.someone-else" }));
    await until(() => frames.length >= 4);
    expect(frames).toContainEqual({ type: "pong", t: 42 });
    expect(frames).toContainEqual({ type: "subscribed", channel: "card.abc-123" });
    expect(frames).toContainEqual({ type: "error", message: "Unrecognised frame" });
    expect(frames).not.toContainEqual({ type: "subscribed", channel: "private-user.someone-else" });
    ws.close();
  });

  it("a signed-out visitor's socket joins no private channel but hears a card's public events", async () => {
    const advisor = new Client(server.url);
    await advisor.signUp("card.owner@example.com");
    const visitor = await new Client(server.url).socket();
    expect(visitor.frames[0]).toMatchObject({ type: "hello", userId: null, channels: [] });
    visitor.ws.send(JSON.stringify({ type: "subscribe", channel: "card.some-card" }));
    visitor.ws.send(JSON.stringify({ type: "subscribe", channel: "private-user.someone" }));
    await until(() => visitor.frames.length >= 3);
    expect(visitor.frames).toContainEqual({ type: "subscribed", channel: "card.some-card" });
    expect(visitor.frames).toContainEqual({ type: "error", message: "Unrecognised frame" });
    visitor.ws.close();
  });

  it("refuses a socket from another site (403) and more than 20 signed-out sockets from one address (429)", async () => {
    const client = new Client(server.url);
    await client.signUp("origin.ws@example.com");
    await expect(client.socket("https://evil.example")).rejects.toThrow("handshake 403");
    const open: Awaited<ReturnType<Client["socket"]>>[] = [];
    for (let i = 0; i < 20; i++) open.push(await new Client(server.url).socket());
    await expect(new Client(server.url).socket()).rejects.toThrow("handshake 429");
    expect((await client.socket()).frames[0]).toMatchObject({ type: "hello" });
    open[0]!.ws.close();
    await until(() => open[0]!.ws.readyState === 3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await new Client(server.url).socket();
    for (const socket of [...open, again]) socket.ws.close();
  });
});
