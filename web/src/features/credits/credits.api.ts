/**
 * The credits module's face to other features: the calls (in credits.client.ts, which the credits pages import
 * directly) and the booking form's voucher field. Importing this file from inside the feature would make a cycle.
 */
export { creditAvailableQuery, creditKeys, creditsQuery, redeemVoucher, refreshCredits } from "./credits.client.ts";
export { VoucherField } from "./voucher-field.tsx";
