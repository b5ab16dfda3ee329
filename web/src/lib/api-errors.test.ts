import { describe, expect, it } from "vitest";
import { MESSAGES } from "@kora/shared/messages.ts";
import { errorEffect, firstFieldMessage, isBookingRoute, isLoginRoute } from "./api-errors.ts";

describe("errorEffect", () => {
  const cases: [string, Parameters<typeof errorEffect>[0], string, ReturnType<typeof errorEffect>][] = [
    ["network failure", { status: 0 }, "/", { toast: MESSAGES.network, session: "keep" }],
    ["422 is left to the form", { status: 422, fields: { email: ["bad"] } }, "/my-kora/my-details", { toast: null, session: "keep" }],
    ["400 is left to the form", { status: 400, message: "Bad" }, "/", { toast: null, session: "keep" }],
    [
      "401 on password-free uses the server message",
      { status: 401, code: "invalid_code", message: "Server says no" },
      "/password-free",
      { toast: "Server says no", session: "reset" },
    ],
    ["401 on a login route without a message", { status: 401 }, "/sign-in", { toast: MESSAGES.badCode, session: "reset" }],
    ["401 on reset-password", { status: 401 }, "/reset-password", { toast: MESSAGES.badCode, session: "reset" }],
    ["401 on a group join page", { status: 401 }, "/g/acme/join", { toast: MESSAGES.badCode, session: "reset" }],
    ["401 elsewhere logs out", { status: 401, message: "Sign in" }, "/my-kora/dashboard", { toast: null, session: "logout" }],
    ["401 on a booking page stays", { status: 401 }, "/advisors/ann/card/book", { toast: null, session: "keep" }],
    ["401 on a respond page stays", { status: 401 }, "/advisors/ann/card/respond", { toast: null, session: "keep" }],
    ["403 with a server message", { status: 403, message: "Admins only." }, "/", { toast: "Admins only.", session: "keep" }],
    ["403 without a message", { status: 403 }, "/", { toast: MESSAGES.forbidden, session: "keep" }],
    ["404", { status: 404, message: "whatever" }, "/", { toast: MESSAGES.notFound, session: "keep" }],
    ["409 goes to the caller", { status: 409, message: "Taken" }, "/", { toast: null, session: "keep" }],
    ["429", { status: 429 }, "/password-free", { toast: MESSAGES.tooMany, session: "keep" }],
    ["500", { status: 500 }, "/", { toast: MESSAGES.server, session: "keep" }],
    ["503", { status: 503 }, "/", { toast: MESSAGES.server, session: "keep" }],
  ];
  it.each(cases)("%s", (_name, failure, page, expected) => {
    expect(errorEffect(failure, page)).toEqual(expected);
  });
});

describe("route classes", () => {
  it("knows login routes", () => {
    expect(isLoginRoute("/password-free")).toBe(true);
    expect(isLoginRoute("/forgot-password")).toBe(true);
    expect(isLoginRoute("/g/some-group/join")).toBe(true);
    expect(isLoginRoute("/password-freedom")).toBe(false);
    expect(isLoginRoute("/g/some-group")).toBe(false);
  });
  it("knows booking routes", () => {
    expect(isBookingRoute("/my-kora/bookings/requests")).toBe(true);
    expect(isBookingRoute("/advisors/a/b/book")).toBe(true);
    expect(isBookingRoute("/my-kora/bookkeeping")).toBe(false);
  });
});

describe("firstFieldMessage", () => {
  it("takes the first message of the first field", () => {
    expect(firstFieldMessage({ lastName: ["Too short", "Other"], email: ["Bad"] })).toBe("Too short");
    expect(firstFieldMessage({})).toBeNull();
    expect(firstFieldMessage(undefined)).toBeNull();
  });
});
