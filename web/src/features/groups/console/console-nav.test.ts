import { describe, expect, it } from "vitest";
import { accountMenu } from "../../../app/nav/site-links.ts";
import { activeEntry, dashboardMenus } from "../../../app/nav/dashboard-menu.ts";
import { makeMe } from "../../../test/me-fixture.ts";

const adminOf = (contentOnly: boolean) => makeMe({ groups: [{ id: "g1", slug: "acme", name: "Acme", isAdmin: true, contentOnly }] });
const adminMenu = (me: ReturnType<typeof makeMe>) => dashboardMenus(me).find((menu) => menu.id === "admin");

describe("the console's menu entries", () => {
  it("gives admins of a group with members Console, Members, Resources and InMail", () => {
    expect(adminMenu(adminOf(false))?.entries.map((entry) => entry.title)).toEqual(["Console", "Members", "Resources", "InMail"]);
    expect(accountMenu(adminOf(false)).find((entry) => entry.id === "console")).toMatchObject({ to: "/my-kora/console" });
  });

  it("has no Members or InMail for admins of content-only groups (core §2)", () => {
    expect(adminMenu(adminOf(true))?.entries.map((entry) => entry.title)).toEqual(["Console", "Resources"]);
  });

  it("shows no console to members who are not admins", () => {
    expect(adminMenu(makeMe({ groups: [{ id: "g2", slug: "guild", name: "Guild", isAdmin: false }] }))).toBeUndefined();
  });

  it("keeps Members current on a group's members page", () => {
    const entries = adminMenu(adminOf(false))!.entries;
    expect(activeEntry(entries, "/my-kora/console/members/acme")?.id).toBe("console-members");
    expect(activeEntry(entries, "/my-kora/console")?.id).toBe("console");
  });
});
