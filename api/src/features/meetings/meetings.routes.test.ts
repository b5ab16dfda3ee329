import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { IceServer } from "../../adapters/turn/turn-credentials.ts";
import { makeUser } from "../../test/factories.ts";
import { createTestApp, dataOf } from "../../test/harness.ts";

/** `GET /api/meetings/ice-servers`: TURN servers with short-lived credentials, or none. */
const iceServersSchema = z.object({
  iceServers: z.array(
    z.object({
      urls: z.array(z.string()),
      username: z.string().optional(),
      credential: z.string().optional(),
    }) satisfies z.ZodType<IceServer>,
  ),
  expiresAt: z.string().nullable(),
});

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
      const { iceServers, expiresAt } = await dataOf(response, iceServersSchema);
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
      expect(await dataOf(await plain.call("GET", "/api/meetings/ice-servers", { cookie }), iceServersSchema)).toEqual({
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
