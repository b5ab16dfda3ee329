import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_VERSION } from "@kora/shared/constants.ts";
import { makeAdvisor } from "../test/factories.ts";
import { createTestApp, recordingSocket, type TestApp } from "../test/harness.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

/** A signed-out visitor's socket on `channel`: the events it heard. */
function watch(id: string, channel: string) {
  const socket = recordingSocket(id, null);
  t.services.hub.connect(socket.client);
  t.services.hub.receive(id, { type: "subscribe", channel });
  return () => socket.frames.flatMap((f) => (f.type === "event" && f.channel === channel ? [f.event] : []));
}

describe("the public channels besides the cards' (public-site §4)", () => {
  it("'ci' tells each socket, as it subscribes, the client version this server expects", () => {
    const first = watch("v1", "ci");
    expect(first()).toEqual([{ name: "ClientVersion", data: { clientVersion: CLIENT_VERSION } }]);
    // Every subscription (a reconnect after a deploy is one) hears it again; nobody else does.
    const second = watch("v2", "ci");
    expect(second()).toHaveLength(1);
    expect(first()).toHaveLength(1);
  });

  it("a user's channel carries their public profile's changes, name and picture, to their page's viewers", async () => {
    const advisor = await makeAdvisor(t, "Maya");
    const heard = watch("page", `user.${advisor.user.id}`);
    const other = watch("elsewhere", "user.someone-else");
    expect((await t.call("PUT", "/api/me", { cookie: advisor.cookie, body: { location: "Hobart, Australia" } })).status).toBe(200);
    expect((await t.call("DELETE", "/api/me/avatar", { cookie: advisor.cookie })).status).toBeLessThan(300);
    const update = { name: "PublicProfileUpdated", data: { userId: advisor.user.id, link: `/advisors/${advisor.user.slug}` } };
    expect(heard()).toEqual([update, update]);
    expect(other()).toEqual([]);
  });
});
