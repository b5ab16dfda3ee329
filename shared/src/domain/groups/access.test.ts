import { describe, expect, it } from "vitest";
import { GUEST, type GroupStanding, groupCardRights, heldPermissions, mayWatchGroupVideos } from "./access.ts";
import { DEFAULT_GROUP_PERMISSIONS, type GroupPermissionSource } from "./permissions.ts";

const builtIn: GroupPermissionSource = { defaultPermissions: DEFAULT_GROUP_PERMISSIONS, rolePermissions: {} };
const member = (role: string, isAdmin = false): GroupStanding => ({ signedIn: true, member: { role, isAdmin }, isStaff: false });
const OUTSIDER: GroupStanding = { signedIn: true, member: null, isStaff: false };
const STAFF: GroupStanding = { signedIn: true, member: null, isStaff: true };

const AWAITING = member("awaiting-verification-community-visible");
const UNVERIFIED = member("unverified-member-consulting-visible");
const VERIFIED = member("verified-member-community-visible");
const CONSULTING = member("verified-member-consulting-hidden");
const ADVISOR = member("group-advisor-community-visible");
const ADMIN = member("unverified-member-community-visible", true);

describe("groupCardRights with the built-in permissions", () => {
  it.each([
    // [who, standing, view, book, save-favourite, see-similar, publish]
    ["a guest", GUEST, false, false, false, false, false],
    ["a signed-in outsider", OUTSIDER, false, false, false, false, false],
    ["staff outside the group", STAFF, true, false, false, false, false],
    ["a member awaiting verification", AWAITING, false, false, false, false, false],
    ["an unverified member", UNVERIFIED, false, false, false, false, false],
    ["a verified community member", VERIFIED, true, true, true, true, false],
    ["a verified consulting member", CONSULTING, true, true, true, true, true],
    ["a group advisor", ADVISOR, true, true, true, true, true],
    ["an ai-matching member", member("ai-matching"), true, true, false, false, false],
    ["an admin whose role holds nothing", ADMIN, true, true, true, true, true],
  ] as const)("%s", (_who, standing, view, book, save, similar, publish) => {
    expect(groupCardRights(builtIn, standing, false)).toEqual({ view, book, "save-favourite": save, "see-similar": similar, publish });
  });
});

describe("groupCardRights follows the group's settings", () => {
  const configured = (defaults: string[], roles: Record<string, string[]>): GroupPermissionSource => ({
    defaultPermissions: defaults,
    rolePermissions: roles,
  });

  it("lets a role the group gave `book` open and book, without `view-card`", () => {
    const group = configured([], { "unverified-member-consulting-visible": ["book"] });
    expect(groupCardRights(group, UNVERIFIED, false)).toMatchObject({ view: true, book: true, "save-favourite": false });
  });

  it("lets a verified member without `book` view but not book", () => {
    const group = configured([], { "verified-member-community-visible": ["view-card", "save-favourite"] });
    expect(groupCardRights(group, VERIFIED, false)).toMatchObject({ view: true, book: false, "save-favourite": true });
  });

  it("never gives favourites or similar cards to someone who can't view the card", () => {
    const group = configured([], { "verified-member-community-visible": ["save-favourite", "view-similar-group-cards"] });
    expect(groupCardRights(group, VERIFIED, false)).toEqual({
      view: false,
      book: false,
      "save-favourite": false,
      "see-similar": false,
      publish: false,
    });
  });

  it("opens cards to guests when the defaults give `view-card`, but publishing needs a membership", () => {
    const group = configured(["view-card", "publish-group-cards"], {});
    expect(groupCardRights(group, GUEST, false)).toMatchObject({ view: true, book: false, publish: false });
    expect(groupCardRights(group, OUTSIDER, false)).toMatchObject({ view: true, publish: false });
    expect(groupCardRights(group, AWAITING, false)).toMatchObject({ view: true, publish: true });
  });

  it("keeps an admin's rights and staff's view when the group takes everything away", () => {
    const bare = configured([], { "unverified-member-community-visible": [] });
    expect(groupCardRights(bare, ADMIN, false)).toMatchObject({ view: true, book: true, publish: true });
    expect(groupCardRights(bare, STAFF, false)).toMatchObject({ view: true, book: false, publish: false });
    expect(heldPermissions(bare, ADMIN).has("see-join-now-modal")).toBe(false);
  });

  it("always shows an owner their own card, and nothing more", () => {
    const bare = configured([], { "awaiting-verification-community-visible": [] });
    expect(groupCardRights(bare, AWAITING, true)).toEqual({
      view: true,
      book: false,
      "save-favourite": false,
      "see-similar": false,
      publish: false,
    });
  });

  it("shows a card whose group is gone only to its owner and staff", () => {
    expect(groupCardRights(null, ADVISOR, false).view).toBe(false);
    expect(groupCardRights(null, ADVISOR, true).view).toBe(true);
    expect(groupCardRights(null, STAFF, false).view).toBe(true);
  });
});

describe("mayWatchGroupVideos", () => {
  it.each([
    ["a guest", GUEST, false],
    ["an outsider", OUTSIDER, false],
    ["staff", STAFF, false],
    ["awaiting", AWAITING, false],
    ["unverified", UNVERIFIED, false],
    ["verified", VERIFIED, true],
    ["a group advisor", ADVISOR, true],
    ["ai-matching", member("ai-matching"), true],
    ["an admin with any role", ADMIN, true],
  ] as const)("%s", (_who, standing, expected) => {
    expect(mayWatchGroupVideos(standing)).toBe(expected);
  });
});
