import { z } from "zod";
import { priceBreakdownSchema } from "./bookings.ts";
import { idField } from "./ids.ts";
import { PAID_BOOKABLE_COUNTRIES, PAID_COUNTRIES_TEXT } from "../domain/cards/rules.ts";

/**
 * Payments, receipts and advisor payouts (core §7 `me/setup-intent`, `me/payment-methods`,
 * `me/payout-account`, `me/payout-methods`, `me/stripe-link`, `me/next-payment`). Every amount is an
 * integer in the minor units of its currency.
 */

/** `POST /api/me/setup-intent`: what the browser needs to save a card. On the ledger there is no client secret: the card form posts the number. */
export const setupIntentSchema = z.object({
  provider: z.enum(["ledger", "stripe"]),
  clientSecret: z.string().nullable(),
  publishableKey: z.string().nullable(),
});
export type SetupIntentDto = z.infer<typeof setupIntentSchema>;

/** `GET /api/me/payment-config`: which provider takes payments, and Stripe.js's key when it's Stripe. */
export const paymentConfigSchema = z.object({ provider: z.enum(["ledger", "stripe"]), publishableKey: z.string().nullable() });

/** The state of one money movement, the same on both providers. */
export const MOVEMENT_STATUSES = ["pending", "requires-action", "succeeded", "failed", "scheduled", "on-hold", "reversed"] as const;
export const movementStatusSchema = z.enum(MOVEMENT_STATUSES);
export type MovementStatus = z.infer<typeof movementStatusSchema>;

/** Why money went back to the learner, in words both sides see. */
export const REFUND_REASONS = {
  "no-show-advisor": "The advisor didn't join the session: full refund.",
  "cancel-by-advisor": "The advisor cancelled: full refund.",
  "cancel-by-learner": "Cancelled more than 24 hours ahead: the session fee is refunded; the admin and card fees are kept.",
  "reschedule-failed": "The new time couldn't be agreed: everything but the admin fee is refunded.",
} as const;

/** One receipt line: a charge or refund (the learner's) or a transfer or payout (the advisor's). */
export const receiptSchema = z.object({
  id: z.string(),
  kind: z.enum(["charge", "refund", "transfer", "payout"]),
  status: movementStatusSchema,
  amount: z.number().int(),
  currency: z.string(),
  /** Platform fees inside a charge (admin fee + private card fee); 0 on other kinds. */
  fees: z.number().int(),
  /** The refund's reason, or the failure's text, in words. */
  reason: z.string().nullable(),
  /** When an on-hold or scheduled transfer is due, or an action-required charge must be paid by. */
  dueAtUtc: z.string().nullable(),
  booking: z
    .object({
      id: z.string(),
      cardTitle: z.string(),
      otherName: z.string(),
      bookingTimeUtc: z.string().nullable(),
      duration: z.number().int(),
      price: priceBreakdownSchema,
      /** The part of the price paid with credit (the card paid the rest). */
      credit: z.number().int(),
      /** All that went back to the learner for it, to the card and as credit (refund-split.ts). */
      refunded: z.number().int(),
    })
    .nullable(),
  /** A gift card this payment bought (no booking then): who it is for. */
  giftCard: z.object({ id: z.string(), recipientName: z.string() }).nullable(),
  createdAt: z.string(),
});
export type ReceiptDto = z.infer<typeof receiptSchema>;

/** `GET /api/me/next-payment`: the soonest payment the caller owes or will owe, or null. */
export const nextPaymentSchema = z
  .object({
    amount: z.number().int(),
    currency: z.string(),
    /** "action-required": pay now on the booking page; "on-confirmation": charged when the advisor confirms. */
    kind: z.enum(["action-required", "on-confirmation"]),
    dueAtUtc: z.string().nullable(),
    bookingId: z.string(),
    cardTitle: z.string(),
  })
  .nullable();
export type NextPaymentDto = z.infer<typeof nextPaymentSchema>;

/**
 * Countries payouts are set up for: exactly where advisors can take paid bookings (PAID_BOOKABLE_COUNTRIES),
 * so no one completes payout details for earnings they can never have (public-site §9.1).
 */
export const PAYOUT_COUNTRIES = PAID_BOOKABLE_COUNTRIES;

export const PAYOUT_MESSAGES = {
  terms: "You must agree to the terms and conditions.",
  country: `Payouts are available in ${PAID_COUNTRIES_TEXT}, where advisors can take paid bookings.`,
  dateOfBirth: "Please enter your date of birth; you must be 18 or over to be paid.",
} as const;

/** `POST /api/me/payout-account`: the details asked at the first paid booking request (public-site §5). */
export const payoutAccountInputSchema = z.object({
  country: z.enum(PAYOUT_COUNTRIES, PAYOUT_MESSAGES.country),
  dateOfBirth: z.iso.date(PAYOUT_MESSAGES.dateOfBirth),
  acceptTerms: z.literal(true, PAYOUT_MESSAGES.terms),
});

/** `POST /api/me/payout-methods`: a bank account for the built-in ledger, or a provider token. */
export const payoutMethodInputSchema = z.union([
  z.object({
    accountHolder: z.string().trim().min(2, "Please enter the account holder's name.").max(120),
    routingNumber: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^\d{6,9}$/, "Please check the BSB, sort code or routing number.")),
    accountNumber: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^\d{6,17}$/, "Please check the account number.")),
  }),
  z.object({ token: z.string().min(1) }),
]);

/** `POST /api/me/stripe-link`. */
export const stripeLinkInputSchema = z.object({ type: z.enum(["onboarding", "dashboard"]) });
export const stripeLinkSchema = z.object({ url: z.string() });

/** An advisor's payout account as both providers describe it. */
export const payoutAccountSchema = z.object({
  provider: z.enum(["ledger", "stripe"]),
  /** none: no details yet; pending: details given, not yet able to receive; enabled; restricted: the provider needs more. */
  status: z.enum(["none", "pending", "enabled", "restricted"]),
  country: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  bankLast4: z.string().nullable(),
  /** What the provider still needs, in words; empty when nothing. */
  requirements: z.array(z.string()),
  /** True when paid work waits and payouts can't be made yet (the alert on My details). */
  needsDetails: z.boolean(),
  /** What waits: a paid request to answer, or a paid session to be paid for (confirmed, or ended with pay for the advisor). */
  needsDetailsFor: z.enum(["request", "session"]).nullable(),
  earnings: z.object({
    currency: z.string().nullable(),
    /** Settled bookings whose transfer is scheduled or on hold, in minor units per currency. */
    pending: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
    paid: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
  }),
});
export type PayoutAccountDto = z.infer<typeof payoutAccountSchema>;

/** `POST /api/bookings/{id}/pay`: pay an unpaid confirmed booking, with another card or after the bank's check. */
export const payBookingSchema = z.object({ paymentMethodId: idField.nullable().default(null) });

export const receiptPageSchema = z.object({
  data: z.array(receiptSchema),
  meta: z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int(), pages: z.number().int() }),
});

/** Days after a session's completion (or no-show resolution) before the advisor's transfer is made (public-site §9: "about a week"). */
export const DAYS_BEFORE_PAYOUT = 7;
