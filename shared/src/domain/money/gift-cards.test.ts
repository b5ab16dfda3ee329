import { describe, expect, it } from "vitest";
import {
  deliveryWindow,
  formatGiftCardDay,
  GIFT_CARD_MESSAGES,
  giftCardAmountLabel,
  giftCardDeliveryMs,
  isCalendarDate,
  todayIn,
  validateGiftCardForm,
  type GiftCardFormValues,
} from "./gift-cards.ts";

const TODAY = "2027-03-10";
const good: GiftCardFormValues = {
  amount: "5000",
  recipientName: "Ana Souza",
  recipientEmail: "ana@example.com",
  message: "Happy birthday!",
  deliverOn: TODAY,
};

describe("the gift card form", () => {
  it("takes a complete form, with or without a message", () => {
    expect(validateGiftCardForm(good, TODAY)).toEqual({});
    expect(validateGiftCardForm({ ...good, message: "  " }, TODAY)).toEqual({});
    expect(validateGiftCardForm({ ...good, amount: 10_000 }, TODAY)).toEqual({});
  });

  it.each<[string, Partial<GiftCardFormValues>, keyof GiftCardFormValues, string]>([
    ["an amount off the list", { amount: "3000" }, "amount", GIFT_CARD_MESSAGES.amount],
    ["no amount", { amount: "" }, "amount", GIFT_CARD_MESSAGES.amount],
    ["no recipient", { recipientName: "  " }, "recipientName", "Oops! Looks like you missed the recipient's name."],
    ["a one-letter name", { recipientName: "A" }, "recipientName", "Please provide a recipient's name with at least 2 characters."],
    [
      "a name too long",
      { recipientName: "A".repeat(101) },
      "recipientName",
      "Please provide a recipient's name with no more than 100 characters.",
    ],
    ["a bad email", { recipientEmail: "ana@" }, "recipientEmail", "Hmm that doesn't look like a valid email address.."],
    ["a message over 500", { message: "x".repeat(501) }, "message", "Please provide a message with no more than 500 characters."],
    ["yesterday", { deliverOn: "2027-03-09" }, "deliverOn", GIFT_CARD_MESSAGES.deliverOn],
    ["more than a year ahead", { deliverOn: "2028-03-10" }, "deliverOn", GIFT_CARD_MESSAGES.deliverOn],
    ["not a date", { deliverOn: "2027-02-30" }, "deliverOn", GIFT_CARD_MESSAGES.deliverOn],
  ])("refuses %s", (_, change, field, message) => {
    expect(validateGiftCardForm({ ...good, ...change }, TODAY)).toEqual({ [field]: message });
  });

  it("lets a delivery date run from today to a year ahead; without a today only the date's form is checked", () => {
    expect(deliveryWindow(TODAY)).toEqual({ first: TODAY, last: "2028-03-09" });
    expect(validateGiftCardForm({ ...good, deliverOn: "2028-03-09" }, TODAY)).toEqual({});
    expect(validateGiftCardForm({ ...good, deliverOn: "2020-01-01" }, null)).toEqual({});
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
  });
});

describe("delivery time", () => {
  const now = Date.parse("2027-03-10T12:00:00Z");

  it("is now for today (in the buyer's zone) and 9 am on a later day", () => {
    expect(giftCardDeliveryMs("2027-03-10", "UTC", now)).toBe(now);
    expect(giftCardDeliveryMs("2027-03-12", "UTC", now)).toBe(Date.parse("2027-03-12T09:00:00Z"));
    // 12:00 UTC is already 11 pm on the 10th in Sydney (UTC+11): the 11th there is tomorrow, 9 am = 22:00 UTC on the 10th.
    expect(todayIn(now, "Australia/Sydney")).toBe("2027-03-10");
    expect(giftCardDeliveryMs("2027-03-11", "Australia/Sydney", now)).toBe(Date.parse("2027-03-10T22:00:00Z"));
    // In Los Angeles it is still the morning of the 10th.
    expect(giftCardDeliveryMs("2027-03-10", "America/Los_Angeles", now)).toBe(now);
  });
});

describe("amount labels", () => {
  it.each([
    [2500, null, "$25"],
    [5000, "AUD", "A$50"],
    [10_000, "GBP", "£100"],
    [2550, "USD", "US$25.50"],
  ])("%i %s reads %s", (minor, currency, text) => expect(giftCardAmountLabel(minor, currency)).toBe(text));
});

describe("delivery day", () => {
  it("reads as a date, whatever the zone", () => {
    expect(formatGiftCardDay("2027-03-12")).toBe("Friday 12 March 2027");
    expect(formatGiftCardDay("nonsense")).toBe("nonsense");
  });
});
