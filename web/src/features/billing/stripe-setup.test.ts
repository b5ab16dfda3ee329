import { describe, expect, it } from "vitest";
import { CARD_NOT_SAVED, paymentMethodIdOf, stripeErrorMessage } from "./stripe-setup.ts";

describe("paymentMethodIdOf", () => {
  it("takes the id of a succeeded SetupIntent's payment method, expanded or not", () => {
    expect(paymentMethodIdOf({ status: "succeeded", payment_method: "pm_123" })).toBe("pm_123");
    expect(paymentMethodIdOf({ status: "succeeded", payment_method: { id: "pm_456" } as never })).toBe("pm_456");
  });
  it("has none until the SetupIntent succeeded", () => {
    expect(paymentMethodIdOf({ status: "processing", payment_method: "pm_123" })).toBeNull();
    expect(paymentMethodIdOf({ status: "succeeded", payment_method: null })).toBeNull();
  });
});

describe("stripeErrorMessage", () => {
  it("shows Stripe's own words for card and validation errors", () => {
    expect(stripeErrorMessage({ type: "card_error", message: "Your card was declined." })).toBe("Your card was declined.");
    expect(stripeErrorMessage({ type: "validation_error", message: "Your card's expiry year is in the past." })).toBe(
      "Your card's expiry year is in the past.",
    );
  });
  it("falls back to ours for anything else", () => {
    expect(stripeErrorMessage({ type: "api_error", message: "Internal error req_123" })).toBe(CARD_NOT_SAVED);
    expect(stripeErrorMessage({ type: "card_error", message: undefined })).toBe(CARD_NOT_SAVED);
  });
});
