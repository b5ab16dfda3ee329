import { describe, expect, it } from "vitest";
import { priceBooking } from "../money/fees.ts";
import { hasExtra, PLANS, planForMeetingOf, planOf, PLUS_MONTHLY_PRICE } from "./plans.ts";
import { addMonths, afterFailedRenewal, grantsPlan, MAX_RENEWAL_ATTEMPTS, statusFromStripe } from "./subscription.ts";

describe("the plan table (public-site §1, §9)", () => {
  it.each([
    ["basic", null, 10, false, 0],
    ["plus", 5, 25, true, 1],
    ["pro", 5, 50, true, 0],
  ] as const)("%s: admin fee %s, meetings of %i, download %s, %i free month", (id, fee, size, download, trial) => {
    expect(PLANS[id]).toMatchObject({ adminFeePercent: fee, meetingSize: size, recordingDownload: download, trialMonths: trial });
  });

  it("gives the Pro extras to Pro only", () => {
    for (const extra of ["analytics", "branding", "video-messages", "search-boost"] as const) {
      expect(hasExtra(PLANS.pro, extra)).toBe(true);
      expect(hasExtra(PLANS.plus, extra)).toBe(false);
    }
  });

  it.each([
    [[], "basic"],
    [["kora-plus"], "plus"],
    [["kora-pro"], "pro"],
    [["kora-plus", "kora-pro"], "pro"],
    [["other-plus"], "basic"],
  ])("%j is on %s", (slugs, id) => expect(planOf(slugs).id).toBe(id));

  it.each([
    [10, "basic"],
    [11, "plus"],
    [25, "plus"],
    [26, "pro"],
    [50, "pro"],
    [51, null],
  ])("a meeting of %i fits %s", (people, id) => expect(planForMeetingOf(people)?.id ?? null).toBe(id));

  it("prices Plus in whole units of every currency", () => {
    for (const amount of Object.values(PLUS_MONTHLY_PRICE)) expect(amount % 100).toBe(0);
  });

  it.each([
    ["basic", "marketplace", 15],
    ["basic", "private", 5],
    ["plus", "marketplace", 5],
    ["plus", "group", 5],
    ["pro", "marketplace", 5],
  ] as const)("an advisor on %s, a %s card: %i%% admin fee", (plan, cardType, percent) => {
    const price = priceBooking({ rate: 2000, currency: "USD", durationMinutes: 30, cardType, advisorPlan: plan, proBono: false });
    expect(price.adminFeePercent).toBe(percent);
  });
});

describe("a subscription's dates and states", () => {
  it.each([
    ["2027-01-31T10:00:00Z", "2027-02-28T10:00:00.000Z"],
    ["2028-01-31T10:00:00Z", "2028-02-29T10:00:00.000Z"],
    ["2027-03-31T23:30:00Z", "2027-04-30T23:30:00.000Z"],
    ["2027-12-15T00:00:00Z", "2028-01-15T00:00:00.000Z"],
  ])("one month after %s is %s", (from, to) => expect(addMonths(new Date(from), 1).toISOString()).toBe(to));

  it("retries a failed renewal after 3 then 4 days, then ends", () => {
    const at = new Date("2027-06-01T00:00:00Z");
    expect(afterFailedRenewal(1, at)).toEqual({ retryAt: new Date("2027-06-04T00:00:00Z") });
    expect(afterFailedRenewal(2, at)).toEqual({ retryAt: new Date("2027-06-05T00:00:00Z") });
    expect(afterFailedRenewal(MAX_RENEWAL_ATTEMPTS, at)).toEqual({ end: true });
  });

  it.each([
    ["trialing", "trialing", true],
    ["active", "active", true],
    ["past_due", "past_due", true],
    ["incomplete", "incomplete", false],
    ["unpaid", "canceled", false],
    ["incomplete_expired", "canceled", false],
    ["paused", "canceled", false],
    ["canceled", "canceled", false],
  ] as const)("Stripe's %s is our %s (gives the plan: %s)", (stripe, ours, gives) => {
    expect(statusFromStripe(stripe)).toBe(ours);
    expect(grantsPlan(statusFromStripe(stripe))).toBe(gives);
  });
});
