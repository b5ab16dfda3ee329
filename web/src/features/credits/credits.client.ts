import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { creditAvailableSchema, creditSchema, type redeemVoucherSchema } from "@kora/shared/contracts/credits.ts";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";
import { ME_QUERY_KEY } from "../../lib/session.ts";

/**
 * Every call about the caller's credit: what is available now, each credit with its history, and redeeming a
 * voucher or gift card code. A redeem's field errors come back as a 422 on `code` (useKoraForm puts them under
 * the field); a 429 is toasted by the API client.
 */

export const creditKeys = {
  available: ["credit-available"] as const,
  list: ["credits"] as const,
};

/** Spendable now in the caller's currency, and what is held in any other. */
export const creditAvailableQuery = queryOptions({
  queryKey: creditKeys.available,
  queryFn: ({ signal }) => api.get("/api/me/credit-available", { schema: creditAvailableSchema, toast: false, signal }),
});

/** Every credit the caller has had, newest first, with what each paid for. */
export const creditsQuery = queryOptions({
  queryKey: creditKeys.list,
  queryFn: ({ signal }) => api.get("/api/me/credits", { schema: z.array(creditSchema), toast: false, signal }),
});

/** After credit changed: the balance, the list and the user (who carries their active credits) are stale. */
export const refreshCredits = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: creditKeys.available }),
    queryClient.invalidateQueries({ queryKey: creditKeys.list }),
    queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  ]);

/** POST /api/me/redeem-voucher: answers with the new credit. */
export async function redeemVoucher(input: z.input<typeof redeemVoucherSchema>) {
  const credit = await api.post("/api/me/redeem-voucher", input, { schema: creditSchema });
  await refreshCredits();
  return credit;
}
