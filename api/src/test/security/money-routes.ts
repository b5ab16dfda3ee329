import { GIFT_CARD_ROUTES } from "./gift-card-routes.ts";
import { PAYMENT_ROUTES } from "./payment-routes.ts";
import { PLAN_ROUTES } from "./plan-routes.ts";
import { PRO_BONO_ROUTES } from "./pro-bono-routes.ts";
import type { RouteKey, RouteRow } from "./route-rows.ts";

/** The route table's rows for money (issues 13 and 14): payments, gift cards, pro bono, plans. */
export const MONEY_ROUTES: Record<RouteKey, RouteRow> = { ...PAYMENT_ROUTES, ...GIFT_CARD_ROUTES, ...PRO_BONO_ROUTES, ...PLAN_ROUTES };
