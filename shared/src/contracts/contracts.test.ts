import { describe, expect, it } from "vitest";
import { requestCodeSchema, verifyCodeSchema } from "./auth.ts";
import { issuesToFields } from "./errors.ts";
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
