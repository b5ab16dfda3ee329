import { describe, expect, it } from "vitest";
import {
  ADMIN_FEE_PERCENT,
  type PriceBreakdown,
  type PriceInput,
  priceBooking,
  privateCardFeePercent,
  type SettlementCase,
  settle,
} from "./fees.ts";

const base: PriceInput = {
  rate: 5000,
  currency: "AUD",
  durationMinutes: 60,
  cardType: "private",
  advisorPlan: "basic",
  proBono: false,
};

type Expected = Omit<PriceBreakdown, "currency" | "free">;
const ZERO: Expected = { advisorFee: 0, adminFee: 0, adminFeePercent: 0, privateCardFee: 0, privateCardFeePercent: 0, total: 0 };

/** Fee table (public-site §9, core §9): admin 5% private/group, 15% marketplace, 5% for Plus/Pro; private card fee 3% AUD/GBP/EUR, else 4%. */
const PRICES: [string, Partial<PriceInput>, Expected][] = [
  // Private card: admin 5% + card fee by currency. Rate 5000 × 60 min = 10000.
  [
    "private AUD",
    {},
    { advisorFee: 10000, adminFee: 500, adminFeePercent: 5, privateCardFee: 300, privateCardFeePercent: 3, total: 10800 },
  ],
  [
    "private GBP",
    { currency: "GBP" },
    { advisorFee: 10000, adminFee: 500, adminFeePercent: 5, privateCardFee: 300, privateCardFeePercent: 3, total: 10800 },
  ],
  [
    "private EUR",
    { currency: "EUR" },
    { advisorFee: 10000, adminFee: 500, adminFeePercent: 5, privateCardFee: 300, privateCardFeePercent: 3, total: 10800 },
  ],
  [
    "private USD",
    { currency: "USD" },
    { advisorFee: 10000, adminFee: 500, adminFeePercent: 5, privateCardFee: 400, privateCardFeePercent: 4, total: 10900 },
  ],
  [
    "private CAD",
    { currency: "CAD" },
    { advisorFee: 10000, adminFee: 500, adminFeePercent: 5, privateCardFee: 400, privateCardFeePercent: 4, total: 10900 },
  ],
  [
    "private NZD",
    { currency: "NZD" },
    { advisorFee: 10000, adminFee: 500, adminFeePercent: 5, privateCardFee: 400, privateCardFeePercent: 4, total: 10900 },
  ],
  [
    "private SEK (other currency)",
    { currency: "SEK" },
    { advisorFee: 10000, adminFee: 500, adminFeePercent: 5, privateCardFee: 400, privateCardFeePercent: 4, total: 10900 },
  ],
  // Marketplace: 15%, no card fee. Group: 5%, no card fee.
  [
    "marketplace AUD",
    { cardType: "marketplace" },
    { advisorFee: 10000, adminFee: 1500, adminFeePercent: 15, privateCardFee: 0, privateCardFeePercent: 0, total: 11500 },
  ],
  [
    "marketplace USD",
    { cardType: "marketplace", currency: "USD" },
    { advisorFee: 10000, adminFee: 1500, adminFeePercent: 15, privateCardFee: 0, privateCardFeePercent: 0, total: 11500 },
  ],
  [
    "group AUD",
    { cardType: "group" },
    { advisorFee: 10000, adminFee: 500, adminFeePercent: 5, privateCardFee: 0, privateCardFeePercent: 0, total: 10500 },
  ],
  [
    "group USD",
    { cardType: "group", currency: "USD" },
    { advisorFee: 10000, adminFee: 500, adminFeePercent: 5, privateCardFee: 0, privateCardFeePercent: 0, total: 10500 },
  ],
  // Plus/Pro advisor: 5% on every paid card type; the private card fee still applies on private cards.
  [
    "Plus/Pro marketplace",
    { cardType: "marketplace", advisorPlan: "plus" },
    { advisorFee: 10000, adminFee: 500, adminFeePercent: 5, privateCardFee: 0, privateCardFeePercent: 0, total: 10500 },
  ],
  [
    "Plus/Pro group",
    { cardType: "group", advisorPlan: "plus" },
    { advisorFee: 10000, adminFee: 500, adminFeePercent: 5, privateCardFee: 0, privateCardFeePercent: 0, total: 10500 },
  ],
  [
    "Plus/Pro private AUD",
    { advisorPlan: "plus" },
    { advisorFee: 10000, adminFee: 500, adminFeePercent: 5, privateCardFee: 300, privateCardFeePercent: 3, total: 10800 },
  ],
  [
    "Plus/Pro private USD",
    { advisorPlan: "plus", currency: "USD" },
    { advisorFee: 10000, adminFee: 500, adminFeePercent: 5, privateCardFee: 400, privateCardFeePercent: 4, total: 10900 },
  ],
  // Free cards and pro bono: nothing at all.
  ["free private card (rate 0)", { rate: 0 }, ZERO],
  ["free marketplace card (rate 0)", { rate: 0, cardType: "marketplace" }, ZERO],
  ["negative rate counts as free", { rate: -100 }, ZERO],
  ["pro bono on a paid private card", { proBono: true }, ZERO],
  ["pro bono on a paid marketplace card, Plus/Pro", { proBono: true, cardType: "marketplace", advisorPlan: "plus" }, ZERO],
  // Durations: the rate is per 30 minutes. Rate 2500, private AUD.
  [
    "30 min",
    { rate: 2500, durationMinutes: 30 },
    { advisorFee: 2500, adminFee: 125, adminFeePercent: 5, privateCardFee: 75, privateCardFeePercent: 3, total: 2700 },
  ],
  [
    "60 min",
    { rate: 2500, durationMinutes: 60 },
    { advisorFee: 5000, adminFee: 250, adminFeePercent: 5, privateCardFee: 150, privateCardFeePercent: 3, total: 5400 },
  ],
  [
    "90 min",
    { rate: 2500, durationMinutes: 90 },
    { advisorFee: 7500, adminFee: 375, adminFeePercent: 5, privateCardFee: 225, privateCardFeePercent: 3, total: 8100 },
  ],
  [
    "120 min",
    { rate: 2500, durationMinutes: 120 },
    { advisorFee: 10000, adminFee: 500, adminFeePercent: 5, privateCardFee: 300, privateCardFeePercent: 3, total: 10800 },
  ],
  [
    "120 min marketplace",
    { rate: 2500, durationMinutes: 120, cardType: "marketplace" },
    { advisorFee: 10000, adminFee: 1500, adminFeePercent: 15, privateCardFee: 0, privateCardFeePercent: 0, total: 11500 },
  ],
  // Rounding: each line rounded half-up on its own.
  // 1999 × 90/30 = 5997; 5% = 299.85 → 300; 3% = 179.91 → 180.
  [
    "1999 × 90 min private AUD",
    { rate: 1999, durationMinutes: 90 },
    { advisorFee: 5997, adminFee: 300, adminFeePercent: 5, privateCardFee: 180, privateCardFeePercent: 3, total: 6477 },
  ],
  // 4% = 239.88 → 240.
  [
    "1999 × 90 min private USD",
    { rate: 1999, durationMinutes: 90, currency: "USD" },
    { advisorFee: 5997, adminFee: 300, adminFeePercent: 5, privateCardFee: 240, privateCardFeePercent: 4, total: 6537 },
  ],
  // 15% = 899.55 → 900.
  [
    "1999 × 90 min marketplace",
    { rate: 1999, durationMinutes: 90, cardType: "marketplace" },
    { advisorFee: 5997, adminFee: 900, adminFeePercent: 15, privateCardFee: 0, privateCardFeePercent: 0, total: 6897 },
  ],
  // Exact halves: 1650 × 5% = 82.5 → 83; × 3% = 49.5 → 50; × 15% = 247.5 → 248; × 4% = 66.
  [
    "1650 × 30 min private AUD (halves round up)",
    { rate: 1650, durationMinutes: 30 },
    { advisorFee: 1650, adminFee: 83, adminFeePercent: 5, privateCardFee: 50, privateCardFeePercent: 3, total: 1783 },
  ],
  [
    "1650 × 30 min private USD",
    { rate: 1650, durationMinutes: 30, currency: "USD" },
    { advisorFee: 1650, adminFee: 83, adminFeePercent: 5, privateCardFee: 66, privateCardFeePercent: 4, total: 1799 },
  ],
  [
    "1650 × 30 min marketplace (half rounds up)",
    { rate: 1650, durationMinutes: 30, cardType: "marketplace" },
    { advisorFee: 1650, adminFee: 248, adminFeePercent: 15, privateCardFee: 0, privateCardFeePercent: 0, total: 1898 },
  ],
  [
    "1650 × 30 min group (half rounds up)",
    { rate: 1650, durationMinutes: 30, cardType: "group" },
    { advisorFee: 1650, adminFee: 83, adminFeePercent: 5, privateCardFee: 0, privateCardFeePercent: 0, total: 1733 },
  ],
];

describe("constants", () => {
  it("admin fee percentages", () => expect(ADMIN_FEE_PERCENT).toEqual({ private: 5, group: 5, marketplace: 15, subscriber: 5 }));
  it.each([
    ["AUD", 3],
    ["GBP", 3],
    ["EUR", 3],
    ["USD", 4],
    ["CAD", 4],
    ["NZD", 4],
    ["JPY", 4],
  ] as const)("private card fee %s → %i%%", (currency, percent) => expect(privateCardFeePercent(currency)).toBe(percent));
});

describe("priceBooking", () => {
  for (const [name, over, expected] of PRICES) {
    const input = { ...base, ...over };
    it(`${name} → total ${expected.total}`, () => {
      const free = expected.total === 0;
      expect(priceBooking(input)).toEqual({ ...expected, currency: input.currency, free });
      expect(expected.advisorFee + expected.adminFee + expected.privateCardFee).toBe(expected.total);
    });
  }
});

/** Settlement (public-site §4): refund to the learner, payout to the advisor, and what the platform keeps, in minor units. */
type Split = { refund: number; advisorPayout: number; kept: number };
const PRIVATE = priceBooking({ ...base, rate: 1999, durationMinutes: 90 }); // advisor 5997, admin 300, card 180, total 6477
const MARKETPLACE = priceBooking({ ...base, rate: 1650, durationMinutes: 30, cardType: "marketplace" }); // advisor 1650, admin 248, total 1898
const FREE = priceBooking({ ...base, rate: 0 });

const SETTLEMENTS: [string, PriceBreakdown, Record<SettlementCase, Split>][] = [
  [
    "private AUD 1999 × 90 (total 6477)",
    PRIVATE,
    {
      completed: { refund: 0, advisorPayout: 5997, kept: 480 },
      "no-show-advisor": { refund: 6477, advisorPayout: 0, kept: 0 },
      "no-show-learner": { refund: 0, advisorPayout: 5997, kept: 480 },
      "no-show-both": { refund: 0, advisorPayout: 0, kept: 6477 },
      "cancel-by-advisor": { refund: 6477, advisorPayout: 0, kept: 0 },
      "cancel-by-learner": { refund: 5997, advisorPayout: 0, kept: 480 },
      "cancel-by-learner-late": { refund: 0, advisorPayout: 5997, kept: 480 },
      "reschedule-failed": { refund: 6177, advisorPayout: 0, kept: 300 },
    },
  ],
  [
    "marketplace 1650 × 30 (total 1898)",
    MARKETPLACE,
    {
      completed: { refund: 0, advisorPayout: 1650, kept: 248 },
      "no-show-advisor": { refund: 1898, advisorPayout: 0, kept: 0 },
      "no-show-learner": { refund: 0, advisorPayout: 1650, kept: 248 },
      "no-show-both": { refund: 0, advisorPayout: 0, kept: 1898 },
      "cancel-by-advisor": { refund: 1898, advisorPayout: 0, kept: 0 },
      "cancel-by-learner": { refund: 1650, advisorPayout: 0, kept: 248 },
      "cancel-by-learner-late": { refund: 0, advisorPayout: 1650, kept: 248 },
      "reschedule-failed": { refund: 1650, advisorPayout: 0, kept: 248 },
    },
  ],
  [
    "free card (total 0)",
    FREE,
    {
      completed: { refund: 0, advisorPayout: 0, kept: 0 },
      "no-show-advisor": { refund: 0, advisorPayout: 0, kept: 0 },
      "no-show-learner": { refund: 0, advisorPayout: 0, kept: 0 },
      "no-show-both": { refund: 0, advisorPayout: 0, kept: 0 },
      "cancel-by-advisor": { refund: 0, advisorPayout: 0, kept: 0 },
      "cancel-by-learner": { refund: 0, advisorPayout: 0, kept: 0 },
      "cancel-by-learner-late": { refund: 0, advisorPayout: 0, kept: 0 },
      "reschedule-failed": { refund: 0, advisorPayout: 0, kept: 0 },
    },
  ],
];

describe("settle", () => {
  it("the fixtures price as commented", () => {
    expect(PRIVATE).toMatchObject({ advisorFee: 5997, adminFee: 300, privateCardFee: 180, total: 6477 });
    expect(MARKETPLACE).toMatchObject({ advisorFee: 1650, adminFee: 248, privateCardFee: 0, total: 1898 });
    expect(FREE.total).toBe(0);
  });
  for (const [name, price, table] of SETTLEMENTS) {
    describe(name, () => {
      for (const [which, split] of Object.entries(table) as [SettlementCase, Split][]) {
        it(`${which} → refund ${split.refund}, advisor ${split.advisorPayout}, kept ${split.kept}`, () => {
          const result = settle(price, which);
          expect(result).toEqual({ refund: split.refund, advisorPayout: split.advisorPayout });
          expect(split.refund + split.advisorPayout + split.kept).toBe(price.total);
          expect(price.total - result.refund - result.advisorPayout).toBe(split.kept);
          expect(result.refund).toBeGreaterThanOrEqual(0);
          expect(result.advisorPayout).toBeGreaterThanOrEqual(0);
        });
      }
    });
  }
});
