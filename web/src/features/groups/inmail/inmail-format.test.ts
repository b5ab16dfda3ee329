import { describe, expect, it } from "vitest";
import { audienceText, excludedText, funnel, inmailPaths, pageFrom } from "./inmail-format.ts";

describe("InMail's addresses", () => {
  it("keep the group and the members filters in the compose link, as the members page names them", () => {
    expect(
      inmailPaths.compose("harbour", { groupRole: "verified-member-community-visible", loginActivity: { window: "7d", count: "none" } }),
    ).toBe(
      "/my-kora/console/inmail/new?group=harbour&group-role=verified-member-community-visible" +
        "&group-login-activity=%7B%22window%22%3A%227d%22%2C%22count%22%3A%22none%22%7D",
    );
    expect(inmailPaths.list()).toBe("/my-kora/console/inmail");
    expect(inmailPaths.list("harbour", 2)).toBe("/my-kora/console/inmail?group=harbour&page=2");
    expect(inmailPaths.detail("harbour", "e-1")).toBe("/my-kora/console/inmail/e-1?group=harbour");
  });
});

describe("InMail's words", () => {
  it.each([
    [0, "0 members will receive this"],
    [1, "1 member will receive this"],
    [12, "12 members will receive this"],
  ])("%i → %s", (count, text) => expect(audienceText(count)).toBe(text));

  it("says why matching members are left out, only when some are", () => {
    expect(excludedText(0)).toBeNull();
    expect(excludedText(1)).toMatch(/^1 more matches but won't be mailed/);
    expect(excludedText(3)).toMatch(/^3 more match but won't be mailed/);
  });

  it("counts opens, clicks, unsubscribes and bounces; a click is an open too", () => {
    const at = "2026-11-27T10:00:00.000Z";
    expect(
      funnel([
        { status: "Clicked", openedAt: at, clickedAt: at },
        { status: "Sent", openedAt: null, clickedAt: null },
        { status: "Unsubscribed", openedAt: at, clickedAt: null },
        { status: "Bounced", openedAt: null, clickedAt: null },
      ]),
    ).toEqual([
      { label: "Recipients", count: 4 },
      { label: "Opened", count: 2 },
      { label: "Clicked", count: 1 },
      { label: "Unsubscribed", count: 1 },
      { label: "Bounced", count: 1 },
    ]);
  });

  it.each([
    [null, 1],
    ["2", 2],
    ["0", 1],
    ["x", 1],
    ["1.5", 1],
  ])("page %s → %i", (value, page) => expect(pageFrom(value)).toBe(page));
});
