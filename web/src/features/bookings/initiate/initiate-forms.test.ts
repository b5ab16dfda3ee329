import { describe, expect, it } from "vitest";
import { advisorBookingBody, advisorFlowSchema, contactSuggestsSchema, emptyAdvisorFlow } from "./initiate-forms.ts";

const NOW = Date.parse("2026-05-01T00:00:00Z");
const later = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();
const filled = {
  ...emptyAdvisorFlow("lena"),
  cardId: "c1",
  duration: "60",
  discussionTopic: "Pricing your first product",
  preferredTimes: [later(100), later(120)],
  expiry: "72",
};

describe("advisor-initiated flows", () => {
  it("needs a contact, a card, a length, times and a topic", () => {
    const result = advisorFlowSchema("you-suggest-time").safeParse(emptyAdvisorFlow());
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(["learnerId", "cardId", "duration", "preferredTimes", "discussionTopic"]));
  });
  it("takes exactly one time when the time is already agreed", () => {
    expect(advisorFlowSchema("already-agreed").safeParse(filled).success).toBe(false);
    expect(advisorFlowSchema("already-agreed").safeParse({ ...filled, preferredTimes: [later(100)] }).success).toBe(true);
  });
  it("invites someone new by email and first name instead of a contact", () => {
    const schema = advisorFlowSchema("invite-someone");
    expect(schema.safeParse({ ...filled, learnerId: "" }).success).toBe(false);
    expect(schema.safeParse({ ...filled, learnerId: "", learnerEmail: "new@example.com", learnerFirstName: "Noor" }).success).toBe(true);
  });
  it("builds the API body of each flow", () => {
    const suggest = advisorFlowSchema("you-suggest-time").parse(filled);
    expect(advisorBookingBody("you-suggest-time", suggest, NOW)).toMatchObject({
      cardId: "c1",
      duration: 60,
      learnerId: "lena",
      learnerEmail: null,
      expiry: 72,
      preferredTimes: [later(100), later(120)],
    });
    const agreed = advisorFlowSchema("already-agreed").parse({ ...filled, preferredTimes: [later(100)] });
    // An agreed time over 48 hours away expires after the chosen hours (the server refuses "exact" then); a closer one at that time.
    expect(advisorBookingBody("already-agreed", agreed, NOW)).toMatchObject({ expiry: 72, learnerId: "lena" });
    const soon = advisorFlowSchema("already-agreed").parse({ ...filled, preferredTimes: [later(30)], expiry: "" });
    expect(advisorBookingBody("already-agreed", soon, NOW)).toMatchObject({ expiry: "exact" });
    const invite = advisorFlowSchema("invite-someone").parse({
      ...filled,
      learnerId: "",
      learnerEmail: " new@example.com ",
      learnerFirstName: "Noor",
    });
    expect(advisorBookingBody("invite-someone", invite, NOW)).toMatchObject({
      learnerId: null,
      learnerEmail: "new@example.com",
      learnerFirstName: "Noor",
    });
  });
});

describe("your contact suggests", () => {
  it("needs a valid email and name and one of my cards", () => {
    expect(contactSuggestsSchema.safeParse({ email: "nope", firstName: "A", cardId: "", message: "" }).success).toBe(false);
    expect(contactSuggestsSchema.safeParse({ email: "lena@example.com", firstName: "Lena", cardId: "c1", message: "" }).success).toBe(true);
  });
});
