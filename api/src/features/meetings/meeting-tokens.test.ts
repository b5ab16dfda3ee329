import { describe, expect, it } from "vitest";
import { signMeetingToken, verifyMeetingToken } from "./meeting-tokens.ts";

const claims = { roomId: "booking:b1", userId: "u1", admitted: false, exp: 2_000 };

describe("meeting tokens", () => {
  it("round-trip for the same secret before expiry", async () => {
    const token = await signMeetingToken("s".repeat(32), claims);
    expect(await verifyMeetingToken("s".repeat(32), token, 1_999)).toEqual(claims);
  });

  it("are refused once expired, under another secret, or when any part is changed", async () => {
    const token = await signMeetingToken("s".repeat(32), claims);
    expect(await verifyMeetingToken("s".repeat(32), token, 2_000)).toBeNull();
    expect(await verifyMeetingToken("t".repeat(32), token, 1_000)).toBeNull();
    const [payload, signature] = token.split(".");
    const forged = btoa(JSON.stringify(["booking:b1", "u1", 1, 2_000])).replace(/=+$/, "");
    expect(await verifyMeetingToken("s".repeat(32), `${forged}.${signature}`, 1_000)).toBeNull();
    expect(await verifyMeetingToken("s".repeat(32), `${payload}.${signature!.slice(0, -2)}AA`, 1_000)).toBeNull();
    expect(await verifyMeetingToken("s".repeat(32), `${payload}.${signature}.x`, 1_000)).toBeNull();
    expect(await verifyMeetingToken("s".repeat(32), "garbage", 1_000)).toBeNull();
  });

  it("scope a token to one room and one person", async () => {
    const other = await signMeetingToken("s".repeat(32), { ...claims, roomId: "room:u2", admitted: true });
    expect(await verifyMeetingToken("s".repeat(32), other, 1_000)).toEqual({ ...claims, roomId: "room:u2", admitted: true });
  });

  it("carry the card a knock comes from, signed like the rest", async () => {
    const token = await signMeetingToken("s".repeat(32), { ...claims, roomId: "room:u2", cardTitle: "Career coaching" });
    expect(await verifyMeetingToken("s".repeat(32), token, 1_000)).toEqual({ ...claims, roomId: "room:u2", cardTitle: "Career coaching" });
    const [, signature] = token.split(".");
    const swapped = btoa(JSON.stringify(["room:u2", "u1", 0, 2_000, "Something else"])).replace(/=+$/, "");
    expect(await verifyMeetingToken("s".repeat(32), `${swapped}.${signature}`, 1_000)).toBeNull();
  });
});
