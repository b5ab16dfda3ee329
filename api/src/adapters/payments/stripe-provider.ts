import Stripe from "stripe";
import {
  type CardDetails,
  PaymentError,
  type PaymentsProvider,
  type PayoutAccountState,
  type ProviderEvent,
  type SavedPaymentMethod,
  WebhookSignatureError,
} from "./payments.ts";
import {
  cardErrorOutcome,
  chargeOutcomeOf,
  isCardError,
  isStripeError,
  isUnavailable,
  refundOutcomeOf,
  stripeCall,
  translateStripeError,
} from "./stripe-errors.ts";
import { stripeSubscriptions } from "./stripe-subscriptions.ts";

export interface StripeProviderOptions {
  /** The platform's secret key (sk_live_… / sk_test_…). */
  secretKey: string;
  /** The signing secret of our webhook endpoint (whsec_…). */
  webhookSecret: string;
  /** The key the browser's Stripe.js uses (pk_…). */
  publishableKey: string;
  /** Where the API is (Stripe's own by default; tests point these at a local fake). */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
  /** Per-request timeout in milliseconds (the SDK's 80 s by default). */
  timeoutMs?: number;
  /** Retries of connection failures, 409s and 5xx, with the same idempotency key (2 by default). */
  maxNetworkRetries?: number;
  /** Kora's public origin: relative return/refresh URLs of Account Links are resolved against it. */
  publicUrl: string;
}

/** Seconds a webhook's signature timestamp may lag behind our clock (Stripe's default). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Stripe's card brand ids as people write them. */
const BRANDS: Record<string, string> = {
  amex: "American Express",
  cartes_bancaires: "Cartes Bancaires",
  diners: "Diners Club",
  eftpos_au: "eftpos",
  jcb: "JCB",
  mastercard: "Mastercard",
  unionpay: "UnionPay",
};

const brandName = (brand: string) => BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

/** Errors about a transfer's destination account (it can't receive money yet): an outcome, not a bug. */
const DESTINATION_CODES = new Set(["insufficient_capabilities_for_transfer", "account_invalid", "transfers_not_allowed", "no_account"]);

/**
 * The production payments provider: Stripe, with off-session PaymentIntents on cards saved through
 * SetupIntents, Connect Express accounts for advisors, and separate transfers from each settled
 * charge (`source_transaction`). It uses the SDK's fetch client and Web Crypto, so it runs on Deno
 * as well as Node. Every write carries the caller's idempotency key, which the SDK also reuses on
 * its own retries.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentsProvider {
  const stripe = new Stripe(options.secretKey, {
    apiVersion: Stripe.API_VERSION,
    httpClient: Stripe.createFetchHttpClient(),
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    timeout: options.timeoutMs,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    telemetry: false,
    appInfo: { name: "Kora" },
  });
  const cryptoProvider = Stripe.createSubtleCryptoProvider();
  const absolute = (url: string) => new URL(url, options.publicUrl).href;

  const intentOutcome = async (ref: string) => {
    const intent = await stripeCall(() => stripe.paymentIntents.retrieve(ref));
    return chargeOutcomeOf(intent);
  };

  /** The Charge behind a PaymentIntent (`latest_charge`), as Transfers' `source_transaction` needs a ch_ id. */
  const chargeIdOf = async (ref: string): Promise<string> => {
    if (!ref.startsWith("pi_")) return ref;
    const intent = await stripeCall(() => stripe.paymentIntents.retrieve(ref));
    const charge = intent.latest_charge;
    if (!charge) throw new Error(`PaymentIntent ${ref} has no charge to transfer from (status ${intent.status})`);
    return typeof charge === "string" ? charge : charge.id;
  };

  return {
    kind: "stripe",
    ...stripeSubscriptions(stripe),
    publishableKey: options.publishableKey,

    async createCustomer({ userId, email, name }) {
      const customer = await stripeCall(() =>
        stripe.customers.create(
          { email: email ?? undefined, name, metadata: { user_id: userId } },
          { idempotencyKey: `user:${userId}:customer` },
        ),
      );
      return customer.id;
    },

    async createSetupIntent(customerRef, idempotencyKey) {
      // Since API version 2026-09-30 `allowed_payment_method_types` replaces `payment_method_types`.
      const intent = await stripeCall(() =>
        stripe.setupIntents.create(
          { customer: customerRef, usage: "off_session", allowed_payment_method_types: ["card"] },
          { idempotencyKey },
        ),
      );
      if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} came back without a client secret`);
      return { clientSecret: intent.client_secret };
    },

    async saveCard(customerRef, card: CardDetails): Promise<SavedPaymentMethod> {
      if (!("token" in card)) throw new PaymentError("number", "Card numbers are entered in Stripe's secure form, not sent to Kora.");
      let method = await retrieveMethod(stripe, card.token);
      const owner = typeof method.customer === "string" ? method.customer : (method.customer?.id ?? null);
      if (owner && owner !== customerRef) throw new PaymentError("token", "That card belongs to another account.");
      if (!owner) method = await stripeCall(() => stripe.paymentMethods.attach(card.token, { customer: customerRef }));
      if (!method.card) throw new PaymentError("token", "Only cards can be saved for bookings.");
      return {
        providerRef: method.id,
        brand: brandName(method.card.brand),
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
      };
    },

    async removeCard(providerRef) {
      await stripeCall(() => stripe.paymentMethods.detach(providerRef));
    },

    async setDefaultCard(customerRef, methodRef) {
      await stripeCall(() => stripe.customers.update(customerRef, { invoice_settings: { default_payment_method: methodRef ?? "" } }));
    },

    async charge(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            customer: input.customerRef,
            payment_method: input.methodRef,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: {
              ...(input.bookingId && { booking_id: input.bookingId }),
              ...input.metadata,
              platform_fees: String(input.fees),
            },
            ...(input.bookingId && { transfer_group: `booking_${input.bookingId}` }),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return chargeOutcomeOf(intent);
      } catch (error) {
        if (isCardError(error)) return cardErrorOutcome(error);
        throw translateStripeError(error);
      }
    },

    completeCharge: intentOutcome,
    retrieveCharge: intentOutcome,

    async refund({ chargeRef, bookingId, amount, reason, idempotencyKey }) {
      const refund = await stripeCall(() =>
        stripe.refunds.create(
          { payment_intent: chargeRef, amount, reason: "requested_by_customer", metadata: { booking_id: bookingId, reason } },
          { idempotencyKey },
        ),
      );
      return refundOutcomeOf(refund);
    },

    async createPayoutAccount({ userId, email, country, dateOfBirth }) {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
      if (!match) throw new PaymentError("dateOfBirth", "Enter your date of birth as YYYY-MM-DD.");
      const dob = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
      const account = await stripeCall(() =>
        stripe.accounts.create(
          {
            type: "express",
            country,
            email,
            business_type: "individual",
            individual: { email, dob },
            capabilities: { transfers: { requested: true } },
            metadata: { user_id: userId },
          },
          { idempotencyKey: `user:${userId}:payout-account:${country}` },
        ),
      );
      return account.id;
    },

    async addBankAccount() {
      throw new PaymentError("token", "Your bank account is added on Stripe: choose Set up payouts.");
    },

    async payoutAccount(accountRef): Promise<PayoutAccountState> {
      const account = await stripeCall(() => stripe.accounts.retrieve(accountRef));
      const due = [...(account.requirements?.currently_due ?? []), ...(account.requirements?.past_due ?? [])];
      return {
        detailsSubmitted: account.details_submitted ?? false,
        payoutsEnabled: account.payouts_enabled ?? false,
        requirements: [...new Set(due)],
        bankLast4: account.external_accounts?.data[0]?.last4 ?? null,
      };
    },

    async payoutLink(accountRef, type, urls) {
      if (type === "dashboard") return (await stripeCall(() => stripe.accounts.createLoginLink(accountRef))).url;
      const link = await stripeCall(() =>
        stripe.accountLinks.create({
          account: accountRef,
          type: "account_onboarding",
          refresh_url: absolute(urls.refreshUrl),
          return_url: absolute(urls.returnUrl),
        }),
      );
      return link.url;
    },

    async transfer({ accountRef, bookingId, amount, currency, sourceChargeRef, idempotencyKey }) {
      const sourceTransaction = sourceChargeRef ? await chargeIdOf(sourceChargeRef) : undefined;
      try {
        const transfer = await stripe.transfers.create(
          {
            amount,
            currency: currency.toLowerCase(),
            destination: accountRef,
            ...(sourceTransaction ? { source_transaction: sourceTransaction } : {}),
            transfer_group: `booking_${bookingId}`,
            metadata: { booking_id: bookingId },
          },
          { idempotencyKey },
        );
        return { status: "succeeded", ref: transfer.id };
      } catch (error) {
        const refused = isStripeError(error) && (error.type === "StripeInvalidRequestError" || error.type === "StripePermissionError");
        if (refused && !isUnavailable(error) && (error.param === "destination" || DESTINATION_CODES.has(error.code ?? "")))
          return { status: "failed", ref: null, reason: error.message };
        throw translateStripeError(error);
      }
    },

    async verifyWebhook(rawBody, signature): Promise<ProviderEvent> {
      if (!signature) throw new WebhookSignatureError("The Stripe-Signature header is missing.");
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          cryptoProvider,
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "The webhook signature does not verify.");
      }
      return {
        id: event.id,
        type: event.type,
        created: event.created,
        account: event.account ?? null,
        object: event.data.object as unknown as Record<string, unknown>,
      };
    },
  };
}

/** A PaymentMethod by id; an unknown one is the form's problem, not a bug. */
async function retrieveMethod(stripe: Stripe, id: string): Promise<Stripe.PaymentMethod> {
  try {
    return await stripe.paymentMethods.retrieve(id);
  } catch (error) {
    if (isStripeError(error) && error.code === "resource_missing")
      throw new PaymentError("token", "That card could not be found: add it again.");
    throw translateStripeError(error);
  }
}
