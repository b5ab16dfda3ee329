import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { TEXT_LIMITS, type TextLimit } from "../domain/validation/text-limit.ts";
import { changePasswordSchema, createGuestSchema, passwordLoginSchema, requestCodeSchema } from "./auth.ts";
import { unavailableTimeInputSchema } from "./availability.ts";
import { bookingListQuerySchema, cancelBookingSchema, createBookingSchema, reviewBookingSchema, suggestTimesSchema } from "./bookings.ts";
import { cardInputSchema, cardSearchQuerySchema, rejectCardSchema } from "./cards.ts";
import { issuesToFields } from "./errors.ts";
import { updateMeSchema } from "./users.ts";

const card = {
  title: "Career coaching for engineers",
  summary: "I help engineers change careers and grow into leadership. ".repeat(6),
  rate: 2500,
  currency: "AUD",
  durations: [30],
  skills: ["Career change", "Interview preparation"],
  categoryIds: ["cat-1"],
  advisingIn: ["en"],
  yearsOfExperience: "5-10",
  timezone: "Australia/Sydney",
};
const booking = {
  cardId: "card-1",
  duration: 30,
  preferredTimes: ["2030-01-01T09:00:00Z"],
  discussionTopic: "Moving from engineering into product.",
};
const work = { organization: "Canva", role: "Engineer", startDate: "2019-02" };
const link = { link: "https://example.com", title: "My site" };
const signup = {
  step: "signup",
  email: "a@b.co",
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "0412 345 678",
  timezone: "Australia/Sydney",
  country: "AU",
};

/** Every free-text field of the request schemas: a valid body, the field's path, and its limit. */
const cases: [string, z.ZodType, Record<string, unknown>, string, TextLimit][] = [
  ["sign-up first name", requestCodeSchema, signup, "firstName", TEXT_LIMITS.firstName],
  ["sign-up last name", requestCodeSchema, signup, "lastName", TEXT_LIMITS.lastName],
  ["sign-in email", requestCodeSchema, { step: "login", email: "a@b.co" }, "email", TEXT_LIMITS.email],
  [
    "sign-up profile link",
    requestCodeSchema,
    { ...signup, professionalUrl: "https://github.com/ada" },
    "professionalUrl",
    TEXT_LIMITS.link,
  ],
  ["guest first name", createGuestSchema, { firstName: "Ada" }, "firstName", TEXT_LIMITS.firstName],
  ["password", passwordLoginSchema, { email: "a@b.co", password: "x" }, "password", TEXT_LIMITS.password],
  [
    "new password",
    changePasswordSchema,
    { password: "Abcdefghij12", passwordConfirmation: "Abcdefghij12" },
    "password",
    TEXT_LIMITS.password,
  ],
  ["profile first name", updateMeSchema, { firstName: "Ada" }, "firstName", TEXT_LIMITS.firstName],
  ["card title", cardInputSchema, card, "title", TEXT_LIMITS.cardTitle],
  ["card summary", cardInputSchema, card, "summary", TEXT_LIMITS.cardSummary],
  ["skill", cardInputSchema, card, "skills.0", TEXT_LIMITS.skill],
  ["work role", cardInputSchema, { ...card, workHistories: [work] }, "workHistories.0.role", TEXT_LIMITS.role],
  ["work description", cardInputSchema, { ...card, workHistories: [work] }, "workHistories.0.description", TEXT_LIMITS.workDescription],
  ["link", cardInputSchema, { ...card, supportingLinks: [link] }, "supportingLinks.0.link", TEXT_LIMITS.link],
  ["link description", cardInputSchema, { ...card, supportingLinks: [link] }, "supportingLinks.0.description", TEXT_LIMITS.linkDescription],
  ["reviewer comments", rejectCardSchema, { comments: "Please add more detail." }, "comments", TEXT_LIMITS.reviewerComments],
  ["search", cardSearchQuerySchema, {}, "swift_search", TEXT_LIMITS.search],
  ["discussion topic", createBookingSchema, booking, "discussionTopic", TEXT_LIMITS.discussionTopic],
  ["invitee first name", createBookingSchema, booking, "learnerFirstName", TEXT_LIMITS.firstName],
  ["invitee email", createBookingSchema, booking, "learnerEmail", TEXT_LIMITS.email],
  ["suggest-times message", suggestTimesSchema, { times: ["2030-01-01T09:00:00Z"] }, "message", TEXT_LIMITS.message],
  ["cancel message", cancelBookingSchema, { cancelReason: "other" }, "cancelMessage", TEXT_LIMITS.message],
  ["review", reviewBookingSchema, { rating: 5 }, "comments", TEXT_LIMITS.review],
  ["booking search", bookingListQuerySchema, {}, "query", TEXT_LIMITS.search],
  [
    "days-off note",
    unavailableTimeInputSchema,
    { startsAtUtc: "2030-01-01T00:00:00Z", endsAtUtc: "2030-01-02T00:00:00Z" },
    "note",
    TEXT_LIMITS.note,
  ],
];

/** Sets a dotted path (`workHistories.0.role`) in a copy of `body`. */
function withValue(body: Record<string, unknown>, path: string, value: string): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split(".");
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy;
}

describe("free text in request schemas", () => {
  it.each(cases)("%s: valid as given, 422's field message one character over its limit", (_, schema, body, path, limit) => {
    expect(schema.safeParse(body).success).toBe(true);
    const over = path.toLowerCase().includes("email")
      ? `${"a".repeat(limit.max)}@b.co`
      : path.endsWith("link")
        ? `https://example.com/${"a".repeat(limit.max)}`
        : "a".repeat(limit.max + 1);
    const result = schema.safeParse(withValue(body, path, over));
    expect(result.success).toBe(false);
    expect(issuesToFields(result.error!.issues)[path]?.[0]).toBe(limit.message);
  });

  it("a 60 KB name is refused with the length message, not a regex run over it", () => {
    const result = requestCodeSchema.safeParse({ ...signup, firstName: "A".repeat(60 * 1024) });
    expect(issuesToFields(result.error!.issues)).toEqual({ firstName: ["Please provide a first name with no more than 80 characters."] });
  });
});
