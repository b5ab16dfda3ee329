import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { type BillingEvent, billingRoutes, endPeriod } from "./billing-routes.ts";
import { connectRoutes, completeOnboarding } from "./connect-routes.ts";
import { type FormBody, FormError, parseStripeForm } from "./form.ts";
import { paymentRoutes, succeedIntent } from "./payments-routes.ts";
import { createCardMethod, emptyObjects, type FakeStripeObjects, newId, nowSeconds, type StripeObject, StripeFault } from "./state.ts";

export type { BillingEvent } from "./billing-routes.ts";
export type { FakeStripeObjects, StripeObject } from "./state.ts";
export { TEST_TOKENS } from "./state.ts";

/** One request the fake received, as Stripe would log it (body parsed from the form, or the query for GET). */
export interface FakeStripeRequest {
  method: string;
  path: string;
  body: FormBody;
  idempotencyKey: string | null;
  stripeAccount: string | null;
}

/** A failure injected in front of the API: the request is answered with it (or never) and not processed. */
export type InjectedFailure = { status: number } | "hang";

/** A running fake of Stripe's REST API v1 (the calls the Stripe payments provider makes), with test controls. */
export interface FakeStripe {
  url: string;
  host: string;
  port: number;
  protocol: "http";
  /** Every request received, in order, including those answered by an injected failure. */
  requests: FakeStripeRequest[];
  /** The stored state: mutate it to stage cases the API can't produce on demand. */
  objects: FakeStripeObjects;
  /** The next `times` requests whose path starts with `pathPrefix` fail with `status` (Stripe's api_error envelope) or hang. */
  failNext(pathPrefix: string, failure: InjectedFailure, times?: number): void;
  /** What the browser's confirmCardPayment does for a PaymentIntent that needs 3-D Secure: it succeeds with a charge. */
  authenticate(paymentIntentId: string): StripeObject;
  /** What the browser's confirmSetup does: a card PaymentMethod for `token`, attached to the SetupIntent's customer. */
  confirmSetupIntent(setupIntentId: string, token?: string): StripeObject;
  /** What Stripe.js createPaymentMethod does: a new, unattached card PaymentMethod for a test token. */
  createPaymentMethod(token: string): StripeObject;
  /** What finishing Express onboarding does (bank added, details submitted, payouts enabled unless told otherwise). */
  completeOnboarding(accountId: string, options?: { payoutsEnabled?: boolean }): StripeObject;
  /** A subscription's period ends at `at` (seconds): renewed, failed (past_due) or, on the last retry, ended; the events Stripe sends. */
  endPeriod(subscriptionId: string, at: number, options?: { lastRetry?: boolean }): BillingEvent[];
  close(): Promise<void>;
}

const routes = [...paymentRoutes, ...connectRoutes, ...billingRoutes];

type Answer = { status: number; json: string };

function dispatch(objects: FakeStripeObjects, method: string, path: string, body: FormBody): Answer {
  try {
    for (const route of routes) {
      const match = route.method === method ? route.pattern.exec(path) : null;
      if (!match) continue;
      const unknown = Object.keys(body).find((name) => name !== "expand" && !route.params.includes(name));
      if (unknown)
        throw new StripeFault(400, {
          type: "invalid_request_error",
          code: "parameter_unknown",
          param: unknown,
          message: `Received unknown parameter: ${unknown}`,
        });
      const params = match.slice(1).map((part) => decodeURIComponent(part));
      return { status: 200, json: JSON.stringify(route.handle({ objects, body, params })) };
    }
    throw new StripeFault(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` });
  } catch (error) {
    if (!(error instanceof StripeFault)) throw error;
    return { status: error.status, json: JSON.stringify({ error: error.error }) };
  }
}

const header = (request: IncomingMessage, name: string): string | null => {
  const value = request.headers[name];
  return typeof value === "string" ? value : null;
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Starts a fake Stripe API on 127.0.0.1 (a free port). It answers the v1 calls the Stripe provider
 * makes with Stripe's object shapes, error envelopes and statuses, treats `pm_card_*` tokens like
 * Stripe's test cards, and replays the first answer to a repeated Idempotency-Key without acting again.
 * Like Stripe, it keeps a key's answer only when the endpoint acted (2xx, and 402 card errors), not
 * for refused parameters (400/404) or failures in front of the API (injected 5xx, hangs).
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const objects = emptyObjects();
  const requests: FakeStripeRequest[] = [];
  const failures: { prefix: string; failure: InjectedFailure; times: number }[] = [];
  const answered = new Map<string, Answer & { fingerprint: string }>();

  const send = (response: ServerResponse, answer: Answer, headers: Record<string, string>) => {
    response.writeHead(answer.status, { "Content-Type": "application/json", "Request-Id": newId("req"), ...headers });
    response.end(answer.json);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? "GET";
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const raw = method === "POST" || method === "DELETE" ? (await readBody(request)) || url.search.slice(1) : url.search.slice(1);
    const idempotencyKey = header(request, "idempotency-key");
    const echo: Record<string, string> = {
      "Stripe-Version": header(request, "stripe-version") ?? "",
      ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
    };
    let body: FormBody;
    try {
      body = parseStripeForm(raw);
    } catch (error) {
      if (!(error instanceof FormError)) throw error;
      return send(
        response,
        { status: 400, json: JSON.stringify({ error: { type: "invalid_request_error", message: error.message } }) },
        echo,
      );
    }
    requests.push({ method, path: url.pathname, body, idempotencyKey, stripeAccount: header(request, "stripe-account") });

    if (!/^Bearer sk_test_\w+$/.test(header(request, "authorization") ?? ""))
      return send(
        response,
        { status: 401, json: JSON.stringify({ error: { type: "invalid_request_error", message: "Invalid API Key provided." } }) },
        echo,
      );
    const injected = failures.find((entry) => entry.times > 0 && url.pathname.startsWith(entry.prefix));
    if (injected) {
      injected.times -= 1;
      if (injected.failure === "hang") return; // never answered; close() drops the connection
      const error =
        injected.failure.status === 429
          ? { type: "invalid_request_error", code: "rate_limit", message: "Request rate limit exceeded." }
          : { type: "api_error", message: "An unknown error occurred while processing your request." };
      return send(response, { status: injected.failure.status, json: JSON.stringify({ error }) }, echo);
    }

    const scope = `${header(request, "stripe-account") ?? ""}|${idempotencyKey}`;
    const fingerprint = `${method} ${url.pathname} ${raw}`;
    const replay = method === "POST" && idempotencyKey ? answered.get(scope) : undefined;
    if (replay && replay.fingerprint !== fingerprint) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
      return send(response, { status: 400, json: JSON.stringify({ error: { type: "idempotency_error", message } }) }, echo);
    }
    if (replay) return send(response, replay, { ...echo, "Idempotent-Replayed": "true" });
    const answer = dispatch(objects, method, url.pathname, body);
    if (method === "POST" && idempotencyKey && (answer.status < 300 || answer.status === 402))
      answered.set(scope, { ...answer, fingerprint });
    send(response, answer, echo);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (!response.headersSent) send(response, { status: 500, json: JSON.stringify({ error: { type: "api_error", message } }) }, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    host: "127.0.0.1",
    port,
    protocol: "http",
    requests,
    objects,
    failNext(prefix, failure, times = 1) {
      failures.push({ prefix, failure, times });
    },
    authenticate(id) {
      const intent = objects.paymentIntents.get(id);
      const lastError = intent?.last_payment_error as { code?: string; payment_method?: { id: string } } | null | undefined;
      const waiting = intent?.status === "requires_action" || lastError?.code === "authentication_required";
      if (!intent || !waiting) throw new Error(`PaymentIntent ${id} is not waiting for authentication`);
      intent.payment_method ??= lastError?.payment_method?.id ?? null;
      succeedIntent(objects, intent);
      return intent;
    },
    confirmSetupIntent(id, token = "pm_card_visa") {
      const intent = objects.setupIntents.get(id);
      if (!intent) throw new Error(`No SetupIntent ${id}`);
      const method = createCardMethod(objects, token, (intent.customer as string | null) ?? null);
      Object.assign(intent, { status: "succeeded", payment_method: method.id });
      return method;
    },
    createPaymentMethod: (token) => createCardMethod(objects, token, null),
    completeOnboarding: (id, options) => completeOnboarding(objects, id, options),
    endPeriod: (id, at, options) => endPeriod(objects, id, at, options),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * A webhook body and its `Stripe-Signature` header, signed with `secret` at `timestamp` (seconds;
 * now by default) as Stripe would send it: the SDK's generateTestHeaderString composes the header
 * around an HMAC computed here with node:crypto, so the helper stays synchronous on Deno too (whose
 * SDK build only has the asynchronous Web Crypto provider).
 */
export function signedEvent(payload: object, secret: string, timestamp = nowSeconds()): { body: string; signature: string } {
  const body = JSON.stringify(payload, null, 2);
  const hmac = createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp, signature: hmac }) };
}
