import { payoutAccountSchema } from "@kora/shared/contracts/payments.ts";
import { startFakeStripe, type FakeStripe } from "./fake-stripe/index.ts";
import { createTestApp, dataOf, type TestApp } from "./harness.ts";

export type Provider = "ledger" | "stripe";
export const PROVIDERS: Provider[] = ["ledger", "stripe"];

export const STRIPE_ENV = {
  PAYMENTS_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_test_kora_local",
  STRIPE_WEBHOOK_SECRET: "whsec_kora_local_secret",
  STRIPE_PUBLISHABLE_KEY: "pk_test_kora_local",
} as const;

/** The app on `provider`: on Stripe, the real SDK talks to a local server that answers like Stripe's API. */
export async function paymentsTestApp(provider: Provider): Promise<{ t: TestApp; fake: FakeStripe | null; close(): Promise<void> }> {
  if (provider === "ledger") {
    const t = await createTestApp();
    return { t, fake: null, close: () => t.close() };
  }
  const fake = await startFakeStripe();
  const t = await createTestApp({ ...STRIPE_ENV, STRIPE_API_URL: fake.url });
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

/**
 * Gives `cookie`'s person a payout account that can receive: details (country, date of birth,
 * terms), then the bank — the ledger's form, or Stripe's Express onboarding finished on the fake.
 */
export async function enablePayouts(t: TestApp, fake: FakeStripe | null, cookie: string, accountNumber = "000123456789") {
  const details = await t.call("POST", "/api/me/payout-account", {
    cookie,
    body: { country: "AU", dateOfBirth: "1990-04-02", acceptTerms: true },
  });
  if (details.status !== 200) throw new Error(`payout details failed: ${details.status} ${await details.text()}`);
  if (fake) {
    const account = [...fake.objects.accounts.values()].at(-1) as { id: string } | undefined;
    if (!account) throw new Error("no Connect account was created");
    fake.completeOnboarding(account.id);
    return dataOf(await t.call("GET", "/api/me/payout-account", { cookie }), payoutAccountSchema);
  }
  const bank = await t.call("POST", "/api/me/payout-methods", {
    cookie,
    body: { accountHolder: "Avery Advisor", routingNumber: "110000", accountNumber },
  });
  if (bank.status !== 200) throw new Error(`bank failed: ${bank.status} ${await bank.text()}`);
  return dataOf(bank, payoutAccountSchema);
}
