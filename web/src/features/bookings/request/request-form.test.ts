import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES } from "@kora/shared/contracts/bookings.ts";
import {
  effectiveExpiry,
  expiryChoices,
  idempotencyKeyFor,
  priceLines,
  requestBody,
  validateDraft,
  type RequestDraft,
} from "./request-form.ts";

const NOW = Date.parse("2026-05-01T00:00:00Z");
const hoursAhead = (h: number) => new Date(NOW + h * 3_600_000).toISOString();

describe("expiryChoices", () => {
  it("offers only the start itself under 48 hours, labelled in the viewer's zone", () => {
    expect(expiryChoices([hoursAhead(30), hoursAhead(20)], NOW, "Australia/Sydney")).toEqual([
      { value: "exact", label: "When the session would start (Sat 2 May, 6:00 am)" },
    ]);
  });
  it("offers 24/48/72/96 hours when far enough ahead", () => {
    expect(expiryChoices([hoursAhead(200)], NOW, "UTC").map((c) => c.label)).toEqual(["24 hours", "48 hours", "72 hours", "96 hours"]);
  });
  it("clamps to the time left, merging choices that become the same", () => {
    expect(expiryChoices([hoursAhead(60.5)], NOW, "UTC")).toEqual([
      { value: 24, label: "24 hours" },
      { value: 48, label: "48 hours" },
      { value: 72, label: "60 hours" },
    ]);
  });
  it("is empty without times", () => {
    expect(expiryChoices([], NOW, "UTC")).toEqual([]);
  });
});

describe("effectiveExpiry", () => {
  const choices = expiryChoices([hoursAhead(200)], NOW, "UTC");
  it("keeps a pick that is still offered, else defaults to 48 hours or the only choice", () => {
    expect(effectiveExpiry(choices, 96)).toBe(96);
    expect(effectiveExpiry(choices, null)).toBe(48);
    expect(effectiveExpiry(choices, "exact")).toBe(48);
    expect(effectiveExpiry(expiryChoices([hoursAhead(5)], NOW, "UTC"), 48)).toBe("exact");
    expect(effectiveExpiry([], 48)).toBeNull();
  });
});

const draft = (over: Partial<RequestDraft> = {}): RequestDraft => ({
  duration: 60,
  times: [hoursAhead(100), hoursAhead(124)],
  topic: "Career change into product design",
  expiry: null,
  instant: false,
  proBono: false,
  paymentMethodId: "pm_1",
  recordingSharing: "private",
  ...over,
});

describe("validateDraft", () => {
  it("accepts a complete draft", () => {
    expect(validateDraft(draft(), true)).toEqual({});
  });
  it("names each missing part", () => {
    expect(validateDraft(draft({ times: [], topic: "", paymentMethodId: null }), true)).toEqual({
      preferredTimes: BOOKING_MESSAGES.times,
      discussionTopic: BOOKING_MESSAGES.topic,
      paymentMethodId: BOOKING_MESSAGES.paymentMethod,
    });
    expect(validateDraft(draft({ topic: "short" }), false).discussionTopic).toBe(
      "Please provide a discussion topic with at least 10 characters.",
    );
    expect(validateDraft(draft({ paymentMethodId: null }), false)).toEqual({});
  });
  it("wants exactly one time for an instant booking", () => {
    expect(validateDraft(draft({ instant: true }), false).preferredTimes).toBe("Please choose a time.");
    expect(validateDraft(draft({ instant: true, times: [hoursAhead(100)] }), false)).toEqual({});
  });
});

describe("requestBody", () => {
  it("sends a request with its expiry and card", () => {
    expect(requestBody("c1", draft({ topic: "  Career change into product design " }), 48, true)).toEqual({
      cardId: "c1",
      duration: 60,
      preferredTimes: [hoursAhead(100), hoursAhead(124)],
      discussionTopic: "Career change into product design",
      expiry: 48,
      instant: false,
      useProbonoCredit: false,
      paymentMethodId: "pm_1",
      recordingSharing: "private",
    });
    expect(requestBody("c1", draft({ recordingSharing: "view-only" }), 48, true).recordingSharing).toBe("view-only");
  });
  it("sends an instant booking with one time and no expiry, and no card when free", () => {
    expect(requestBody("c1", draft({ instant: true }), 48, false)).toMatchObject({
      preferredTimes: [hoursAhead(100)],
      expiry: null,
      instant: true,
      paymentMethodId: null,
    });
  });
});

describe("idempotencyKeyFor", () => {
  it("reuses the key for the same body and makes a new one for a changed body", () => {
    let n = 0;
    const make = () => `k${++n}`;
    const first = idempotencyKeyFor(null, "a", make);
    expect(first.key).toBe("k1");
    expect(idempotencyKeyFor(first, "a", make).key).toBe("k1");
    expect(idempotencyKeyFor(first, "b", make).key).toBe("k2");
  });
});

describe("priceLines", () => {
  it("lists the fees, the private card fee only when charged", () => {
    expect(
      priceLines(
        {
          currency: "AUD",
          advisorFee: 9000,
          adminFee: 1350,
          adminFeePercent: 15,
          privateCardFee: 0,
          privateCardFeePercent: 0,
          total: 10350,
          free: false,
        },
        "1 hour",
      ),
    ).toEqual({
      lines: [
        { label: "Advisor fee (1 hour)", amount: "A$90.00" },
        { label: "Admin fee (15%)", amount: "A$13.50" },
      ],
      total: "A$103.50",
    });
    const privateCard = priceLines(
      {
        currency: "GBP",
        advisorFee: 3000,
        adminFee: 150,
        adminFeePercent: 5,
        privateCardFee: 90,
        privateCardFeePercent: 3,
        total: 3240,
        free: false,
      },
      "30 min",
    );
    expect(privateCard.lines[2]).toEqual({ label: "Private card fee (3%)", amount: "£0.90" });
  });
  it("says Free for free cards", () => {
    expect(
      priceLines(
        {
          currency: "AUD",
          advisorFee: 0,
          adminFee: 0,
          adminFeePercent: 0,
          privateCardFee: 0,
          privateCardFeePercent: 0,
          total: 0,
          free: true,
        },
        "1 hour",
      ),
    ).toEqual({ lines: [], total: "Free" });
  });
});
