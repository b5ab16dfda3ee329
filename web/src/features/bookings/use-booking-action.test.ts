import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES } from "@kora/shared/contracts/bookings.ts";
import { ApiError } from "../../lib/api-client.ts";
import { ACTION_FAILED, bookingFailure } from "./use-booking-action.ts";

describe("bookingFailure", () => {
  it("sends a lost session to log in (booking pages keep their own 401s)", () => {
    expect(bookingFailure(new ApiError(401, "Please log in."))).toEqual({ kind: "sign-in" });
  });

  it("says the server's refusal on a 409, whether or not anything was toasted", () => {
    expect(bookingFailure(new ApiError(409, BOOKING_MESSAGES.timeTaken, "conflict"))).toEqual({
      kind: "conflict",
      message: BOOKING_MESSAGES.timeTaken,
    });
  });

  it("hands a 422's fields to the form, with the first message in the server's order to toast", () => {
    const fields = { paymentMethodId: [BOOKING_MESSAGES.paymentMethod], time: ["That time has already passed."] };
    expect(bookingFailure(new ApiError(422, "Please check the form.", "validation_failed", fields))).toEqual({
      kind: "fields",
      fields,
      first: BOOKING_MESSAGES.paymentMethod,
    });
  });

  it("toasts any other failure once: not again when the API client already did", () => {
    expect(bookingFailure(new ApiError(400, "Bad request."))).toEqual({ kind: "toast", message: "Bad request." });
    expect(bookingFailure(new ApiError(500, "Oops", undefined, undefined, undefined, true))).toEqual({ kind: "toast", message: null });
    expect(bookingFailure(new ApiError(422, "No fields."))).toEqual({ kind: "toast", message: "No fields." });
  });

  it("says the caller's words when the failure isn't the API's", () => {
    expect(bookingFailure(new TypeError("boom"))).toEqual({ kind: "toast", message: ACTION_FAILED });
    expect(bookingFailure(new TypeError("boom"), "We couldn't cancel the booking.")).toEqual({
      kind: "toast",
      message: "We couldn't cancel the booking.",
    });
  });
});
