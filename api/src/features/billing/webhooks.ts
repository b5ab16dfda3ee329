import { WebhookSignatureError } from "../../adapters/payments/payments.ts";
import { AppError } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { syncBookingPayment } from "../bookings/bookings.service.ts";
import { applyProviderEvent, concernsPlatform, releaseProviderEvent, takeProviderEvent } from "../payments/payments.service.ts";
import { settleGiftCardPayment } from "../credits/credits.service.ts";
import { applySubscriptionEvent } from "../plans/plans.service.ts";

/**
 * `POST /api/webhooks/stripe`: the raw body's signature is checked (300 s tolerance), the event is
 * handled once by its id (a duplicate answers 200 and changes nothing), and the bookings whose charge
 * changed are brought up to date. Handlers compare the provider's `created` time, so late or
 * out-of-order events never overwrite newer state. A handler that fails forgets the event, so
 * Stripe's retry is handled. A connected account's event about anything but its own state and payouts
 * (`concernsPlatform`) is acknowledged and changes nothing: bookings, gift cards and plans are charged
 * on the platform account.
 */
export async function handleWebhook(
  services: Services,
  rawBody: string,
  signature: string | null,
): Promise<{ duplicate: boolean; ignored?: true }> {
  const event = await services.payments.verifyWebhook(rawBody, signature).catch((error) => {
    if (error instanceof WebhookSignatureError) throw new AppError("bad_request", "The webhook signature doesn't verify.");
    throw error;
  });
  if (!concernsPlatform(event)) {
    services.log.info("webhook.ignored_connected_account_event", { eventId: event.id, type: event.type, account: event.account });
    return { duplicate: false, ignored: true };
  }
  if (!(await takeProviderEvent(services, event))) return { duplicate: true };
  try {
    for (const bookingId of await applyProviderEvent(services, event)) await syncBookingPayment(services, bookingId);
    await applySubscriptionEvent(services, event);
    // A gift card's charge the bank confirmed after the buyer left: the card is paid and sent now.
    const giftCardId = (event.object.metadata as Record<string, unknown> | undefined)?.gift_card_id;
    if (event.type.startsWith("payment_intent.") && typeof giftCardId === "string") await settleGiftCardPayment(services, { giftCardId });
  } catch (error) {
    await releaseProviderEvent(services, event.id);
    throw error;
  }
  return { duplicate: false };
}
