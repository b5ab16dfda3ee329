/**
 * The billing feature's public face. Other features use billing through this file only: the booking form
 * lists `paymentMethodsQuery` and embeds the add-card UI (`loadAddCard`, either provider). The calls themselves
 * are in `billing.client.ts`, which the billing pages and forms import directly (importing this file back would
 * make a cycle).
 */

export {
  addPaymentMethod,
  billingKeys,
  deletePaymentMethod,
  paymentMethodsQuery,
  refreshBilling,
  type NewCard,
} from "./billing.client.ts";
/**
 * The add-card UI (either provider), for `React.lazy(loadAddCard)` inside a Suspense boundary. Loaded on demand:
 * bookings.api.ts re-exports from this file, so anything imported here statically would sit in the app's first chunk.
 */
export const loadAddCard = () => import("./add-card.tsx").then((module) => ({ default: module.AddCard }));
export { describeCard } from "./card-input.ts";
export type { PaymentMethodDto } from "@kora/shared/contracts/availability.ts";
