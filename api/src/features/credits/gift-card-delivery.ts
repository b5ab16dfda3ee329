import { z } from "zod";
import { formatVoucherCode, VOUCHER_ALPHABET } from "@kora/shared/domain/money/credits.ts";
import type { Db } from "../../db/database.ts";
import { defineJob } from "../../jobs/job.ts";
import { hmac } from "../../lib/crypto.ts";
import type { Services } from "../../services.ts";
import { findUserById, userLocale } from "../users/users.service.ts";
import type { GiftCardRow } from "./credits.table.ts";
import { giftCardMail } from "./gift-card-mails.ts";
import { findGiftCard, markGiftCardDelivered } from "./gift-cards.repository.ts";
import { findVoucher } from "./vouchers.repository.ts";

const CODE_LENGTH = 16;
/** Bytes at or above this would favour the alphabet's first letters: they are skipped. */
const UNBIASED = 256 - (256 % VOUCHER_ALPHABET.length);

/**
 * A gift card's voucher code, derived from the server's secret and the card's id: 16 letters of the
 * voucher alphabet (about 79 bits), unguessable without the secret. Derived rather than stored, so
 * the code is kept nowhere in plain text (vouchers hold its hash) and the delivery job, however
 * often it runs, mails the very code the voucher was issued for.
 */
export async function giftCardCode(secret: string, giftCardId: string): Promise<string> {
  let code = "";
  for (let round = 0; code.length < CODE_LENGTH; round++) {
    const digest = await hmac(secret, `gift-card-code:${giftCardId}:${round}`);
    for (let i = 0; i < digest.length && code.length < CODE_LENGTH; i += 2) {
      const byte = Number.parseInt(digest.slice(i, i + 2), 16);
      if (byte < UNBIASED) code += VOUCHER_ALPHABET[byte % VOUCHER_ALPHABET.length];
    }
  }
  return formatVoucherCode(code);
}

const payload = z.object({ giftCardId: z.string() });

/**
 * Mails the recipient their code on the chosen day, in the buyer's language (the recipient may have
 * no account). Idempotent: a card already delivered (or not
 * paid) is left alone; the mail is sent before the card is marked, so a crash in between sends the
 * same code again rather than never. A mail server that is down makes the queue retry.
 */
export const deliverGiftCardJob = defineJob(
  "gift-card.deliver",
  payload,
  async ({ giftCardId }, services: Pick<Services, "config" | "db" | "mailer" | "now" | "secret">) => {
    const card = await findGiftCard(services.db, giftCardId);
    if (card?.status !== "paid" || card.delivered_at !== null || card.voucher_id === null) return;
    const [buyer, voucher] = await Promise.all([findUserById(services.db, card.buyer_id), findVoucher(services.db, card.voucher_id)]);
    if (!buyer || !voucher) return;
    await services.mailer.send(
      giftCardMail({
        card,
        buyerFirstName: buyer.first_name,
        code: await giftCardCode(services.secret, card.id),
        expiresAt: voucher.expires_at,
        publicUrl: services.config.publicUrl,
        locale: userLocale(buyer),
      }),
    );
    await markGiftCardDelivered(services.db, card.id, services.now().toISOString());
  },
);

/** Schedules the recipient's mail at the card's delivery time, once per card; `db` is the purchase's transaction. */
export async function scheduleDelivery(
  services: Pick<Services, "jobs">,
  db: Db,
  card: Pick<GiftCardRow, "id" | "deliver_at_ms">,
): Promise<void> {
  await services.jobs.enqueue(
    deliverGiftCardJob,
    { giftCardId: card.id },
    { db, runAtMs: card.deliver_at_ms, dedupeKey: `${deliverGiftCardJob.kind}:${card.id}` },
  );
}

/** The gift card jobs, for createApp's catalogue. */
export const GIFT_CARD_JOBS = [deliverGiftCardJob] as const;
