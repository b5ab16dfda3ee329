import { describe, expect, it } from "vitest";
import { builtInRolePermissions, DEFAULT_GROUP_PERMISSIONS, type GroupPermissionSource, hasGroupPermission } from "./permissions.ts";

const group: GroupPermissionSource = {
  defaultPermissions: ["view-home-page", "see-join-now-modal"],
  rolePermissions: { "verified-member-community-visible": ["view-card", "book"] },
};

describe("hasGroupPermission (core §6)", () => {
  it.each([
    // [case, group, viewer, permission, expected]
    ["no group passes, whatever is asked", null, null, "book", true],
    ["no group passes even with nothing asked", null, { role: null }, undefined, true],
    ["nothing asked fails", group, { role: "verified-member-community-visible" }, undefined, false],
    ["nothing asked fails for guests", group, null, null, false],
    ["a guest gets the defaults", group, null, "view-home-page", true],
    ["a guest gets only the defaults", group, null, "book", false],
    ["a guest sees the join-now modal", group, null, "see-join-now-modal", true],
    ["a signed-in non-member gets the defaults", group, { role: null }, "view-home-page", true],
    ["a signed-in non-member gets no role's permissions", group, { role: null }, "view-card", false],
    ["a signed-in non-member still sees the join-now modal", group, { role: null }, "see-join-now-modal", true],
    ["a member gets the defaults", group, { role: "verified-member-community-visible" }, "view-home-page", true],
    ["a member gets their configured role's permissions", group, { role: "verified-member-community-visible" }, "book", true],
    ["a configured role replaces the built-in table", group, { role: "verified-member-community-visible" }, "save-favourite", false],
    ["an unconfigured role uses the built-in table", group, { role: "verified-member-consulting-visible" }, "publish-group-cards", true],
    ["verified roles lose the join-now modal", group, { role: "verified-member-community-visible" }, "see-join-now-modal", false],
    ["awaiting roles lose the join-now modal", group, { role: "awaiting-verification-community-visible" }, "see-join-now-modal", false],
    [
      "unverified roles (containing 'verified') lose it too",
      group,
      { role: "unverified-member-consulting-hidden" },
      "see-join-now-modal",
      false,
    ],
    [
      "awaiting members see verification in progress",
      group,
      { role: "awaiting-verification-community-visible" },
      "see-verification-in-progress",
      true,
    ],
    ["awaiting members cannot book", group, { role: "awaiting-verification-consulting-visible" }, "book", false],
    [
      "unverified members see complete registration",
      group,
      { role: "unverified-member-community-visible" },
      "see-complete-registration-modal",
      true,
    ],
    ["group advisors publish group cards", group, { role: "group-advisor-community-hidden" }, "publish-group-cards", true],
    ["community members don't publish group cards", group, { role: "verified-member-community-hidden" }, "publish-group-cards", false],
  ] as const)("%s", (_case, g, viewer, permission, expected) => {
    expect(hasGroupPermission(g, viewer, permission)).toBe(expected);
  });

  it("keeps the join-now modal for a role named without awaiting or verified (ai-matching)", () => {
    const open: GroupPermissionSource = { defaultPermissions: DEFAULT_GROUP_PERMISSIONS, rolePermissions: {} };
    expect(hasGroupPermission(open, { role: "ai-matching" }, "see-join-now-modal")).toBe(true);
    expect(hasGroupPermission(open, { role: "ai-matching" }, "view-card")).toBe(true);
  });

  it("gives unknown roles nothing beyond the defaults", () => {
    expect(builtInRolePermissions("someone-else")).toEqual([]);
  });
});
