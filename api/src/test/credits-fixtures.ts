import { creditAvailableSchema, issuedVouchersSchema } from "@kora/shared/contracts/credits.ts";
import { dataOf, type TestApp } from "./harness.ts";

/** Staff issue `count` vouchers worth `amount` (minor units) and return the codes. */
export async function issueVouchers(
  t: TestApp,
  staffCookie: string,
  amount: number,
  options: { count?: number; currency?: string; validDays?: number } = {},
) {
  const response = await t.call("POST", "/api/vouchers", {
    cookie: staffCookie,
    body: { amount, currency: options.currency ?? "AUD", count: options.count ?? 1, validDays: options.validDays ?? 365 },
  });
  if (response.status !== 201) throw new Error(`vouchers failed: ${response.status} ${await response.text()}`);
  return (await dataOf(response, issuedVouchersSchema)).codes;
}

/** Gives the person `amount` of credit through a voucher they redeem. */
export async function giveCredit(t: TestApp, staffCookie: string, cookie: string, amount: number, currency = "AUD") {
  const [code] = await issueVouchers(t, staffCookie, amount, { currency });
  const response = await t.call("POST", "/api/me/redeem-voucher", { cookie, body: { code } });
  if (response.status !== 201) throw new Error(`redeem failed: ${response.status} ${await response.text()}`);
}

export async function creditLeft(t: TestApp, cookie: string): Promise<number> {
  return (await dataOf(await t.call("GET", "/api/me/credit-available", { cookie }), creditAvailableSchema)).credit_available;
}
