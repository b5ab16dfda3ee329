import { randomBytes } from "node:crypto";
import type { FormBody } from "./form.ts";

/** A Stripe API object as the fake stores and returns it (Stripe's field names). */
export type StripeObject = { id: string; object: string; created: number; livemode: false } & Record<string, unknown>;

/** How a test payment method behaves when charged, like Stripe's test tokens (docs.stripe.com/testing). */
export type CardBehaviour = "succeeds" | "declined" | "insufficient-funds" | "expired" | "authentication-required";

/** Stripe's test PaymentMethod tokens the fake understands, with the card each stands for. */
export const TEST_TOKENS: Record<string, { behaviour: CardBehaviour; last4: string }> = {
  pm_card_visa: { behaviour: "succeeds", last4: "4242" },
  pm_card_chargeDeclined: { behaviour: "declined", last4: "0002" },
  pm_card_chargeDeclinedInsufficientFunds: { behaviour: "insufficient-funds", last4: "9995" },
  pm_card_chargeDeclinedExpiredCard: { behaviour: "expired", last4: "0069" },
  pm_card_authenticationRequired: { behaviour: "authentication-required", last4: "3184" },
};

/** Every object the fake holds, by id: what the API would return for it. */
export interface FakeStripeObjects {
  customers: Map<string, StripeObject>;
  setupIntents: Map<string, StripeObject>;
  paymentMethods: Map<string, StripeObject>;
  paymentIntents: Map<string, StripeObject>;
  charges: Map<string, StripeObject>;
  refunds: Map<string, StripeObject>;
  accounts: Map<string, StripeObject>;
  transfers: Map<string, StripeObject>;
  products: Map<string, StripeObject>;
  prices: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  invoices: Map<string, StripeObject>;
  /** How each stored payment method behaves (kept apart so it never shows in responses). */
  behaviours: Map<string, CardBehaviour>;
}

export const emptyObjects = (): FakeStripeObjects => ({
  customers: new Map(),
  setupIntents: new Map(),
  paymentMethods: new Map(),
  paymentIntents: new Map(),
  charges: new Map(),
  refunds: new Map(),
  accounts: new Map(),
  transfers: new Map(),
  products: new Map(),
  prices: new Map(),
  subscriptions: new Map(),
  invoices: new Map(),
  behaviours: new Map(),
});

/** A Stripe-looking id: prefix, underscore, 24 random letters and digits. */
export function newId(prefix: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return `${prefix}_${[...randomBytes(24)].map((byte) => alphabet[byte % alphabet.length]).join("")}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The fields every Stripe object has. */
export function base(prefix: string, object: string): StripeObject {
  return { id: newId(prefix), object, created: nowSeconds(), livemode: false };
}

/** A Stripe error: the HTTP status and the `error` member of its envelope. */
export class StripeFault extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {
    super(String(error.message));
  }
}

/** 404 `resource_missing`, worded like Stripe ("No such customer: 'cus_…'"). */
export const missing = (what: string, id: string, param = "id") =>
  new StripeFault(404, { type: "invalid_request_error", code: "resource_missing", param, message: `No such ${what}: '${id}'` });

/** 400 `invalid_request_error` with an optional code and param. */
export const invalid = (message: string, code?: string, param?: string) =>
  new StripeFault(400, { type: "invalid_request_error", code, param, message });

/** A new card PaymentMethod for a test token, stored (and attached when `customer` is given). */
export function createCardMethod(objects: FakeStripeObjects, token: string, customer: string | null): StripeObject {
  const test = TEST_TOKENS[token];
  if (!test) throw missing("PaymentMethod", token, "payment_method");
  const method: StripeObject = {
    ...base("pm", "payment_method"),
    type: "card",
    customer,
    billing_details: { address: null, email: null, name: null, phone: null },
    card: {
      brand: "visa",
      display_brand: "visa",
      country: "US",
      funding: "credit",
      last4: test.last4,
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 3,
    },
    metadata: {},
  };
  objects.paymentMethods.set(method.id, method);
  objects.behaviours.set(method.id, test.behaviour);
  return method;
}

/** A stored PaymentMethod by id; a test token (`pm_card_visa`) stands for a new, unattached one, as on Stripe. */
export function findMethod(objects: FakeStripeObjects, id: string, param = "id"): StripeObject {
  const stored = objects.paymentMethods.get(id);
  if (stored) return stored;
  if (TEST_TOKENS[id]) return createCardMethod(objects, id, null);
  throw missing("PaymentMethod", id, param);
}

/** A Charge for a PaymentIntent attempt, stored. */
export function createCharge(
  objects: FakeStripeObjects,
  intent: StripeObject,
  outcome: { paid: boolean; failure?: Record<string, unknown> },
) {
  const charge: StripeObject = {
    ...base("ch", "charge"),
    amount: intent.amount,
    amount_captured: outcome.paid ? intent.amount : 0,
    amount_refunded: 0,
    balance_transaction: outcome.paid ? newId("txn") : null,
    captured: outcome.paid,
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    failure_code: outcome.failure?.code ?? null,
    failure_message: outcome.failure?.message ?? null,
    metadata: intent.metadata,
    paid: outcome.paid,
    payment_intent: intent.id,
    payment_method: intent.payment_method,
    refunded: false,
    status: outcome.paid ? "succeeded" : "failed",
    transfer_group: intent.transfer_group,
  };
  objects.charges.set(charge.id, charge);
  return charge;
}

const DEFAULT_CURRENCY: Record<string, string> = { US: "usd", GB: "gbp", CA: "cad", AU: "aud", NZ: "nzd", IE: "eur", FR: "eur", DE: "eur" };

/** The default currency Stripe gives a connected account in `country`. */
export const currencyOf = (country: string) => DEFAULT_CURRENCY[country] ?? "eur";

/** What a route handler sees: the stored objects, the parsed body (or query) and the path's ids. */
export interface RouteContext {
  objects: FakeStripeObjects;
  body: FormBody;
  params: string[];
}

/** One REST endpoint of the fake: its method, path pattern, accepted top-level parameters and handler. */
export interface Route {
  method: "GET" | "POST" | "DELETE";
  pattern: RegExp;
  params: string[];
  handle(context: RouteContext): Record<string, unknown>;
}
