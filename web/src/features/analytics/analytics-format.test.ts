import { describe, expect, it } from "vitest";
import type { Analytics } from "@kora/shared/contracts/analytics.ts";
import { incomeCell, incomeHeadline, incomeRows, longMonthLabel, monthLabel } from "./analytics-format.ts";

const zero = { requested: 0, awaiting: 0, confirmed: 0, completed: 0, cancelled: 0, expired: 0 };
const analytics: Analytics = {
  timezone: "Australia/Sydney",
  months: [
    { month: "2026-11", bookings: zero, income: [{ currency: "AUD", earned: 5000, paid: 2500 }] },
    { month: "2026-12", bookings: zero, income: [] },
  ],
  totals: { bookings: zero, income: [{ currency: "AUD", earned: 5000, paid: 2500 }] },
};

describe("analytics formatting", () => {
  it("labels months", () => {
    expect(monthLabel("2026-11")).toBe("Nov");
    expect(longMonthLabel("2027-01")).toBe("January 2027");
  });

  it("builds income rows in major units, zeros for empty months", () => {
    expect(incomeRows(analytics.months, ["AUD"])).toEqual([
      { month: "2026-11", label: "Nov", AUD: 50 },
      { month: "2026-12", label: "Dec", AUD: 0 },
    ]);
  });

  it("formats a month's income and the headline", () => {
    expect(incomeCell(analytics.months[0]!, "AUD")).toEqual({ earned: "A$50.00", paid: "A$25.00" });
    expect(incomeCell(analytics.months[1]!, "AUD")).toEqual({ earned: "A$0.00", paid: "A$0.00" });
    expect(incomeHeadline(analytics, "USD")).toBe("A$50.00");
    expect(incomeHeadline({ ...analytics, totals: { bookings: zero, income: [] } }, "USD")).toBe("US$0.00");
    expect(
      incomeHeadline(
        {
          ...analytics,
          totals: {
            bookings: zero,
            income: [
              { currency: "AUD", earned: 100, paid: 0 },
              { currency: "USD", earned: 250, paid: 0 },
            ],
          },
        },
        "AUD",
      ),
    ).toBe("A$1.00 · US$2.50");
  });
});
