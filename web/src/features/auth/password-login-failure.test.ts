import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import { passwordLoginFailure } from "./password-login-failure.ts";

describe("a failed password log-in", () => {
  it("wrong credentials (401): one toast, 'Credentials were invalid.', and the 'weren't right' line under the form", () => {
    const error = new ApiError(401, "Oops, looks like those credentials weren't right. Try again.", "invalid_credentials");
    expect(passwordLoginFailure(error)).toEqual({
      kind: "shown",
      toast: "Credentials were invalid.",
      inline: "Oops, looks like those credentials weren't right. Try again.",
    });
  });

  it.each([
    ["no answer (network)", new ApiError(0, "offline")],
    ["a server error", new ApiError(503, "down")],
    ["a refused request", new ApiError(403, "Requests from other sites are not allowed.")],
    ["something that is not an API error", new TypeError("boom")],
  ])("%s: 'Error while authenticating', nothing under the form", (_, error) => {
    expect(passwordLoginFailure(error)).toEqual({ kind: "shown", toast: "Error while authenticating", inline: null });
  });

  it("too many tries keeps the spec's 429 words", () => {
    expect(passwordLoginFailure(new ApiError(429, "x"))).toMatchObject({
      toast: "Looks like you are sending too many requests :( Please try again soon.",
    });
  });

  it("a malformed address (422) is left to the form's field messages", () => {
    const error = new ApiError(422, "Looks like the email isn't quite right.", "validation_failed", {
      email: ["Looks like the email isn't quite right."],
    });
    expect(passwordLoginFailure(error)).toEqual({ kind: "fields" });
  });
});
