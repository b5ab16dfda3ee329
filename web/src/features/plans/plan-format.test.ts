import { describe, expect, it } from "vitest";
import type { PlanDto } from "@kora/shared/contracts/plans.ts";
import { basicFeeClause, planPoints, planPriceText, plusCta, subscriptionLine } from "./plan-format.ts";

const plus: PlanDto = {
  id: "plus",
  audience: "person",
  slug: "kora-plus",
  name: "Plus",
  access: "self-serve",
  price: { amount: 1000, currency: "GBP" },
  adminFeePercent: 5,
  meetingSize: 25,
  recordingDownload: true,
  extras: [],
  trialAvailable: true,
  trialMonths: 1,
  current: false,
  subscription: null,
  request: null,
};
const sub = (over: Partial<NonNullable<PlanDto["subscription"]>>) => ({
  ...plus,
  subscription: {
    id: "s",
    status: "active" as const,
    startedAt: "",
    trialEnd: null,
    currentPeriodEnd: null,
    failedAttempts: 0,
    nextAttemptAt: null,
    ...over,
  },
});

describe("plan texts", () => {
  it("prices each access", () => {
    expect(planPriceText(plus)).toBe("£10.00 a month");
    expect(planPriceText({ access: "default", price: null })).toBe("Free");
    expect(planPriceText({ access: "on-request", price: null })).toBe("Beta, on request");
  });
  it("offers the free month only while it's there", () => {
    expect(plusCta(plus)).toBe("Start your free month");
    expect(plusCta({ ...plus, trialAvailable: false })).toBe("Subscribe for £10.00 a month");
  });
  it.each([
    [
      { status: "trialing" as const, trialEnd: "2027-02-28T10:00:00Z" },
      "Your free month runs until 28th February 2027. After that Plus renews monthly on your saved card.",
    ],
    [{ status: "active" as const, currentPeriodEnd: "2027-03-28T10:00:00Z" }, "Renews on 28th March 2027."],
    [
      { status: "past_due" as const, nextAttemptAt: "2027-03-31T10:00:00Z" },
      "The last payment failed. We'll try your card again on 31st March 2027; update it to keep Plus.",
    ],
  ])("says what %j means", (state, text) => expect(subscriptionLine(sub(state), "Europe/London")).toBe(text));
  it("has no line without a subscription", () => expect(subscriptionLine(plus, "UTC")).toBeNull());
  it("lists what the plan gives from the table", () => {
    expect(planPoints(plus, true)).toEqual([
      "Meetings of up to 25 people, no time limit",
      "5% admin fee on your paid bookings, whatever the card",
      "Let people download your recordings",
    ]);
  });
  it("lists the admin fee only to someone who advises: the advisor's plan sets it", () => {
    expect(planPoints(plus, false)).toEqual(["Meetings of up to 25 people, no time limit", "Let people download your recordings"]);
    expect(basicFeeClause(false)).toBe("");
    expect(basicFeeClause(true)).toBe(", and the admin fee on your bookings follows the card type again");
  });
});
