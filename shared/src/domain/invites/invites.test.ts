import { describe, expect, it } from "vitest";
import {
  codeState,
  type InviteFacts,
  inviteState,
  inviteValidUntil,
  looksLikeInviteCode,
  maySendInvites,
  normaliseInviteCode,
  resendRefusal,
} from "./invites.ts";

const NOW = Date.parse("2026-11-21T09:00:00Z");
const base: InviteFacts = { claimedBy: null, validUntil: "2026-12-01T00:00:00Z", isNotInterested: false, resendCount: 0 };

describe("invite and code states (core §4)", () => {
  it.each<[string, Partial<InviteFacts>, string, string]>([
    ["fresh", {}, "pending", "loaded"],
    ["claimed", { claimedBy: "u1" }, "claimed", "claimed"],
    ["claimed after it expired", { claimedBy: "u1", validUntil: "2026-11-01T00:00:00Z" }, "claimed", "claimed"],
    ["past validUntil", { validUntil: "2026-11-21T08:59:59Z" }, "expired", "expired"],
    ["exactly at validUntil", { validUntil: "2026-11-21T09:00:00Z" }, "expired", "expired"],
    ["not interested", { isNotInterested: true }, "not-interested", "invalid"],
    ["not interested and expired", { isNotInterested: true, validUntil: "2026-11-01T00:00:00Z" }, "not-interested", "invalid"],
  ])("%s", (_, change, invite, code) => {
    expect(inviteState({ ...base, ...change }, NOW)).toBe(invite);
    expect(codeState({ ...base, ...change }, NOW)).toBe(code);
  });

  it("an unknown code is invalid", () => expect(codeState(null, NOW)).toBe("invalid"));
});

describe("resend (core §4, §9: while resendCount < 2)", () => {
  it.each<[Partial<InviteFacts>, string | null]>([
    [{ resendCount: 0 }, null],
    [{ resendCount: 1 }, null],
    [{ resendCount: 2 }, "used-up"],
    [{ resendCount: 1, isNotInterested: true }, "not-interested"],
    [{ claimedBy: "u1" }, "claimed"],
    // An expired invite may be resent: resending renews it.
    [{ validUntil: "2026-11-01T00:00:00Z" }, null],
  ])("%j → %s", (change, refusal) => expect(resendRefusal({ ...base, ...change })).toBe(refusal));
});

describe("who sends, and codes", () => {
  it.each([
    ["Learner", false],
    ["Advisor", true],
  ])("%s may send: %s", (type, ok) => expect(maySendInvites(type)).toBe(ok));

  it.each([
    ["abcd-efgh-jkmn", "ABCDEFGHJKMN", true],
    [" 23456789abcd ", "23456789ABCD", true],
    ["ABCDEFGHJKMN", "ABCDEFGHJKMN", true],
    ["ABCDEFGHJKM0", "ABCDEFGHJKM0", false],
    ["ABCDEFGHJKM", "ABCDEFGHJKM", false],
  ])("%j → %s (valid %s)", (raw, code, valid) => {
    expect(normaliseInviteCode(raw)).toBe(code);
    expect(looksLikeInviteCode(code)).toBe(valid);
  });

  it("is valid for 30 days", () => expect(inviteValidUntil(NOW)).toBe("2026-12-21T09:00:00.000Z"));
});
