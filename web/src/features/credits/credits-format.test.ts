import { describe, expect, it } from "vitest";
import type { CreditDto } from "@kora/shared/contracts/credits.ts";
import {
  bookingPath,
  creditAmountText,
  creditAtBookingText,
  creditExpiryText,
  creditState,
  creditTitle,
  creditUseText,
  formatUseDate,
  otherBalances,
  redeemedText,
} from "./credits-format.ts";

const credit = (over: Partial<CreditDto> = {}): CreditDto => ({
  id: "c1",
  source: "voucher",
  label: "Voucher …7QXM",
  currency: "AUD",
  totalCreditCents: 2000,
  usedCreditCents: 500,
  expiresAt: "2027-01-01T03:00:00.000Z",
  expired: false,
  uses: [],
  createdAt: "2026-01-01T03:00:00.000Z",
  ...over,
});

describe("credit title", () => {
  it("uses the API's label, or the source when it is blank", () => {
    expect(creditTitle(credit())).toBe("Voucher …7QXM");
    expect(creditTitle(credit({ label: "  ", source: "sign-up" }))).toBe("Sign-up credit");
    expect(creditTitle(credit({ label: "", source: "gift-card" }))).toBe("Gift card");
    expect(creditTitle(credit({ label: "", source: "staff" }))).toBe("Credit from Kora");
  });
});

describe("credit amount", () => {
  it.each([
    [{}, "active", "A$15.00 of A$20.00 left"],
    [{ usedCreditCents: 0 }, "active", "A$20.00 of A$20.00 left"],
    [{ usedCreditCents: 2000 }, "used", "Used"],
    [{ usedCreditCents: 2000, expired: true }, "used", "Used"],
    [{ expired: true }, "expired", "Expired"],
    [{ currency: "GBP", totalCreditCents: 1000, usedCreditCents: 1 }, "active", "£9.99 of £10.00 left"],
  ] as const)("%o → %s, %s", (over, state, text) => {
    expect(creditState(credit(over))).toBe(state);
    expect(creditAmountText(credit(over))).toBe(text);
  });
});

describe("credit expiry", () => {
  it("says when it expires or expired, in the viewer's zone", () => {
    expect(creditExpiryText(credit(), "Australia/Sydney")).toBe("Expires 1st January 2027");
    expect(creditExpiryText(credit({ expiresAt: "2026-03-02T23:30:00.000Z", expired: true }), "Australia/Sydney")).toBe(
      "Expired on 3rd March 2026",
    );
    expect(creditExpiryText(credit({ expiresAt: "2026-03-02T23:30:00.000Z", expired: true }), "America/New_York")).toBe(
      "Expired on 2nd March 2026",
    );
  });
});

describe("credit use", () => {
  it("reads a spend plainly and a refund as money back", () => {
    expect(creditUseText(500, "AUD")).toEqual({ text: "A$5.00 spent", direction: "spent" });
    expect(creditUseText(-250, "EUR")).toEqual({ text: "+€2.50 returned", direction: "returned" });
  });
  it("dates a use in the viewer's zone", () => {
    expect(formatUseDate("2026-11-21T22:00:00.000Z", "UTC")).toBe("21 Nov 2026");
    expect(formatUseDate("2026-11-21T22:00:00.000Z", "Australia/Sydney")).toBe("22 Nov 2026");
    expect(formatUseDate("not a date", "UTC")).toBe("not a date");
  });
  it("links to the booking", () => {
    expect(bookingPath("b 1")).toBe("/my-kora/bookings/b%201");
  });
});

describe("balances", () => {
  it("lists other currencies with something in them, not the caller's own", () => {
    const available = {
      credit_available: 1500,
      currency: "AUD",
      balances: [
        { currency: "AUD", amount: 1500 },
        { currency: "USD", amount: 0 },
        { currency: "GBP", amount: 1000 },
        { currency: "EUR", amount: 250 },
      ],
    };
    expect(otherBalances(available).map((balance) => balance.text)).toEqual(["€2.50", "£10.00"]);
    expect(otherBalances({ ...available, balances: [] })).toEqual([]);
  });
  it("announces a redeemed credit", () => {
    expect(redeemedText({ totalCreditCents: 2500, currency: "AUD" })).toBe("Credit of A$25.00 added.");
  });
});

describe("credit at booking", () => {
  const available = (credit: number, balances = [{ currency: "AUD", amount: credit }]) => ({
    credit_available: credit,
    currency: "AUD",
    balances,
  });
  it.each([
    ["no credit", available(0), "AUD", 5750, null],
    [
      "part of the price",
      available(4500),
      "AUD",
      5750,
      "Your credit of A$45.00 is used when the session is confirmed; your card pays the other A$12.50.",
    ],
    [
      "all of it",
      available(7000),
      "AUD",
      5750,
      "Your credit of A$70.00 covers this session: A$57.50 of it is used when the session is confirmed, and nothing is charged to your card.",
    ],
    ["price not known yet", available(2500), "AUD", null, "You have A$25.00 of credit. It's used when the session is confirmed."],
    [
      "credit in the session's other currency",
      available(0, [{ currency: "GBP", amount: 1000 }]),
      "GBP",
      2000,
      "Your credit of £10.00 is used when the session is confirmed; your card pays the other £10.00.",
    ],
    ["credit only in another currency", available(2500), "GBP", 2000, null],
  ])("%s", (_, credit, currency, total, text) => {
    expect(creditAtBookingText(credit, currency, total)).toBe(text);
  });
});
