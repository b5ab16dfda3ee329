import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { makeUser } from "../../test/factories.ts";
import { createTestApp } from "../../test/harness.ts";

describe("ICE servers", () => {
  it("mints TURN credentials for the caller when coturn is configured, and none otherwise", async () => {
    const t = await createTestApp({
      TURN_URLS: "turn:127.0.0.1:3478?transport=udp,turn:127.0.0.1:3478?transport=tcp",
      TURN_SECRET: "a-long-shared-turn-secret",
    });
    try {
      const { user, cookie } = await makeUser(t, { firstName: "Lena" });
      expect((await t.call("GET", "/api/meetings/ice-servers")).status).toBe(401);
      const response = await t.call("GET", "/api/meetings/ice-servers", { cookie });
      expect(response.headers.get("cache-control")).toBe("no-store");
      const { iceServers, expiresAt } = (await response.json()).data;
      const expiry = t.clock.now.getTime() / 1000 + 3600;
      expect(expiresAt).toBe(new Date(expiry * 1000).toISOString());
      expect(iceServers).toEqual([
        {
          urls: ["turn:127.0.0.1:3478?transport=udp", "turn:127.0.0.1:3478?transport=tcp"],
          username: `${expiry}:${user.id}`,
          credential: createHmac("sha1", "a-long-shared-turn-secret").update(`${expiry}:${user.id}`).digest("base64"),
        },
      ]);
    } finally {
      await t.close();
    }
    const plain = await createTestApp();
    try {
      const { cookie } = await makeUser(plain, { firstName: "Tom" });
      expect((await (await plain.call("GET", "/api/meetings/ice-servers", { cookie })).json()).data).toEqual({
        iceServers: [],
        expiresAt: null,
      });
    } finally {
      await plain.close();
    }
  });

  it("refuses half a TURN configuration at start-up", async () => {
    await expect(createTestApp({ TURN_URLS: "turn:127.0.0.1:3478" })).rejects.toThrow(/TURN_URLS and TURN_SECRET go together/);
  });
});
