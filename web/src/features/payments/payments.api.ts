/** The payments feature's face to the rest of the app; its HTTP calls live in payments.client.ts. */
export { needsPayoutDetails, PAYOUT_DUE_LEAD } from "./payout-status.ts";
export { payoutAccountQuery, payoutPaths } from "./payments.client.ts";
