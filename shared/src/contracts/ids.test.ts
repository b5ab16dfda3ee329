import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { unavailableTimeInputSchema } from "./availability.ts";
import { bookingListQuerySchema, createBookingSchema } from "./bookings.ts";
import { cardInputSchema, cardSearchQuerySchema } from "./cards.ts";

const booking = { cardId: "card-1", duration: 60, preferredTimes: ["2030-01-01T09:00:00Z"], discussionTopic: "Career change into product" };
const card = {
  title: "Career coaching for engineers",
  summary: "I help engineers change careers and grow into leadership. ".repeat(6),
  rate: 2500,
  currency: "AUD",
  durations: [60],
  skills: ["Career change", "Interview preparation"],
  categoryIds: ["cat-career-coaching"],
  advisingIn: ["en"],
  yearsOfExperience: "5-10",
  timezone: "Australia/Sydney",
};
const unavailable = { startsAtUtc: "2030-01-01T00:00:00Z", endsAtUtc: "2030-01-02T00:00:00Z" };

/** Every id a client sends, with a valid request around it: [schema, valid input, path of the id, input with the id replaced]. */
const cases: [string, z.ZodType, Record<string, unknown>, string, (id: string) => Record<string, unknown>][] = [
  ["unavailable cardId", unavailableTimeInputSchema, unavailable, "cardId", (id) => ({ ...unavailable, cardId: id })],
  ["booking cardId", createBookingSchema, booking, "cardId", (id) => ({ ...booking, cardId: id })],
  ["booking paymentMethodId", createBookingSchema, booking, "paymentMethodId", (id) => ({ ...booking, paymentMethodId: id })],
  ["booking learnerId", createBookingSchema, booking, "learnerId", (id) => ({ ...booking, learnerId: id })],
  ["card groupId", cardInputSchema, card, "groupId", (id) => ({ ...card, type: "group", groupId: id })],
  ["card categoryIds", cardInputSchema, card, "categoryIds.0", (id) => ({ ...card, categoryIds: [id] })],
  ["search group_id", cardSearchQuerySchema, {}, "group_id", (id) => ({ group_id: id })],
  ["search category", cardSearchQuerySchema, {}, "category", (id) => ({ category: id })],
  ["bookings advisor_id", bookingListQuerySchema, {}, "advisor_id", (id) => ({ advisor_id: id })],
  ["bookings learner_id", bookingListQuerySchema, {}, "learner_id", (id) => ({ learner_id: id })],
  ["bookings facilitated_by", bookingListQuerySchema, {}, "facilitated_by", (id) => ({ facilitated_by: id })],
];

describe("ids sent by clients", () => {
  it.each(cases)(
    "%s: refuses an empty or blank id with a message on that field, and takes a real one",
    (_name, schema, valid, path, withId) => {
      expect(schema.safeParse(valid).success).toBe(true);
      expect(schema.safeParse(withId("0b6f7d2e-5c1a-4d8e-9f3b-2a7c9e1d4f60")).success).toBe(true);
      for (const bad of ["", " ", "\t", "a b", "x".repeat(129)]) {
        const result = schema.safeParse(withId(bad));
        expect(result.success, JSON.stringify(bad)).toBe(false);
        expect(result.error!.issues.map((issue) => issue.path.join("."))).toContain(path);
      }
    },
  );
});
