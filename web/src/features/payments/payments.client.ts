import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { appPath } from "@kora/shared/brand.ts";
import {
  type payoutAccountInputSchema,
  payoutAccountSchema,
  payoutMethodInputSchema,
  stripeLinkSchema,
  type PayoutAccountDto,
} from "@kora/shared/contracts/payments.ts";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";

/**
 * Every call about the caller's payouts: the payout account (details, bank, earnings), the provider's links and
 * the earnings CSV. Field errors come back as 422s for the forms (useKoraForm puts them under their fields).
 * Other features get what they use from `payments.api.ts`.
 */

export const payoutKeys = { account: ["payout-account"] as const };

/** Where the payouts pages are. `bank` is the ledger's own "dashboard": the bank form, to change the account. */
export const payoutPaths = {
  settings: appPath("my-details/advisor-settings"),
  bank: `${appPath("my-details/advisor-settings")}?payouts=bank`,
};

/** The earnings CSV (a download: a plain link, the session cookie goes with it). */
export const EARNINGS_CSV_URL = "/api/me/earnings.csv";

export const payoutAccountQuery = queryOptions({
  queryKey: payoutKeys.account,
  queryFn: ({ signal }) => api.get("/api/me/payout-account", { schema: payoutAccountSchema, toast: false, signal }),
});

const settled = (account: PayoutAccountDto) => {
  queryClient.setQueryData(payoutKeys.account, account);
  return account;
};

/** POST /api/me/payout-account: country, date of birth and the terms (public-site §5); 422 per field. */
export const savePayoutDetails = async (input: z.input<typeof payoutAccountInputSchema>) =>
  settled(await api.post("/api/me/payout-account", input, { schema: payoutAccountSchema, toast: false }));

/** The ledger's bank form; on Stripe the API refuses it (a 422 pointing to Stripe's onboarding). */
export const bankAccountInputSchema = payoutMethodInputSchema.options[0];
export const addBankAccount = async (input: z.input<typeof bankAccountInputSchema>) =>
  settled(await api.post("/api/me/payout-methods", input, { schema: payoutAccountSchema, toast: false }));

/** Stripe's onboarding (Account Link) or dashboard (login link); on the ledger, a page of ours. */
export const payoutLink = async (type: "onboarding" | "dashboard") =>
  (await api.post("/api/me/stripe-link", { type }, { schema: stripeLinkSchema })).url;
