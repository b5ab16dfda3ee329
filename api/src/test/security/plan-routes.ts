import { type RouteKey, type RouteRow, read, shared, write } from "./route-rows.ts";

const PLAN_ID = shared(
  "The id names a plan from the plan table (basic, plus, pro), the same for everyone; what changes is the caller's own subscription.",
);
const PRO_REQUEST = shared("Staff answer anyone's Pro request; nobody else reaches the id (403 before it's read).");

/** The route table's rows for plans and subscriptions (public-site §1 tiers, §4.3). */
export const PLAN_ROUTES: Record<RouteKey, RouteRow> = {
  // The plan table with prices: the pricing page reads it signed out; signed in it adds the caller's own state.
  "GET /api/subscriptions": read("public"),
  "POST /api/subscriptions/:id/subscribe": write("user", PLAN_ID),
  "PUT /api/subscriptions/:id/unsubscribe": write("user", PLAN_ID),
  "GET /api/subscriptions/pro-requests": read("user", { role: { who: "staff", ok: 200 } }),
  // Staff reach the handler; the example id names no request.
  "POST /api/subscriptions/pro-requests/:id/approve": write("user", { ...PRO_REQUEST, role: { who: "staff", ok: 404 } }),
  "POST /api/subscriptions/pro-requests/:id/decline": write("user", { ...PRO_REQUEST, role: { who: "staff", ok: 404 } }),
};
