import { describe, expect, it } from "vitest";
import { membersParams, readMembersState, roleName } from "./console-filters.ts";

describe("members page address", () => {
  it("round-trips filters, page and the open member", () => {
    const state = {
      filters: {
        searchName: "ada",
        groupRole: "verified-member-community-visible",
        loginActivity: { window: "7d", count: "two-three" },
      },
      page: 2,
      member: "u1",
    } as const;
    const params = membersParams(state);
    expect(params.get("group-login-activity")).toBe('{"window":"7d","count":"two-three"}');
    expect(readMembersState(params)).toEqual(state);
  });

  it("ignores a mangled parameter and keeps the rest", () => {
    const params = new URLSearchParams({ "search-name": "lee", "group-inmail-activity": "{oops", "group-role": "boss", page: "-3" });
    expect(readMembersState(params)).toEqual({ filters: { searchName: "lee" }, page: 1, member: null });
  });
});

describe("role names", () => {
  it("reads a role's base, kind and visibility", () => {
    expect(roleName("verified-member-consulting-hidden")).toBe("Verified member · consulting · hidden");
    expect(roleName("ai-matching")).toBe("AI matching");
  });
});
