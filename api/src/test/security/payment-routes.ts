import { addCard } from "../booking-scenario.ts";
import { booked, read, type RouteKey, type RouteRow, write, owned } from "./route-rows.ts";

/** The payments rows of the route table (public-site §4.1, §9.1): cards, payouts, receipts, the Stripe webhook, paying a booking. */
export const PAYMENT_ROUTES: Record<RouteKey, RouteRow> = {
  "POST /api/me/setup-intent": write("user"),
  "GET /api/me/payment-config": read("user"),
  "GET /api/me/payout-account": read("user"),
  "POST /api/me/payout-account": write("user"),
  "POST /api/me/payout-methods": write("user"),
  "POST /api/me/stripe-link": write("user"),
  "GET /api/me/receipts": read("user"),
  "GET /api/me/next-payment": read("user"),
  "GET /api/me/earnings.csv": read("user"),
  "GET /api/me/credit-available": read("user"),
  "GET /api/me/credits": read("user"),
  "POST /api/me/redeem-voucher": write("user"),
  "POST /api/vouchers": write("user", { role: { who: "staff", ok: 201, body: { amount: 2500, currency: "AUD" } } }),
  "PUT /api/me/payment-methods/:id/default": write(
    "user",
    owned(
      async (fx) => ({
        owner: fx.s.learner,
        path: `/api/me/payment-methods/${await addCard(fx.t, fx.s.learner.cookie, "4242424242424242")}/default`,
      }),
      200,
    ),
  ),
  "GET /api/me/receipts/:id": read(
    "user",
    owned(async (fx) => {
      const id = await fx.confirmed();
      const charge = await fx.t.services.db.selectFrom("payments").select("id").where("booking_id", "=", id).executeTakeFirstOrThrow();
      return { owner: fx.s.learner, path: `/api/me/receipts/${charge.id}` };
    }, 200),
  ),
  // Stripe calls it with no session or origin: the signature is the authentication (a bad one is 400).
  "POST /api/webhooks/stripe": write("public"),
  // The learner pays an unpaid booking; a paid one answers 409.
  "POST /api/bookings/:id/pay": write(
    "user",
    owned(
      booked(
        (id) => `/api/bookings/${id}/pay`,
        "learner",
        () => ({ paymentMethodId: null }),
      ),
      409,
    ),
  ),
};
