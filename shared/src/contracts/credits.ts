import { z } from "zod";

/** Credits and vouchers (core §3 Credit, §7 `me/credit-available`, `me/redeem-voucher`). Amounts in minor units. */

export const CREDIT_SOURCES = ["sign-up", "voucher", "gift-card", "staff"] as const;
export type CreditSource = (typeof CREDIT_SOURCES)[number];

export const VOUCHER_MESSAGES = {
  invalid: "This voucher code is not valid.",
  claimed: "This voucher code has been claimed.",
  expired: "This voucher code has expired.",
} as const;

/** `GET /api/me/credit-available`: what can be spent now in the caller's currency, and in any other currency held. */
export const creditAvailableSchema = z.object({
  credit_available: z.number().int(),
  currency: z.string(),
  balances: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
});
export type CreditAvailableDto = z.infer<typeof creditAvailableSchema>;

/** One credit with its history: `GET /api/me/credits` (the Credits page). */
export const creditSchema = z.object({
  id: z.string(),
  source: z.enum(CREDIT_SOURCES),
  /** In words: "Sign-up credit", "Voucher …1234", "Gift card from Ava". */
  label: z.string(),
  currency: z.string(),
  totalCreditCents: z.number().int(),
  usedCreditCents: z.number().int(),
  expiresAt: z.string(),
  expired: z.boolean(),
  uses: z.array(
    z.object({
      bookingId: z.string(),
      cardTitle: z.string(),
      /** Positive when spent on a booking, negative when given back by a refund. */
      amount: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  createdAt: z.string(),
});
export type CreditDto = z.infer<typeof creditSchema>;

export const redeemVoucherSchema = z.object({ code: z.string().trim().min(1, VOUCHER_MESSAGES.invalid).max(64, VOUCHER_MESSAGES.invalid) });

/** Staff: `POST /api/vouchers` makes `count` codes worth `amount` each. */
export const issueVouchersSchema = z.object({
  amount: z.number().int("Whole cents, please.").min(100, "At least 1.00.").max(100_000, "At most 1,000.00."),
  currency: z.enum(["AUD", "CAD", "EUR", "GBP", "NZD", "USD"]),
  count: z.number().int().min(1).max(100).default(1),
  /** Days the codes can be redeemed for; the credit then lasts 12 months from redemption. */
  validDays: z.number().int().min(1).max(1_095).default(365),
  note: z.string().trim().max(200).default(""),
});
export const issuedVouchersSchema = z.object({ codes: z.array(z.string()), expiresAt: z.string() });
