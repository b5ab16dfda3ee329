import { describe, expect, it } from "vitest";
import { activeEntry, badgeCount, dashboardMenus, MY_DASHBOARD_MENU } from "../../app/nav/dashboard-menu.ts";
import { makeMe } from "../../test/me-fixture.ts";

describe("Bookings in the dashboard menu (core §2)", () => {
  const bookings = dashboardMenus(makeMe())
    .find((menu) => menu.id === "my")!
    .entries.find((entry) => entry.id === "bookings")!;
  it("has Initiate a Booking, Requests, Confirmed, Archive and Instant", () => {
    expect(bookings.children!.map((tab) => [tab.title, tab.path])).toEqual([
      ["Initiate a Booking", "/my-kora/bookings"],
      ["Requests", "/my-kora/bookings/requests"],
      ["Confirmed", "/my-kora/bookings/confirmed"],
      ["Archive", "/my-kora/bookings/archive"],
      ["Instant", "/my-kora/bookings/instant"],
    ]);
  });
  it("counts requests awaiting me on both sides", () => {
    const stats = { ...makeMe().stats!, bookingRequestsLearning: 1, bookingRequestsAdvising: 2 };
    expect(badgeCount(bookings, stats)).toBe(3);
    expect(badgeCount(bookings.children![1]!, stats)).toBe(3);
    expect(badgeCount(bookings.children![2]!, stats)).toBe(0);
  });
  it("stays the active entry on every booking page", () => {
    expect(activeEntry(MY_DASHBOARD_MENU, "/my-kora/bookings/b1/confirm")?.id).toBe("bookings");
    expect(activeEntry(MY_DASHBOARD_MENU, "/my-kora/bookings/initiate/book-someone")?.id).toBe("bookings");
  });
});
