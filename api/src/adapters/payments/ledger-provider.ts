import { TEST_CARDS } from "@kora/shared/contracts/availability.ts";
import type { Db } from "../../db/database.ts";
import {
  authenticateLedgerCharge,
  ensureLedgerAccount,
  findLedgerAccount,
  findLedgerEntry,
  recordLedgerEntry,
  setLedgerBank,
  type StoredEntry,
} from "./ledger.repository.ts";
import { ledgerSubscriptions } from "./ledger-subscriptions.ts";
import {
  type BankDetails,
  type CardDetails,
  type ChargeOutcome,
  PaymentError,
  type PaymentsProvider,
  type PayoutAccountState,
  type SavedPaymentMethod,
  WebhookSignatureError,
} from "./payments.ts";

type Behaviour = (typeof TEST_CARDS)[keyof typeof TEST_CARDS];
const FAILURES: Record<Exclude<Behaviour, "succeeds">, string> = {
  declined: "Your card was declined.",
  "insufficient-funds": "Your card has insufficient funds.",
  "authentication-required": "Your bank asks you to confirm this payment.",
};
/** Stripe's test account number whose payouts fail (the ledger's bank behaves the same). */
export const FAILING_BANK_ACCOUNT = "000111111116";

const outcome = (entry: StoredEntry): ChargeOutcome =>
  entry.status === "succeeded"
    ? { status: "succeeded", ref: entry.id }
    : entry.status === "requires-action"
      ? { status: "requires-action", ref: entry.id, clientSecret: null, reason: entry.failure ?? FAILURES["authentication-required"] }
      : { status: "failed", ref: entry.id, reason: entry.failure ?? "The payment failed." };

/**
 * The embedded payments provider: no network, the same flows and states as Stripe, money movements
 * written to `ledger_entries` in our own database (what a bank would keep). Only the test card
 * numbers are accepted (TEST_CARDS), and they behave like Stripe's: 4242… succeeds, 4000…0002 is
 * declined, 4000 0027 6000 3184 needs the bank's confirmation. Payout accounts take a bank account
 * number; 000111111116 fails transfers like Stripe's test account. The ledger sends no webhooks.
 */
export function createLedgerProvider(db: Db, now: () => Date, publicUrl: string): PaymentsProvider {
  const nowIso = () => now().toISOString();
  const accountState = async (ref: string): Promise<PayoutAccountState> => {
    const account = await findLedgerAccount(db, ref);
    const banked = Boolean(account?.bank_last4);
    return {
      detailsSubmitted: banked,
      payoutsEnabled: banked,
      requirements: banked ? [] : ["external_account"],
      bankLast4: account?.bank_last4 ?? null,
    };
  };

  const provider: PaymentsProvider = {
    kind: "ledger",
    publishableKey: null,
    createCustomer: async ({ userId }) => `ledger_cus_${userId}`,
    createSetupIntent: async () => null,
    async saveCard(_customerRef: string, card: CardDetails): Promise<SavedPaymentMethod> {
      if ("token" in card) throw new PaymentError("token", "Card tokens need the Stripe provider; in this mode use a test card number.");
      const behaviour = (TEST_CARDS as Record<string, Behaviour>)[card.number];
      if (!behaviour)
        throw new PaymentError("number", "Payments run on the built-in test ledger here: use a test card such as 4242 4242 4242 4242.");
      const today = now();
      if (card.expYear < today.getUTCFullYear() || (card.expYear === today.getUTCFullYear() && card.expMonth < today.getUTCMonth() + 1))
        throw new PaymentError("expYear", "This card has expired.");
      return {
        providerRef: `ledger:${behaviour}:${crypto.randomUUID()}`,
        brand: "Visa",
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
    },
    removeCard: async () => {},
    setDefaultCard: async () => {},
    async charge({ customerRef, bookingId, methodRef, amount, currency, idempotencyKey }) {
      const behaviour = methodRef.split(":")[1] as Behaviour;
      const status = behaviour === "succeeds" ? "succeeded" : behaviour === "authentication-required" ? "requires-action" : "failed";
      const failure = behaviour === "succeeds" ? null : (FAILURES[behaviour] ?? "The payment failed.");
      const userId = customerRef.replace(/^ledger_cus_/, "");
      const entry = {
        bookingId,
        userId,
        kind: "charge" as const,
        amount,
        currency,
        ref: methodRef,
        status,
        failure,
        idempotencyKey,
      } as const;
      return outcome(await recordLedgerEntry(db, entry, nowIso()));
    },
    async completeCharge(ref) {
      await authenticateLedgerCharge(db, ref);
      return this.retrieveCharge(ref);
    },
    async retrieveCharge(ref) {
      const entry = await findLedgerEntry(db, ref);
      if (!entry) throw new Error(`No ledger charge ${ref}`);
      return outcome(entry);
    },
    async refund({ chargeRef, bookingId, amount, idempotencyKey }) {
      const charge = await findLedgerEntry(db, chargeRef);
      if (!charge) return { status: "failed", ref: null, reason: "No such charge." };
      const entry = { bookingId, userId: charge.user_id, kind: "refund" as const, amount, currency: charge.currency, ref: chargeRef };
      const stored = await recordLedgerEntry(db, { ...entry, status: "succeeded", failure: null, idempotencyKey }, nowIso());
      return { status: "succeeded", ref: stored.id };
    },
    createPayoutAccount: ({ userId, country }) => ensureLedgerAccount(db, userId, country, nowIso()),
    async addBankAccount(accountRef: string, bank: BankDetails) {
      if ("token" in bank) throw new PaymentError("token", "Bank tokens need the Stripe provider; in this mode enter the account number.");
      await setLedgerBank(db, accountRef, bank.accountNumber.slice(-4), bank.accountNumber === FAILING_BANK_ACCOUNT);
      return accountState(accountRef);
    },
    payoutAccount: accountState,
    payoutLink: async () => `${publicUrl}/my-kora/my-details/advisor-settings?payouts=bank`,
    async transfer({ accountRef, bookingId, amount, currency, idempotencyKey }) {
      const account = await findLedgerAccount(db, accountRef);
      if (!account?.bank_last4) return { status: "failed", ref: null, reason: "The payout account has no bank account yet." };
      const failure = account.bank_fails ? "The bank refused the payout: check the account number." : null;
      const entry = { bookingId, userId: account.user_id, kind: "transfer" as const, amount, currency, ref: accountRef, failure };
      const stored = await recordLedgerEntry(db, { ...entry, status: failure ? "failed" : "succeeded", idempotencyKey }, nowIso());
      return stored.status === "succeeded"
        ? { status: "succeeded", ref: stored.id }
        : { status: "failed", ref: null, reason: stored.failure ?? "The transfer failed." };
    },
    verifyWebhook: async () => {
      throw new WebhookSignatureError("The built-in ledger sends no webhooks.");
    },
    ...ledgerSubscriptions(now, (input) => provider.charge(input)),
  };
  return provider;
}
