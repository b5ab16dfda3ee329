import { describe, expect, it } from "vitest";
import { makeMe } from "../../test/me-fixture.ts";
import { activeEntry, activeSubTab, badgeCount, dashboardMenus, MY_DASHBOARD_MENU } from "./dashboard-menu.ts";
import {
  accountMenu,
  blogAlertClosesOn,
  FOOTER_LOG_IN_PATH,
  footerHidden,
  headerCta,
  headerMenus,
  showHamburgerBadge,
} from "./site-links.ts";

/** A console page as the groups feature will add it; the live list is empty until those pages exist. */
const consoleLinks = [{ id: "console", title: "Admin console", path: "/my-kora/console" }];
const admin = makeMe({ groups: [{ id: "g1", slug: "acme", name: "Acme", isAdmin: true }] });
const member = makeMe({ groups: [{ id: "g2", slug: "guild", name: "Guild", isAdmin: false }] });

describe("header call to action", () => {
  it.each([
    ["/use-cases", "Book a demo"],
    ["/use-cases/businesses", "Book a demo"],
    ["/video-production", "Book a demo"],
    ["/", "Start for free!"],
    ["/use-cases-old", "Start for free!"],
    ["/pricing", "Start for free!"],
  ])("%s → %s", (path, label) => {
    expect(headerCta(path).label).toBe(label);
  });
  it("sends 'Start for free!' to the sign-up step", () => {
    expect(headerCta("/").to).toBe("/password-free?step=signup");
    expect(headerCta("/use-cases").to).toBe("/book-a-demo");
  });
});

describe("account menu", () => {
  const ids = (me: ReturnType<typeof makeMe>, links = consoleLinks) => accountMenu(me, links).map((entry) => entry.id);
  it("shows the admin console to group admins only", () => {
    expect(ids(admin)).toContain("console");
    expect(ids(member)).not.toContain("console");
  });
  it("shows no admin console entry when there are no console links", () => {
    expect(ids(admin, [])).not.toContain("console");
  });
  it("hides log out from placeholder users", () => {
    expect(ids(makeMe())).toContain("logout");
    expect(ids(makeMe({ isPlaceholder: true }))).not.toContain("logout");
  });
  it("hosts a meeting at the user's instant meeting link", () => {
    expect(accountMenu(makeMe()).find((entry) => entry.id === "host")).toMatchObject({ to: "/meet/ada-lovelace", external: true });
  });
});

describe("header menus", () => {
  it("adds My groups and each group to Business for signed-in users", () => {
    const business = headerMenus(member).find((menu) => menu.id === "business")!;
    expect(business.items.map((item) => item.path)).toEqual([
      "/video-production",
      "/book-a-demo",
      "/my-kora/my-details/my-groups",
      "/g/guild",
    ]);
    expect(headerMenus(null).find((menu) => menu.id === "business")!.items).toHaveLength(2);
  });
});

describe("hamburger badge", () => {
  it("shows below 600 px only while the drawer is closed and there are alerts", () => {
    expect(showHamburgerBadge(375, false, 3)).toBe(true);
    expect(showHamburgerBadge(599, false, 1)).toBe(true);
    expect(showHamburgerBadge(600, false, 3)).toBe(false);
    expect(showHamburgerBadge(375, true, 3)).toBe(false);
    expect(showHamburgerBadge(375, false, 0)).toBe(false);
  });
});

describe("dashboard menus", () => {
  it("shows the Admin Dashboard menu to group admins only", () => {
    expect(dashboardMenus(admin, consoleLinks).map((menu) => menu.id)).toEqual(["admin", "my"]);
    expect(dashboardMenus(member, consoleLinks).map((menu) => menu.id)).toEqual(["my"]);
    expect(dashboardMenus(admin, []).map((menu) => menu.id)).toEqual(["my"]);
  });
  it("gives placeholder users only their dashboard", () => {
    const menus = dashboardMenus(makeMe({ isPlaceholder: true, groups: admin.groups }));
    expect(menus).toHaveLength(1);
    expect(menus[0]!.entries.map((entry) => entry.id)).toEqual(["dashboard"]);
  });
  it("reads alert badges from stats", () => {
    const me = makeMe();
    const stats = { ...me.stats!, bookingAlerts: 2, myDetailsAlerts: 1 };
    expect(Object.fromEntries(MY_DASHBOARD_MENU.map((entry) => [entry.id, badgeCount(entry, stats)]))).toMatchObject({
      dashboard: 2,
      account: 1,
    });
    expect(badgeCount(MY_DASHBOARD_MENU[0]!, undefined)).toBe(0);
  });
  it("shows failing calendar connections on Calendar and its Sync settings tab, and keeps Calendar current there", () => {
    const stats = { ...makeMe().stats!, calendarAlerts: 1 };
    const calendar = MY_DASHBOARD_MENU.find((entry) => entry.id === "calendar")!;
    expect(badgeCount(calendar, stats)).toBe(1);
    expect(calendar.children!.map((tab) => [tab.title, badgeCount(tab, stats)])).toEqual([
      ["Working hours", 0],
      ["Sync settings", 1],
    ]);
    expect(badgeCount(calendar, makeMe().stats)).toBe(0);
    expect(activeEntry(MY_DASHBOARD_MENU, "/my-kora/my-calendar/sync-settings")?.id).toBe("calendar");
    expect(activeSubTab(calendar, "/my-kora/my-calendar/sync-settings")?.id).toBe("sync-settings");
  });
  it("lists Kora Cards for everyone, with a sub-tab per group for members and Review cards for reviewers", () => {
    const cardsFor = (me: ReturnType<typeof makeMe>) =>
      dashboardMenus(me)
        .find((menu) => menu.id === "my")!
        .entries.find((entry) => entry.id === "cards");
    expect(cardsFor(makeMe())).toMatchObject({ title: "Kora Cards", path: "/my-kora/kora-cards", children: [] });
    expect(cardsFor(member)?.children?.map((tab) => [tab.title, tab.path])).toEqual([
      ["My cards", "/my-kora/kora-cards"],
      ["Guild", "/my-kora/kora-cards/g2"],
    ]);
    expect(cardsFor(admin)?.children?.map((tab) => tab.path)).toEqual([
      "/my-kora/kora-cards",
      "/my-kora/kora-cards/g1",
      "/my-kora/kora-cards/review",
    ]);
    expect(cardsFor(makeMe({ isStaff: true }))?.children?.map((tab) => tab.path)).toEqual([
      "/my-kora/kora-cards",
      "/my-kora/kora-cards/review",
    ]);
    const cards = cardsFor(member)!;
    expect(activeSubTab(cards, "/my-kora/kora-cards/g2")?.title).toBe("Guild");
    expect(activeSubTab(cards, "/my-kora/kora-cards")?.title).toBe("My cards");
    expect(activeEntry(MY_DASHBOARD_MENU, "/my-kora/kora-cards/review")?.id).toBe("cards");
  });
  it("lists My groups under My Account for group members and staff", () => {
    const accountFor = (me: ReturnType<typeof makeMe>) =>
      dashboardMenus(me)
        .find((menu) => menu.id === "my")!
        .entries.find((entry) => entry.id === "account")!
        .children!.map((tab) => tab.id);
    expect(accountFor(member)).toContain("my-groups");
    expect(accountFor(makeMe({ isStaff: true }))).toContain("my-groups");
    expect(accountFor(makeMe())).not.toContain("my-groups");
    expect(activeSubTab(MY_DASHBOARD_MENU.find((entry) => entry.id === "account")!, "/my-kora/my-details/my-groups")?.id).toBe("my-groups");
  });
  it("shows staff their Pro requests and Vouchers under More, and nobody else", () => {
    const moreFor = (me: ReturnType<typeof makeMe>) =>
      dashboardMenus(me)
        .find((menu) => menu.id === "my")!
        .entries.find((entry) => entry.id === "more")!
        .children!.map((tab) => tab.title);
    expect(moreFor(member)).toEqual(["Plan", "Credits", "Favourites"]);
    // Invites and rewards for those who may send invites: advisors, not learners.
    expect(moreFor(makeMe({ type: "Advisor" }))).toEqual(["Plan", "Credits", "Invites", "Favourites"]);
    expect(moreFor(makeMe({ isStaff: true }))).toEqual(["Plan", "Credits", "Favourites", "Pro requests", "Vouchers"]);
  });
  it("lists the Library between Bookings and Cards, and keeps it current on a video's page", () => {
    const ids = dashboardMenus(member)
      .find((menu) => menu.id === "my")!
      .entries.map((entry) => entry.id);
    expect(ids.slice(ids.indexOf("bookings"), ids.indexOf("bookings") + 3)).toEqual(["bookings", "library", "cards"]);
    expect(MY_DASHBOARD_MENU.find((entry) => entry.id === "library")).toMatchObject({ title: "Library", path: "/my-kora/videos" });
    expect(activeEntry(MY_DASHBOARD_MENU, "/my-kora/videos/v123")?.id).toBe("library");
  });
  it("finds the active entry by the longest path", () => {
    expect(activeEntry(MY_DASHBOARD_MENU, "/my-kora/my-details")?.id).toBe("account");
    expect(activeEntry(MY_DASHBOARD_MENU, "/my-kora/dashboard")?.id).toBe("dashboard");
    expect(activeEntry(MY_DASHBOARD_MENU, "/my-kora/other")).toBeNull();
  });
  it("keeps Billing current on a receipt, but a section's own page only for itself", () => {
    const sub = (path: string) => activeSubTab(activeEntry(MY_DASHBOARD_MENU, path), path)?.id;
    expect(sub("/my-kora/my-details/billing/receipts/abc")).toBe("billing");
    expect(sub("/my-kora/my-details/advisor-settings")).toBe("advisor-settings");
    expect(sub("/my-kora/my-details")).toBe("my-details");
    expect(sub("/my-kora/bookings/7b0c")).toBeUndefined();
    expect(sub("/my-kora/bookings/requests")).toBe("bookings-requests");
  });
  it("lists Plan and Credits before Favourites under More, and keeps More current on each", () => {
    const more = MY_DASHBOARD_MENU.find((entry) => entry.id === "more")!;
    expect(more.children?.map((tab) => [tab.title, tab.path])).toEqual([
      ["Plan", "/my-kora/more/plan"],
      ["Credits", "/my-kora/more/credits"],
      ["Invites", "/my-kora/more"],
      ["Favourites", "/my-kora/more/favourites"],
      ["Pro requests", "/my-kora/more/pro-requests"],
      ["Vouchers", "/my-kora/more/vouchers"],
    ]);
    const sub = (path: string) => activeSubTab(activeEntry(MY_DASHBOARD_MENU, path), path)?.id;
    expect(activeEntry(MY_DASHBOARD_MENU, "/my-kora/more/credits")?.id).toBe("more");
    expect(activeEntry(MY_DASHBOARD_MENU, "/my-kora/more/favourites")?.id).toBe("more");
    expect(sub("/my-kora/more/credits")).toBe("credits");
    expect(sub("/my-kora/more/plan")).toBe("plan");
    expect(sub("/my-kora/more/favourites")).toBe("favourites");
    expect(activeEntry(MY_DASHBOARD_MENU, "/my-kora/more")?.id).toBe("more");
    expect(sub("/my-kora/more")).toBe("invites");
  });
});

describe("page rules", () => {
  it("hides the footer on group apply and join pages", () => {
    expect(footerHidden("/g/acme/apply")).toBe(true);
    expect(footerHidden("/g/acme/join")).toBe(true);
    expect(footerHidden("/g/acme")).toBe(false);
    expect(footerHidden("/g/acme/videos")).toBe(false);
  });
  it("closes the blog alert on the blog", () => {
    expect(blogAlertClosesOn("/articles")).toBe(true);
    expect(blogAlertClosesOn("/articles/some-post")).toBe(true);
    expect(blogAlertClosesOn("/")).toBe(false);
  });
  it("sends footer log-in back to the dashboard", () => {
    expect(FOOTER_LOG_IN_PATH).toBe("/password-free?step=login&redirectTo=my-kora-dashboard");
  });
});
