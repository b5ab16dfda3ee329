import { z } from "zod";
import { type GIFT_CARD_AMOUNTS, validateGiftCardForm } from "../domain/money/gift-cards.ts";

/**
 * Gift cards (public-site §1 Other offers): `POST /api/gift-cards` buys one with the buyer's default saved card,
 * `POST /api/gift-cards/{id}/complete` finishes a purchase the bank wanted confirmed (3-D Secure),
 * `GET /api/me/gift-cards` lists what the caller bought. Amounts in minor units of the buyer's currency.
 */

/** Anything that isn't a string reads as empty, so a missing field gets the "you missed the …" text. */
const text = z.string().catch("");

/**
 * The purchase form. The rules are the pure ones the /giftcards page runs; the delivery date's
 * range needs the buyer's today, so the API checks that part after parsing. `requestKey` makes a
 * resent form (a lost answer, a double click) find the purchase it already made.
 */
export const buyGiftCardSchema = z
  .object({
    amount: z.unknown(),
    recipientName: text,
    recipientEmail: text,
    message: text.optional(),
    deliverOn: text,
    requestKey: z.string().trim().min(8).max(100).optional(),
  })
  .superRefine((values, ctx) => {
    const errors = validateGiftCardForm(
      {
        amount: typeof values.amount === "number" || typeof values.amount === "string" ? values.amount : "",
        recipientName: values.recipientName,
        recipientEmail: values.recipientEmail,
        message: values.message ?? "",
        deliverOn: values.deliverOn,
      },
      null,
    );
    for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: "custom", path: [field], message });
  })
  .transform((values) => ({
    amount: Number(values.amount) as (typeof GIFT_CARD_AMOUNTS)[number],
    recipientName: values.recipientName.trim().replace(/\s+/g, " "),
    recipientEmail: values.recipientEmail.trim().toLowerCase(),
    message: (values.message ?? "").trim(),
    deliverOn: values.deliverOn.trim(),
    requestKey: values.requestKey ?? null,
  }));
export type BuyGiftCardInput = z.input<typeof buyGiftCardSchema>;
export type BuyGiftCard = z.output<typeof buyGiftCardSchema>;

export const GIFT_CARD_STATUSES = ["pending", "requires-action", "paid", "failed"] as const;

/** A gift card as its buyer sees it: what it is, who it's for, whether it's paid and delivered. */
export const giftCardSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  message: z.string(),
  /** The day chosen (YYYY-MM-DD) and the instant the mail goes out. */
  deliverOn: z.string(),
  deliverAt: z.string(),
  /** When the recipient was mailed the code; null until then. */
  deliveredAt: z.string().nullable(),
  /**
   * pending: the payment provider hasn't answered yet; requires-action: the bank wants the buyer to
   * confirm (`clientSecret` for Stripe.js, null on the built-in ledger); paid; failed (`failure` says why).
   */
  status: z.enum(GIFT_CARD_STATUSES),
  failure: z.string().nullable(),
  clientSecret: z.string().nullable(),
  /** The code's last four characters once issued (the code itself goes only to the recipient). */
  codeLast4: z.string().nullable(),
  createdAt: z.string(),
});
export type GiftCardDto = z.infer<typeof giftCardSchema>;
