import { type FormBody, record, str } from "./form.ts";
import {
  base,
  createCardMethod,
  createCharge,
  type FakeStripeObjects,
  findMethod,
  invalid,
  missing,
  newId,
  type Route,
  type StripeObject,
  StripeFault,
} from "./state.ts";

/** Stripe's wording and codes for each way a test card fails (docs.stripe.com/declines/codes). */
export const DECLINES = {
  declined: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
  "insufficient-funds": { code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." },
  expired: { code: "expired_card", decline_code: "expired_card", message: "Your card has expired." },
  "authentication-required": {
    code: "authentication_required",
    decline_code: "authentication_required",
    message: "Your card was declined. This transaction requires authentication.",
  },
} as const;

/** A positive integer parameter (amounts are in the currency's smallest unit). */
export function integer(body: FormBody, name: string, required = true): number | undefined {
  const text = str(body[name]);
  if (text === undefined) {
    if (required) throw invalid(`Missing required param: ${name}.`, "parameter_missing", name);
    return undefined;
  }
  if (!/^\d+$/.test(text) || Number(text) < 1) throw invalid(`Invalid positive integer: ${text}`, "parameter_invalid_integer", name);
  return Number(text);
}

/** A required string parameter. */
export function required(body: FormBody, name: string): string {
  const value = str(body[name]);
  if (!value) throw invalid(`Missing required param: ${name}.`, "parameter_missing", name);
  return value;
}

function customerOf(objects: FakeStripeObjects, body: FormBody): string | null {
  const id = str(body.customer);
  if (id === undefined) return null;
  if (!objects.customers.has(id)) throw missing("customer", id, "customer");
  return id;
}

/** A PaymentIntent's attempt succeeded: a paid Charge, `succeeded`, `latest_charge` set. */
export function succeedIntent(objects: FakeStripeObjects, intent: StripeObject): void {
  const charge = createCharge(objects, intent, { paid: true });
  Object.assign(intent, {
    status: "succeeded",
    amount_received: intent.amount,
    latest_charge: charge.id,
    last_payment_error: null,
    next_action: null,
  });
}

/** Confirms a PaymentIntent with its payment method, as Stripe does for the test cards; a decline throws the 402. */
function confirmIntent(objects: FakeStripeObjects, intent: StripeObject, offSession: boolean): void {
  const method = objects.paymentMethods.get(String(intent.payment_method));
  if (!method)
    throw invalid("You cannot confirm this PaymentIntent because it's missing a payment method.", "payment_intent_unexpected_state");
  const behaviour = objects.behaviours.get(method.id) ?? "succeeds";
  if (behaviour === "succeeds") {
    succeedIntent(objects, intent);
    return;
  }
  if (behaviour === "authentication-required" && !offSession) {
    Object.assign(intent, {
      status: "requires_action",
      next_action: { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect" } },
    });
    return;
  }
  const decline = DECLINES[behaviour];
  const charge = behaviour === "authentication-required" ? null : createCharge(objects, intent, { paid: false, failure: decline });
  const error = { type: "card_error", ...decline, doc_url: `https://docs.stripe.com/error-codes/${decline.code}` };
  Object.assign(intent, {
    status: "requires_payment_method",
    payment_method: null,
    latest_charge: charge?.id ?? intent.latest_charge,
    last_payment_error: { ...error, payment_method: method },
  });
  throw new StripeFault(402, { ...error, charge: charge?.id, payment_intent: intent, payment_method: method });
}

function createPaymentIntent({ objects, body }: { objects: FakeStripeObjects; body: FormBody }): StripeObject {
  const amount = integer(body, "amount");
  const currency = required(body, "currency").toLowerCase();
  const customer = customerOf(objects, body);
  const confirm = str(body.confirm) === "true";
  const offSession = str(body.off_session) === "true";
  if (offSession && !confirm)
    throw invalid("`off_session` can only be used with `confirm=true`.", "parameter_invalid_empty", "off_session");
  const methodId = str(body.payment_method);
  const method = methodId === undefined ? null : findMethod(objects, methodId, "payment_method");
  if (method?.customer && method.customer !== customer)
    throw invalid("The provided PaymentMethod belongs to a different Customer.", "payment_intent_invalid_parameter", "payment_method");
  const intent: StripeObject = {
    ...base("pi", "payment_intent"),
    amount,
    amount_received: 0,
    allowed_payment_method_types: ["card"],
    capture_method: "automatic",
    confirmation_method: "automatic",
    currency,
    customer,
    description: str(body.description) ?? null,
    last_payment_error: null,
    latest_charge: null,
    metadata: record(body.metadata),
    next_action: null,
    payment_method: method?.id ?? null,
    payment_method_types: ["card"],
    status: method ? "requires_confirmation" : "requires_payment_method",
    transfer_group: str(body.transfer_group) ?? null,
  };
  intent.client_secret = `${intent.id}_secret_${newId("s").slice(2)}`;
  objects.paymentIntents.set(intent.id, intent);
  if (confirm) confirmIntent(objects, intent, offSession);
  return intent;
}

function createRefund({ objects, body }: { objects: FakeStripeObjects; body: FormBody }): StripeObject {
  const intentId = required(body, "payment_intent");
  const intent = objects.paymentIntents.get(intentId);
  if (!intent) throw missing("payment_intent", intentId, "payment_intent");
  const charge = objects.charges.get(String(intent.latest_charge));
  if (charge?.status !== "succeeded")
    throw invalid(
      `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
      "charge_not_refundable",
      "payment_intent",
    );
  const remaining = Number(charge.amount) - Number(charge.amount_refunded);
  if (remaining === 0) throw invalid(`Charge ${charge.id} has already been refunded.`, "charge_already_refunded");
  const amount = integer(body, "amount", false) ?? remaining;
  if (amount > remaining)
    throw invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`, "amount_too_large", "amount");
  const reason = str(body.reason) ?? null;
  if (reason !== null && !["duplicate", "fraudulent", "requested_by_customer"].includes(reason))
    throw invalid(`Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`, "parameter_invalid_string", "reason");
  const refund: StripeObject = {
    ...base("re", "refund"),
    amount,
    balance_transaction: newId("txn"),
    charge: charge.id,
    currency: charge.currency,
    metadata: record(body.metadata),
    payment_intent: intentId,
    reason,
    status: "succeeded",
  };
  charge.amount_refunded = Number(charge.amount_refunded) + amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  objects.refunds.set(refund.id, refund);
  return refund;
}

/** Customers, SetupIntents, PaymentMethods, PaymentIntents and Refunds. */
export const paymentRoutes: Route[] = [
  {
    method: "POST",
    pattern: /^\/v1\/customers$/,
    params: ["email", "name", "metadata", "description", "phone"],
    handle: ({ objects, body }) => {
      const customer: StripeObject = {
        ...base("cus", "customer"),
        email: str(body.email) ?? null,
        name: str(body.name) ?? null,
        description: str(body.description) ?? null,
        invoice_settings: { default_payment_method: null },
        metadata: record(body.metadata),
      };
      objects.customers.set(customer.id, customer);
      return customer;
    },
  },
  {
    method: "POST",
    pattern: /^\/v1\/customers\/([^/]+)$/,
    params: ["invoice_settings", "email", "name", "metadata"],
    handle: ({ objects, body, params }) => {
      const customer = objects.customers.get(params[0]!);
      if (!customer) throw missing("customer", params[0]!);
      const settings = body.invoice_settings;
      if (settings && typeof settings === "object" && !Array.isArray(settings) && "default_payment_method" in settings) {
        const id = str(settings.default_payment_method) || null;
        if (id && objects.paymentMethods.get(id)?.customer !== customer.id)
          throw invalid(
            `No such PaymentMethod: '${id}'; it must be attached to the customer first.`,
            "resource_missing",
            "invoice_settings[default_payment_method]",
          );
        customer.invoice_settings = { default_payment_method: id };
      }
      for (const name of ["email", "name"] as const) if (str(body[name]) !== undefined) customer[name] = str(body[name]);
      return customer;
    },
  },
  {
    method: "POST",
    pattern: /^\/v1\/setup_intents$/,
    // `payment_method_types` is not accepted since API version 2026-09-30 (`allowed_payment_method_types` replaced it).
    params: ["customer", "usage", "allowed_payment_method_types", "metadata", "description"],
    handle: ({ objects, body }) => {
      const intent: StripeObject = {
        ...base("seti", "setup_intent"),
        allowed_payment_method_types: Array.isArray(body.allowed_payment_method_types) ? body.allowed_payment_method_types : null,
        customer: customerOf(objects, body),
        last_setup_error: null,
        metadata: record(body.metadata),
        payment_method: null,
        payment_method_types: ["card"],
        status: "requires_payment_method",
        usage: str(body.usage) ?? "off_session",
      };
      intent.client_secret = `${intent.id}_secret_${newId("s").slice(2)}`;
      objects.setupIntents.set(intent.id, intent);
      return intent;
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/payment_methods\/([^/]+)$/,
    params: [],
    handle: ({ objects, params }) => findMethod(objects, params[0]!),
  },
  {
    method: "POST",
    pattern: /^\/v1\/payment_methods\/([^/]+)\/attach$/,
    params: ["customer"],
    handle: ({ objects, body, params }) => {
      const customer = customerOf(objects, body);
      if (!customer) throw invalid("Missing required param: customer.", "parameter_missing", "customer");
      const method = objects.paymentMethods.get(params[0]!) ?? createCardMethod(objects, params[0]!, null);
      if (method.customer && method.customer !== customer)
        throw invalid("The payment method you provided has already been attached to a customer.", "payment_method_unexpected_state");
      method.customer = customer;
      return method;
    },
  },
  {
    method: "POST",
    pattern: /^\/v1\/payment_methods\/([^/]+)\/detach$/,
    params: [],
    handle: ({ objects, params }) => {
      const method = findMethod(objects, params[0]!);
      if (!method.customer)
        throw invalid(
          "The payment method you provided is not attached to a customer so detachment is impossible.",
          "payment_method_unexpected_state",
        );
      method.customer = null;
      return method;
    },
  },
  {
    method: "POST",
    pattern: /^\/v1\/payment_intents$/,
    params: ["amount", "currency", "customer", "payment_method", "off_session", "confirm", "description", "metadata", "transfer_group"],
    handle: createPaymentIntent,
  },
  {
    method: "GET",
    pattern: /^\/v1\/payment_intents\/([^/]+)$/,
    params: ["client_secret"],
    handle: ({ objects, params }) => {
      const intent = objects.paymentIntents.get(params[0]!);
      if (!intent) throw missing("payment_intent", params[0]!, "intent");
      return intent;
    },
  },
  { method: "POST", pattern: /^\/v1\/refunds$/, params: ["payment_intent", "amount", "reason", "metadata"], handle: createRefund },
];
