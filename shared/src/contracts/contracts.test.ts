import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { forgotPasswordSchema, passwordLoginSchema, requestCodeSchema, resetPasswordSchema, verifyCodeSchema } from "./auth.ts";
import { issuesToFields } from "./errors.ts";
import { createInviteSchema } from "./invites.ts";
import { clientFrameSchema, parseFrame, serverFrameSchema } from "./realtime.ts";

describe("sign-in contracts", () => {
  it("normalises the email and the code the way people type them", () => {
    expect(verifyCodeSchema.parse({ email: " Ada@Example.COM ", code: " ab c2d3 " })).toEqual({ email: "ada@example.com", code: "ABC2D3" });
  });
  it("needs names, a mobile number or a profile link, a time zone and a country only to sign up", () => {
    expect(requestCodeSchema.safeParse({ step: "login", email: "a@b.co" }).success).toBe(true);
    const signup = requestCodeSchema.safeParse({ step: "signup", email: "a@b.co" });
    expect(signup.success).toBe(false);
    expect(Object.keys(issuesToFields(signup.error!.issues)).sort()).toEqual(["country", "firstName", "lastName", "phone", "timezone"]);
  });

  const emailMessage = (schema: z.ZodType, body: object) => issuesToFields(schema.safeParse(body).error?.issues ?? []).email;
  it.each([
    ["password-free log-in", requestCodeSchema, { step: "login" }],
    ["sign-up", requestCodeSchema, { step: "signup" }],
    ["the code", verifyCodeSchema, { code: "ABC234" }],
    ["password log-in", passwordLoginSchema, { password: "x" }],
    ["forgot password", forgotPasswordSchema, {}],
    ["reset password", resetPasswordSchema, { token: "t", password: "Correct-Horse-42", passwordConfirmation: "Correct-Horse-42" }],
  ] as const)("%s says a malformed address isn't quite right and a blank one is missed", (_, schema, rest) => {
    expect(emailMessage(schema, { ...rest, email: "ada@example" })).toEqual(["Looks like the email isn't quite right."]);
    expect(emailMessage(schema, { ...rest, email: "" })).toEqual(["Oops! Looks like you missed the email."]);
  });

  it("an invitee's address keeps the general email message", () => {
    expect(emailMessage(createInviteSchema, { email: "ada@example" })).toEqual(["Hmm that doesn't look like a valid email address.."]);
  });
});

describe("realtime frames", () => {
  it("parses valid frames and drops anything else", () => {
    expect(parseFrame(clientFrameSchema, JSON.stringify({ type: "subscribe", channel: "card.1" }))).toEqual({
      type: "subscribe",
      channel: "card.1",
    });
    expect(parseFrame(clientFrameSchema, JSON.stringify({ type: "subscribe", channel: "private-user.1" }))).toBeNull();
    expect(parseFrame(clientFrameSchema, "{not json")).toBeNull();
    expect(parseFrame(clientFrameSchema, "x".repeat(20_000))).toBeNull();
    expect(parseFrame(serverFrameSchema, JSON.stringify({ type: "event", channel: "c", event: { name: "Nope", data: {} } }))).toBeNull();
  });
});
