import { describe, expect, it } from "vitest";
import type { ReceiptDto } from "@kora/shared/contracts/payments.ts";
import {
  bookingPath,
  formatDate,
  nextPaymentView,
  pageFromSearch,
  RECEIPT_KIND_LABELS,
  reasonLabel,
  reasonText,
  receiptAmount,
  receiptBookingText,
  receiptFees,
  receiptLines,
  receiptParties,
  receiptPath,
  receiptStatusLabel,
} from "./billing-format.ts";

const SYDNEY = "Australia/Sydney";

const price = {
  currency: "AUD",
  advisorFee: 9000,
  adminFee: 450,
  adminFeePercent: 5,
  privateCardFee: 270,
  privateCardFeePercent: 3,
  total: 9720,
  free: false,
};

function receipt(patch: Partial<ReceiptDto> = {}): ReceiptDto {
  return {
    id: "rcpt_1",
    kind: "charge",
    status: "succeeded",
    amount: 9720,
    currency: "AUD",
    fees: 720,
    reason: null,
    dueAtUtc: null,
    booking: {
      id: "bk_1",
      cardTitle: "Career chat",
      otherName: "Maya",
      bookingTimeUtc: "2026-12-03T23:00:00Z",
      duration: 60,
      price,
      credit: 0,
      refunded: 0,
    },
    giftCard: null,
    createdAt: "2026-11-21T10:00:00Z",
    ...patch,
  };
}

describe("kinds and statuses in words", () => {
  it("names each kind", () => {
    expect(RECEIPT_KIND_LABELS).toEqual({ charge: "Payment", refund: "Refund", transfer: "Transfer", payout: "Payout" });
  });

  it.each([
    ["charge", "succeeded", null, "Paid"],
    ["refund", "succeeded", null, "Refunded"],
    ["transfer", "succeeded", null, "Transferred"],
    ["payout", "succeeded", null, "Paid out"],
    ["charge", "pending", null, "Processing"],
    ["charge", "requires-action", null, "Waiting for your bank's check"],
    ["charge", "failed", null, "Failed"],
    ["transfer", "scheduled", "2026-12-10T02:00:00Z", "Scheduled for 10 Dec 2026"],
    ["transfer", "scheduled", null, "Scheduled"],
    ["transfer", "on-hold", "2026-12-10T02:00:00Z", "On hold until 10 Dec 2026"],
    ["transfer", "reversed", null, "Reversed"],
  ] as const)("%s %s (due %s) → %s", (kind, status, dueAtUtc, text) => {
    expect(receiptStatusLabel({ kind, status, dueAtUtc }, SYDNEY)).toBe(text);
  });
});

describe("formatDate", () => {
  it("writes the day in the viewer's zone", () => {
    expect(formatDate("2026-11-21T15:00:00Z", SYDNEY)).toBe("22 Nov 2026");
    expect(formatDate("2026-11-21T15:00:00Z", "UTC")).toBe("21 Nov 2026");
  });
  it("leaves text that isn't a date as it is", () => {
    expect(formatDate("soon", SYDNEY)).toBe("soon");
  });
});

describe("receiptAmount: the sign from the viewer's side", () => {
  it("a payment goes out, unsigned", () => {
    expect(receiptAmount(receipt())).toEqual({ text: "A$97.20", direction: "out", note: null });
  });
  it("a refund is money back, whatever sign the API used", () => {
    expect(receiptAmount(receipt({ kind: "refund", amount: 9000 }))).toEqual({ text: "+A$90.00", direction: "in", note: "Money back" });
    expect(receiptAmount(receipt({ kind: "refund", amount: -9000 })).text).toBe("+A$90.00");
    // A$97.20 paid, A$20.00 of it with credit; A$90.00 refunded: A$77.20 to the card (this receipt), A$12.80 as credit.
    const split = receipt({ kind: "refund", amount: 7720 });
    split.booking = { ...split.booking!, credit: 2000, refunded: 9000 };
    expect(receiptAmount(split)).toEqual({ text: "+A$77.20", direction: "in", note: "Money back, and A$12.80 back as credit" });
  });
  it("a transfer comes in; a payout goes to the bank", () => {
    expect(receiptAmount(receipt({ kind: "transfer", amount: 9000 }))).toMatchObject({ text: "+A$90.00", direction: "in" });
    expect(receiptAmount(receipt({ kind: "payout", amount: 9000, currency: "GBP" }))).toEqual({
      text: "£90.00",
      direction: "neutral",
      note: "To your bank",
    });
  });
});

describe("receipt rows", () => {
  it("shows fees or a dash", () => {
    expect(receiptFees(receipt())).toBe("A$7.20");
    expect(receiptFees(receipt({ fees: 0 }))).toBe("—");
  });
  it("names the booking, or a payout's earnings", () => {
    expect(receiptBookingText(receipt())).toBe("Career chat with Maya");
    expect(receiptBookingText(receipt({ kind: "payout", booking: null }))).toBe("Your earnings");
    expect(receiptBookingText(receipt({ booking: null }))).toBe("—");
    expect(receiptBookingText(receipt({ booking: null, giftCard: { id: "gc_1", recipientName: "Rosa" } }))).toBe("Gift card for Rosa");
  });
  it("links to the receipt and the booking", () => {
    expect(receiptPath("rc 1")).toBe("/my-kora/my-details/billing/receipts/rc%201");
    expect(bookingPath("bk_1")).toBe("/my-kora/bookings/bk_1");
  });
});

describe("receiptParties", () => {
  it.each([
    ["charge", { paidBy: "Lena Park", paidTo: "Kora, for Maya" }],
    ["refund", { paidBy: "Kora", paidTo: "Lena Park" }],
    ["transfer", { paidBy: "Kora, for Maya's session", paidTo: "Lena Park" }],
    ["payout", { paidBy: "Kora", paidTo: "Lena Park's bank account" }],
  ] as const)("%s", (kind, parties) => {
    expect(receiptParties(receipt({ kind }), "Lena Park")).toEqual(parties);
  });
});

describe("receiptLines", () => {
  it("a payment: session fee, admin fee and private card fee with their percentages, and the total", () => {
    expect(receiptLines(receipt())).toEqual({
      lines: [
        { label: "Session fee (1 hour)", amount: "A$90.00" },
        { label: "Admin fee (5%)", amount: "A$4.50" },
        { label: "Private card fee (3%)", amount: "A$2.70" },
      ],
      total: { label: "Total", amount: "A$97.20" },
    });
  });
  it("leaves out a private card fee of nothing", () => {
    const noCardFee = { ...price, privateCardFee: 0, total: 9450 };
    const lines = receiptLines(receipt({ amount: 9450, booking: { ...receipt().booking!, duration: 30, price: noCardFee } }));
    expect(lines.lines.map((line) => line.label)).toEqual(["Session fee (30 min)", "Admin fee (5%)"]);
    expect(lines.total.amount).toBe("A$94.50");
  });
  it("a refund: what was paid and what came back", () => {
    expect(receiptLines(receipt({ kind: "refund", amount: 9000 }))).toEqual({
      lines: [{ label: "Paid for the session", amount: "A$97.20" }],
      total: { label: "Refunded to your card", amount: "+A$90.00" },
    });
  });
  it("a transfer: the session fee and the advisor's amount", () => {
    expect(receiptLines(receipt({ kind: "transfer", amount: 9000, fees: 0 }))).toEqual({
      lines: [{ label: "Session fee (1 hour)", amount: "A$90.00" }],
      total: { label: "Advisor's amount", amount: "A$90.00" },
    });
  });
  it("a payout, or anything without a booking: the amount alone", () => {
    expect(receiptLines(receipt({ kind: "payout", amount: 18000, booking: null }))).toEqual({
      lines: [],
      total: { label: "Paid out to your bank", amount: "A$180.00" },
    });
    expect(receiptLines(receipt({ booking: null })).lines).toEqual([]);
  });
  it("a gift card: what it is and for whom, paid to Kora", () => {
    const gift = receipt({ amount: 5000, fees: 0, booking: null, giftCard: { id: "gc_1", recipientName: "Rosa" } });
    expect(receiptLines(gift)).toEqual({
      lines: [{ label: "Gift card for Rosa", amount: "A$50.00" }],
      total: { label: "Total", amount: "A$50.00" },
    });
    expect(receiptParties(gift, "Lena Park")).toEqual({ paidBy: "Lena Park", paidTo: "Kora" });
  });
});

describe("reasons", () => {
  it("passes words through and turns a known code into words", () => {
    expect(reasonText("The advisor cancelled.")).toBe("The advisor cancelled.");
    expect(reasonText("no-show-advisor")).toBe("The advisor didn't join the session: full refund.");
    expect(reasonText(null)).toBeNull();
  });
  it("heads a refund's reason, a failure and anything else", () => {
    expect(reasonLabel({ kind: "refund", status: "succeeded" })).toBe("Why it was refunded:");
    expect(reasonLabel({ kind: "charge", status: "failed" })).toBe("What went wrong:");
    expect(reasonLabel({ kind: "transfer", status: "on-hold" })).toBe("Note:");
  });
});

describe("nextPaymentView", () => {
  const next = {
    amount: 9720,
    currency: "AUD",
    kind: "on-confirmation" as const,
    dueAtUtc: null,
    bookingId: "bk_1",
    cardTitle: "Career chat",
  };
  it("a payment taken when the advisor confirms: no pay-now link", () => {
    expect(nextPaymentView(next, SYDNEY)).toEqual({
      amount: "A$97.20",
      currency: "AUD",
      cardTitle: "Career chat",
      due: "When the advisor confirms",
      note: "Charged to your default card when the advisor confirms the booking.",
      payNowPath: null,
    });
    expect(nextPaymentView({ ...next, dueAtUtc: "2026-12-03T23:00:00Z" }, SYDNEY).due).toBe("Due 4 Dec 2026");
  });
  it("a payment the bank asked about: pay by the due date, on the booking's page", () => {
    const view = nextPaymentView({ ...next, kind: "action-required", dueAtUtc: "2026-12-03T23:00:00Z" }, SYDNEY);
    expect(view.due).toBe("Pay by 4 Dec 2026");
    expect(view.payNowPath).toBe("/my-kora/bookings/bk_1");
    expect(nextPaymentView({ ...next, kind: "action-required" }, SYDNEY).due).toBe("Due now");
  });
});

describe("pageFromSearch", () => {
  it.each([
    [null, 1],
    ["2", 2],
    ["0", 1],
    ["-3", 1],
    ["1.5", 1],
    ["two", 1],
  ])("%s → %i", (value, page) => expect(pageFromSearch(value)).toBe(page));
  it("shows the credit that paid part of a session, and the card's part as the total", () => {
    const partly = receipt({ amount: 7720, booking: { ...receipt().booking!, credit: 2000 } });
    const { lines, total } = receiptLines(partly);
    expect(lines.slice(-2)).toEqual([
      { label: "Session total", amount: "A$97.20" },
      { label: "Paid with credit", amount: "−A$20.00" },
    ]);
    expect(total).toEqual({ label: "Charged to your card", amount: "A$77.20" });
  });
});
