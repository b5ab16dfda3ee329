import { describe, expect, it } from "vitest";
import type { GiftCardDto } from "@kora/shared/contracts/gift-cards.ts";
import { boughtText, giftCardStateText, giftCardTitle } from "./giftcard-text.ts";

const NOW = Date.parse("2027-01-14T23:00:00Z");
const card = (over: Partial<GiftCardDto> = {}): GiftCardDto => ({
  id: "gc_1",
  amount: 5000,
  currency: "AUD",
  recipientName: "Rosa Diaz",
  recipientEmail: "rosa@example.com",
  message: "",
  deliverOn: "2027-01-20",
  deliverAt: "2027-01-19T22:00:00.000Z",
  deliveredAt: null,
  status: "paid",
  failure: null,
  clientSecret: null,
  codeLast4: "7QXM",
  createdAt: "2027-01-14T23:00:00.000Z",
  ...over,
});

describe("a bought gift card in words", () => {
  it("names the amount and the recipient", () => {
    expect(giftCardTitle(card())).toBe("A$50 for Rosa Diaz");
  });

  it.each([
    ["due later", card(), "Sends to rosa@example.com on Wednesday 20 January 2027"],
    ["due now", card({ deliverAt: "2027-01-14T23:00:00.000Z" }), "Sending to rosa@example.com now"],
    // Sent at 23:00 UTC on the 14th: the 15th in Sydney.
    ["sent", card({ deliveredAt: "2027-01-14T23:00:00.000Z" }), "Sent to rosa@example.com on Friday 15 January 2027"],
    ["waiting for the bank", card({ status: "requires-action" }), "Waiting for your bank to confirm the payment"],
    ["processing", card({ status: "pending" }), "Payment processing"],
  ])("%s", (_, gift, text) => {
    expect(giftCardStateText(gift, NOW, "Australia/Sydney")).toBe(text);
  });

  it("says after buying when the recipient gets it", () => {
    expect(boughtText(card(), NOW)).toBe("We'll email it to Rosa Diaz at rosa@example.com on Wednesday 20 January 2027.");
    expect(boughtText(card({ deliverAt: "2027-01-14T23:00:00.000Z" }), NOW)).toBe(
      "We're emailing it to Rosa Diaz at rosa@example.com now.",
    );
    expect(boughtText(card({ status: "pending" }), NOW)).toMatch(/^Your payment is being processed/);
  });
});
