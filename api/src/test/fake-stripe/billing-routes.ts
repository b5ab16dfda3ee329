import { type FormBody, object, record, str } from "./form.ts";
import { DECLINES, integer, required } from "./payments-routes.ts";
import { base, type FakeStripeObjects, invalid, missing, newId, type Route, type StripeObject, StripeFault } from "./state.ts";

/**
 * Stripe Billing as far as Kora uses it: Prices (found by lookup key), Subscriptions with a trial or
 * a first invoice paid at once (`error_if_incomplete`), cancelling now, and — as test controls — the
 * end of a period (renew, fail and retry, end after the last retry), each returning the events Stripe
 * would send, for the test to deliver signed.
 */

const MONTH_SECONDS = 30 * 86_400;

/** One calendar month after `seconds`, as Stripe bills monthly (day clamped to the month's end). */
function nextMonth(seconds: number): number {
  const from = new Date(seconds * 1000);
  const lastDay = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 2, 0)).getUTCDate();
  const next = new Date(from);
  next.setUTCDate(1);
  next.setUTCMonth(from.getUTCMonth() + 1);
  next.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return Math.floor(next.getTime() / 1000) || seconds + MONTH_SECONDS;
}

function createPrice({ objects, body }: { objects: FakeStripeObjects; body: FormBody }): StripeObject {
  const productData = object(body.product_data);
  const name = str(productData.name);
  if (!name) throw invalid("Missing required param: product_data[name].", "parameter_missing", "product_data[name]");
  const lookupKey = str(body.lookup_key) ?? null;
  if (lookupKey && [...objects.prices.values()].some((price) => price.lookup_key === lookupKey))
    throw invalid(`A price (\`${lookupKey}\`) already uses that lookup key.`, "lookup_key_exists", "lookup_key");
  const product = { ...base("prod", "product"), name, active: true, metadata: record(productData.metadata) };
  objects.products.set(product.id, product);
  const interval = str(object(body.recurring).interval);
  if (interval !== "month") throw invalid("Kora's plans are monthly: recurring[interval] must be month.", "parameter_invalid", "recurring");
  const price: StripeObject = {
    ...base("price", "price"),
    active: true,
    currency: required(body, "currency").toLowerCase(),
    unit_amount: integer(body, "unit_amount"),
    recurring: { interval: "month", interval_count: 1, usage_type: "licensed" },
    product: product.id,
    lookup_key: lookupKey,
    metadata: record(body.metadata),
    type: "recurring",
  };
  objects.prices.set(price.id, price);
  return price;
}

function listPrices({ objects, body }: { objects: FakeStripeObjects; body: FormBody }) {
  const keys = body.lookup_keys;
  const wanted = Array.isArray(keys) ? keys.filter((key): key is string => typeof key === "string") : [];
  const data = [...objects.prices.values()].filter(
    (price) => price.active && (!wanted.length || wanted.includes(String(price.lookup_key))),
  );
  return { object: "list", data: data.slice(0, Number(str(body.limit) ?? 10)), has_more: false, url: "/v1/prices" };
}

/** A paid or failed invoice for a subscription's period. */
function invoiceFor(
  objects: FakeStripeObjects,
  subscription: StripeObject,
  paid: boolean,
  reason: string | null,
  attempt: number,
): StripeObject {
  const price = objects.prices.get(String(subscription.price_id))!;
  const invoice: StripeObject = {
    ...base("in", "invoice"),
    customer: subscription.customer,
    subscription: subscription.id,
    amount_due: price.unit_amount,
    amount_paid: paid ? price.unit_amount : 0,
    currency: price.currency,
    status: paid ? "paid" : "open",
    attempt_count: attempt,
    billing_reason: attempt > 1 || subscription.status !== "incomplete" ? "subscription_cycle" : "subscription_create",
    last_finalization_error: null,
    next_payment_attempt: null,
    metadata: {},
    parent: { type: "subscription_details", subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
    failure_reason: reason,
    period_start: (subscription.period_start as number | undefined) ?? subscription.created,
    period_end: (subscription.period_end as number | undefined) ?? subscription.created,
  };
  objects.invoices.set(invoice.id, invoice);
  return invoice;
}

/** The card an invoice is charged to: the subscription's own, else the customer's invoice default. */
function cardOf(objects: FakeStripeObjects, subscription: StripeObject): string | null {
  const customer = objects.customers.get(String(subscription.customer));
  const settings = customer?.invoice_settings as { default_payment_method: string | null } | undefined;
  return (subscription.default_payment_method as string | null) ?? settings?.default_payment_method ?? null;
}

/** Charges the subscription's card: null when paid, else the decline. */
function chargeCard(objects: FakeStripeObjects, subscription: StripeObject): (typeof DECLINES)[keyof typeof DECLINES] | null {
  const methodId = cardOf(objects, subscription);
  if (!methodId) return DECLINES.declined;
  const behaviour = objects.behaviours.get(methodId) ?? "succeeds";
  return behaviour === "succeeds" ? null : DECLINES[behaviour];
}

const withItems = (subscription: StripeObject, periodStart: number, periodEnd: number) => {
  const price = subscription.price_id;
  // Kept for the invoices the next period end produces (Stripe bills the period that ended).
  Object.assign(subscription, { period_start: periodStart, period_end: periodEnd });
  subscription.items = {
    object: "list",
    data: [
      {
        id: newId("si"),
        object: "subscription_item",
        price: { id: price },
        current_period_start: periodStart,
        current_period_end: periodEnd,
      },
    ],
  };
};

function createSubscription({ objects, body }: { objects: FakeStripeObjects; body: FormBody }): StripeObject {
  const customerId = required(body, "customer");
  if (!objects.customers.has(customerId)) throw missing("customer", customerId, "customer");
  const items = body.items;
  const priceId = Array.isArray(items) ? str(object(items[0]).price) : undefined;
  if (!priceId || !objects.prices.has(priceId)) throw missing("price", String(priceId), "items[0][price]");
  const methodId = str(body.default_payment_method) ?? null;
  if (methodId && objects.paymentMethods.get(methodId)?.customer !== customerId)
    throw invalid("The customer does not have a payment method with the ID given.", "resource_missing", "default_payment_method");
  const now = Math.floor(Date.now() / 1000);
  const trialEnd = str(body.trial_end) ? Number(str(body.trial_end)) : null;
  const subscription: StripeObject = {
    ...base("sub", "subscription"),
    customer: customerId,
    default_payment_method: methodId,
    price_id: priceId,
    metadata: record(body.metadata),
    status: "incomplete",
    trial_end: trialEnd,
    trial_settings: {
      end_behavior: {
        missing_payment_method: str(object(object(body.trial_settings).end_behavior).missing_payment_method) ?? "create_invoice",
      },
    },
    billing_cycle_anchor: trialEnd ?? now,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    latest_invoice: null,
  };
  if (trialEnd) {
    subscription.status = "trialing";
    withItems(subscription, now, trialEnd);
  } else {
    const decline = chargeCard(objects, subscription);
    if (decline) {
      const error = { type: "card_error", ...decline, doc_url: `https://docs.stripe.com/error-codes/${decline.code}` };
      throw new StripeFault(402, error);
    }
    subscription.latest_invoice = invoiceFor(objects, subscription, true, null, 1).id;
    subscription.status = "active";
    withItems(subscription, now, nextMonth(now));
  }
  objects.subscriptions.set(subscription.id, subscription);
  return subscription;
}

function cancelSubscription({ objects, params }: { objects: FakeStripeObjects; params: string[] }): StripeObject {
  const subscription = objects.subscriptions.get(params[0]!);
  if (!subscription) throw missing("subscription", params[0]!);
  if (subscription.status === "canceled") throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
  Object.assign(subscription, { status: "canceled", canceled_at: Math.floor(Date.now() / 1000), ended_at: Math.floor(Date.now() / 1000) });
  return subscription;
}

export const billingRoutes: Route[] = [
  { method: "GET", pattern: /^\/v1\/prices$/, params: ["lookup_keys", "active", "limit"], handle: listPrices },
  {
    method: "POST",
    pattern: /^\/v1\/prices$/,
    params: ["currency", "unit_amount", "recurring", "product_data", "lookup_key", "metadata"],
    handle: createPrice,
  },
  {
    method: "POST",
    pattern: /^\/v1\/subscriptions$/,
    params: ["customer", "items", "default_payment_method", "trial_end", "trial_settings", "payment_behavior", "off_session", "metadata"],
    handle: createSubscription,
  },
  {
    method: "GET",
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    params: [],
    handle: ({ objects, params }) =>
      objects.subscriptions.get(params[0]!) ??
      (() => {
        throw missing("subscription", params[0]!);
      })(),
  },
  { method: "DELETE", pattern: /^\/v1\/subscriptions\/([^/]+)$/, params: ["prorate", "invoice_now"], handle: cancelSubscription },
];

export type BillingEvent = {
  id: string;
  object: "event";
  type: string;
  created: number;
  account: null;
  livemode: false;
  data: { object: StripeObject };
};

const eventOf = (type: string, created: number, data: StripeObject): BillingEvent => ({
  id: newId("evt"),
  object: "event",
  type,
  created,
  account: null,
  livemode: false,
  data: { object: structuredClone(data) },
});

/**
 * The end of a subscription's period at `at` (seconds), as Stripe would run it: a trial with no card
 * and `missing_payment_method: cancel` ends; otherwise the card is charged — paid renews for a month,
 * declined leaves it past_due (Smart Retries), and a decline on the last retry (`lastRetry`) cancels it.
 * Returns the events Stripe would send, in order.
 */
export function endPeriod(objects: FakeStripeObjects, id: string, at: number, options: { lastRetry?: boolean } = {}): BillingEvent[] {
  const subscription = objects.subscriptions.get(id);
  if (!subscription) throw new Error(`No subscription ${id}`);
  const behaviour = (subscription.trial_settings as { end_behavior: { missing_payment_method: string } }).end_behavior;
  if (subscription.status === "trialing" && !cardOf(objects, subscription) && behaviour.missing_payment_method === "cancel") {
    Object.assign(subscription, { status: "canceled", canceled_at: at, ended_at: at });
    return [eventOf("customer.subscription.deleted", at, subscription)];
  }
  const previous = subscription.latest_invoice ? objects.invoices.get(String(subscription.latest_invoice)) : undefined;
  const attempt = subscription.status === "past_due" ? Number(previous?.attempt_count ?? 0) + 1 : 1;
  const decline = chargeCard(objects, subscription);
  const invoice = invoiceFor(objects, subscription, !decline, decline?.message ?? null, attempt);
  subscription.latest_invoice = invoice.id;
  if (!decline) {
    const start = (subscription.items as { data: { current_period_end: number }[] }).data[0]!.current_period_end;
    subscription.status = "active";
    withItems(subscription, start, nextMonth(start));
    return [eventOf("invoice.paid", at, invoice), eventOf("customer.subscription.updated", at, subscription)];
  }
  if (options.lastRetry) {
    Object.assign(subscription, { status: "canceled", canceled_at: at, ended_at: at });
    return [eventOf("invoice.payment_failed", at, invoice), eventOf("customer.subscription.deleted", at, subscription)];
  }
  subscription.status = "past_due";
  return [eventOf("invoice.payment_failed", at, invoice), eventOf("customer.subscription.updated", at, subscription)];
}
