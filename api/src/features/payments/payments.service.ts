/**
 * The payments feature's public entry (public-site §4.1, §9.1): saved cards and the provider's customer, money
 * movements with their records (charges, refunds, transfers), advisor payout accounts, and provider
 * events. Bookings decide *when* money moves; this feature moves it and keeps the record.
 */
export {
  addPaymentMethod,
  createSetupIntent,
  customerOf,
  listPaymentMethods,
  makeDefaultPaymentMethod,
  removePaymentMethod,
  usablePaymentMethod,
} from "./payment-methods.ts";
export {
  chargeCard,
  flagPayment,
  latestCharge,
  nextChargeAttempt,
  refreshCharge,
  refundCharge,
  refundRetryJob,
  releaseHeldTransfers,
  rescheduleTransfer,
  runTransfer,
  scheduleTransfer,
  transferJob,
} from "./movements.ts";
export { chargePurchase, defaultPaymentMethod } from "./purchases.ts";
export { accountUpdated, addPayoutBank, payoutAccountOf, payoutLink, refreshPayoutAccount, savePayoutDetails } from "./payouts.ts";
export { applyProviderEvent, concernsPlatform, releaseProviderEvent, takeProviderEvent } from "./provider-events.ts";
export { findPayment, overdueTransfers, paymentsOfBooking, stalePayments } from "./payment-records.repository.ts";
export type { PaymentRow } from "./payments.table.ts";
