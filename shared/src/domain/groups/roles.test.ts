import { describe, expect, it } from "vitest";
import { countBucket, bucketRange, windowStart } from "./activity.ts";
import { downgradedRole, GROUP_ROLES, memberRoleLabel, memberStatusLabel } from "./roles.ts";

describe("group roles (core §4)", () => {
  it("has each base in community/consulting × visible/hidden, plus ai-matching", () => {
    expect(GROUP_ROLES).toHaveLength(17);
    expect(GROUP_ROLES).toContain("group-advisor-consulting-hidden");
    expect(GROUP_ROLES).toContain("ai-matching");
  });

  it.each([
    ["verified-member-community-visible", "Verified"],
    ["group-advisor-consulting-hidden", "Verified"],
    ["awaiting-verification-community-visible", "Awaiting Verification"],
    ["unverified-member-consulting-visible", "UnVerified"],
  ] as const)("status label of %s is %s", (role, label) => expect(memberStatusLabel(role)).toBe(label));

  it.each([
    [{ role: "group-advisor-consulting-visible", isAdmin: true, cardStatuses: ["published"] }, "Admin"],
    [{ role: "awaiting-verification-community-visible", isAdmin: false, cardStatuses: [] }, "Awaiting Verification"],
    [{ role: "unverified-member-community-visible", isAdmin: false, cardStatuses: ["published"] }, "UnVerified"],
    [{ role: "verified-member-consulting-visible", isAdmin: false, cardStatuses: ["draft", "published"] }, "Advisor"],
    [{ role: "verified-member-consulting-visible", isAdmin: false, cardStatuses: ["draft", "awaiting-review"] }, "Awaiting Review"],
    [{ role: "verified-member-consulting-visible", isAdmin: false, cardStatuses: ["draft"] }, "Drafting"],
    [{ role: "verified-member-community-visible", isAdmin: false, cardStatuses: [] }, "Learner"],
    [{ role: "group-advisor-community-visible", isAdmin: false, cardStatuses: [] }, "Advisor"],
  ] as const)("role label of %o is %s", (member, label) => expect(memberRoleLabel(member)).toBe(label));

  it.each([
    [
      { role: "verified-member-consulting-hidden", isAdmin: true },
      { role: "verified-member-consulting-hidden", isAdmin: false },
    ],
    [
      { role: "group-advisor-consulting-hidden", isAdmin: false },
      { role: "verified-member-consulting-hidden", isAdmin: false },
    ],
    [
      { role: "verified-member-community-visible", isAdmin: false },
      { role: "unverified-member-community-visible", isAdmin: false },
    ],
    [{ role: "unverified-member-community-visible", isAdmin: false }, null],
    [{ role: "awaiting-verification-community-visible", isAdmin: false }, null],
  ] as const)("downgrades %o to %o", (member, next) => expect(downgradedRole(member)).toEqual(next));
});

describe("activity windows and count buckets (core §9)", () => {
  it.each([
    [0, "none"],
    [1, "one"],
    [2, "two-three"],
    [3, "two-three"],
    [4, "four-plus"],
    [40, "four-plus"],
  ] as const)("%i falls in %s", (count, bucket) => {
    expect(countBucket(count)).toBe(bucket);
    const range = bucketRange(bucket);
    expect(count >= range.min && (range.max === null || count <= range.max)).toBe(true);
  });

  it("starts windows 24 h, 7 d and 28 d back", () => {
    const now = new Date("2026-03-29T12:00:00Z");
    expect(windowStart(now, "1d")).toBe("2026-03-28T12:00:00.000Z");
    expect(windowStart(now, "7d")).toBe("2026-03-22T12:00:00.000Z");
    expect(windowStart(now, "28d")).toBe("2026-03-01T12:00:00.000Z");
  });
});
