import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { mintTurnCredentials } from "./turn-credentials.ts";

describe("TURN REST credentials", () => {
  it("signs `<expiry>:<user>` with HMAC-SHA1 of the shared secret, as coturn checks it", async () => {
    const nowMs = Date.parse("2026-11-21T09:00:00Z");
    const { server, expiresAtMs } = await mintTurnCredentials({
      secret: "s3cret",
      userId: "user-1",
      nowMs,
      ttlSeconds: 3600,
      urls: ["turn:127.0.0.1:3478?transport=udp"],
    });
    const expiry = nowMs / 1000 + 3600;
    expect(server.username).toBe(`${expiry}:user-1`);
    // An independent implementation (Node's crypto) must agree byte for byte.
    expect(server.credential).toBe(createHmac("sha1", "s3cret").update(`${expiry}:user-1`).digest("base64"));
    expect(expiresAtMs).toBe(nowMs + 3_600_000);
    expect(server.urls).toEqual(["turn:127.0.0.1:3478?transport=udp"]);
  });

  it("gives different users and different secrets different credentials", async () => {
    const base = { nowMs: 0, ttlSeconds: 60, urls: ["turn:x"] };
    const a = await mintTurnCredentials({ ...base, secret: "one", userId: "a" });
    const b = await mintTurnCredentials({ ...base, secret: "one", userId: "b" });
    const c = await mintTurnCredentials({ ...base, secret: "two", userId: "a" });
    expect(new Set([a.server.credential, b.server.credential, c.server.credential]).size).toBe(3);
  });
});
