import { z } from "zod";
import { workingHoursSchema } from "../domain/availability/working-hours.ts";
import { TEXT_LIMITS } from "../domain/validation/text-limit.ts";
import { utcInstant } from "./bookings.ts";
import { idField } from "./ids.ts";
import { limitedText } from "./text.ts";

export const BUFFER_MINUTES = [0, 15, 30, 60] as const;
export const MIN_NOTICE_HOURS = [0, 1, 2, 4, 12, 24, 48] as const;

/** `GET/PUT /api/me/availability` — the advisor's standard working hours and booking settings, in their own timezone. */
export const availabilitySettingsSchema = z.object({
  timezone: z.string(),
  workingHours: workingHoursSchema,
  useCalendarBookingBuffer: z.boolean(),
  bufferMinutes: z.union(BUFFER_MINUTES.map((m) => z.literal(m))),
  /** Monthly hours limit, pro bono included; null for no limit. */
  consultationCap: z.number().int().min(1, "A cap needs at least 1 hour.").max(744).nullable(),
  minNoticeHours: z.union(MIN_NOTICE_HOURS.map((h) => z.literal(h))),
  /** Learners may book free slots without waiting for approval. */
  instantBooking: z.boolean(),
});
export type AvailabilitySettings = z.infer<typeof availabilitySettingsSchema>;
export const updateAvailabilitySchema = availabilitySettingsSchema.omit({ timezone: true }).partial();

/** `GET/PUT /api/me/cards/{id}/working-hours` — a card uses the standard hours or its own. */
export const cardWorkingHoursSchema = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("standard") }),
  z.object({ mode: z.literal("custom"), workingHours: workingHoursSchema }),
]);
export type CardWorkingHours = z.infer<typeof cardWorkingHoursSchema>;

/** An unavailable range (holiday, leave). The client converts the advisor's local dates to UTC instants. */
export const unavailableTimeInputSchema = z
  .object({
    startsAtUtc: utcInstant,
    endsAtUtc: utcInstant,
    note: limitedText(TEXT_LIMITS.note).default(""),
    /** The one card it applies to; null for all of them. */
    cardId: idField.nullable().default(null),
  })
  .refine((r) => r.endsAtUtc > r.startsAtUtc, { path: ["endsAtUtc"], message: "The end must be after the start." });
export const unavailableTimeSchema = z.object({
  id: z.string(),
  startsAtUtc: z.string(),
  endsAtUtc: z.string(),
  note: z.string(),
  cardId: z.string().nullable(),
});
export type UnavailableTime = z.infer<typeof unavailableTimeSchema>;

/** Built-in ledger test cards (embedded mode): these numbers behave like Stripe's test cards. */
export const TEST_CARDS = {
  "4242424242424242": "succeeds",
  "4000000000000002": "declined",
  "4000000000009995": "insufficient-funds",
  "4000002760003184": "authentication-required",
} as const;

/** `POST /api/me/payment-methods`: a card for the built-in ledger, or a provider token (Stripe) in production. */
export const addPaymentMethodSchema = z.union([
  z.object({
    number: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^\d{12,19}$/, "That card number doesn't look right.")),
    expMonth: z.number().int().min(1, "Please check the expiry month.").max(12, "Please check the expiry month."),
    expYear: z.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/, "Please check the security code."),
  }),
  z.object({ token: z.string().min(1) }),
]);
export const paymentMethodSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  /** The card charged when a booking names none. */
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type PaymentMethodDto = z.infer<typeof paymentMethodSchema>;
