import type { z } from "zod";
import {
  PAYOUT_MESSAGES,
  type PayoutAccountDto,
  type payoutAccountInputSchema,
  type payoutMethodInputSchema,
} from "@kora/shared/contracts/payments.ts";
import { isAdult, payoutStatus, requirementsInWords } from "@kora/shared/domain/money/payouts.ts";
import { PaymentError, type PayoutAccountState } from "../../adapters/payments/payments.ts";
import { AppError, invalidField } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import type { UserRow } from "../users/users.table.ts";
import { releaseHeldTransfers } from "./movements.ts";
import { earningsOf } from "./payment-records.repository.ts";
import { applyPayoutState, findPayoutAccount, findPayoutAccountByRef, upsertPayoutAccount } from "./payout-accounts.repository.ts";
import { paidWorkWaiting } from "./payouts.read-model.ts";

function sums(rows: { currency: string; amount: number }[]) {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.currency, (totals.get(row.currency) ?? 0) + Number(row.amount));
  return [...totals].map(([currency, amount]) => ({ currency, amount }));
}

/** `GET /api/me/payout-account`: status, what's missing, and earnings pending and paid per currency. */
export async function payoutAccountOf(services: Pick<Services, "db" | "payments">, user: UserRow): Promise<PayoutAccountDto> {
  const [account, earnings] = await Promise.all([findPayoutAccount(services.db, user.id), earningsOf(services.db, user.id)]);
  const status = account?.status ?? "none";
  const pending = earnings.filter((e) => ["scheduled", "on-hold", "pending"].includes(e.status));
  // A session that ended with pay for the advisor (a late cancellation, a learner's no-show) waits on them too.
  const waiting = status === "enabled" ? null : ((await paidWorkWaiting(services.db, user.id)) ?? (pending.length > 0 ? "session" : null));
  return {
    provider: services.payments.kind,
    status,
    country: account?.country ?? null,
    dateOfBirth: account?.date_of_birth ?? null,
    bankLast4: account?.bank_last4 ?? null,
    requirements: requirementsInWords(JSON.parse(account?.requirements ?? "[]") as string[]),
    needsDetails: waiting !== null,
    needsDetailsFor: waiting,
    earnings: {
      currency: user.currency,
      pending: sums(pending),
      paid: sums(earnings.filter((e) => e.status === "succeeded")),
    },
  };
}

/**
 * Keeps the provider's view of an account; `event` orders webhook updates (none: a read made now,
 * which always applies). An account that became able to receive gets its held transfers released.
 */
export async function applyAccountState(
  services: Pick<Services, "db" | "jobs" | "now">,
  userId: string,
  state: PayoutAccountState,
  event: { created: number; id: string } | null = null,
): Promise<void> {
  const applied = await applyPayoutState(services.db, userId, event, {
    status: payoutStatus(state),
    requirements: JSON.stringify(state.requirements),
    bank_last4: state.bankLast4,
    updated_at: services.now().toISOString(),
  });
  if (applied && state.payoutsEnabled) await releaseHeldTransfers(services, userId);
}

/** A Connect `account.updated` event (or a reconciliation read) for the account `ref`. */
export async function accountUpdated(
  services: Pick<Services, "db" | "jobs" | "now" | "payments">,
  ref: string,
  state: PayoutAccountState,
  event: { created: number; id: string },
): Promise<void> {
  const account = await findPayoutAccountByRef(services.db, services.payments.kind, ref);
  if (account) await applyAccountState(services, account.user_id, state, event);
}

/** `POST /api/me/payout-account`: country, date of birth and the terms (asked at the first paid booking request). */
export async function savePayoutDetails(
  services: Pick<Services, "db" | "jobs" | "limiter" | "now" | "payments">,
  user: UserRow,
  input: z.output<typeof payoutAccountInputSchema>,
): Promise<PayoutAccountDto> {
  services.limiter.hit(`payout-account:${user.id}`, 10, 3_600_000);
  if (!isAdult(input.dateOfBirth, services.now().getTime())) throw invalidField("dateOfBirth", PAYOUT_MESSAGES.dateOfBirth);
  const existing = await findPayoutAccount(services.db, user.id);
  if (existing && existing.provider === services.payments.kind && existing.country !== input.country)
    throw invalidField("country", "Your payout country can't be changed once set up. Get in touch with us to change it.");
  const ref =
    existing?.provider === services.payments.kind
      ? existing.account_ref
      : await services.payments.createPayoutAccount({
          userId: user.id,
          email: user.email ?? "",
          country: input.country,
          dateOfBirth: input.dateOfBirth,
        });
  const nowIso = services.now().toISOString();
  await upsertPayoutAccount(services.db, {
    user_id: user.id,
    provider: services.payments.kind,
    account_ref: ref,
    country: input.country,
    date_of_birth: input.dateOfBirth,
    terms_accepted_at: nowIso,
    status: existing?.status ?? "pending",
    requirements: existing?.requirements ?? JSON.stringify(["external_account"]),
    created_at: nowIso,
    updated_at: nowIso,
  });
  await applyAccountState(services, user.id, await services.payments.payoutAccount(ref));
  return payoutAccountOf(services, user);
}

async function accountRefOf(services: Pick<Services, "db" | "payments">, user: UserRow): Promise<string> {
  const account = await findPayoutAccount(services.db, user.id);
  if (!account || account.provider !== services.payments.kind)
    throw new AppError("conflict", "Add your payout details (country and date of birth) first.");
  return account.account_ref;
}

/** `POST /api/me/payout-methods`: the bank account payouts go to (the ledger's form; Stripe collects it in onboarding). */
export async function addPayoutBank(
  services: Pick<Services, "db" | "jobs" | "limiter" | "now" | "payments">,
  user: UserRow,
  input: z.output<typeof payoutMethodInputSchema>,
): Promise<PayoutAccountDto> {
  services.limiter.hit(`payout-methods:${user.id}`, 10, 3_600_000);
  const ref = await accountRefOf(services, user);
  const state = await services.payments.addBankAccount(ref, input).catch((error) => {
    throw error instanceof PaymentError ? invalidField(error.field, error.message) : error;
  });
  await applyAccountState(services, user.id, state);
  return payoutAccountOf(services, user);
}

/** `POST /api/me/stripe-link`: Stripe's onboarding (Account Link) or dashboard (login link); the ledger's own page. */
export async function payoutLink(
  services: Pick<Services, "config" | "db" | "payments">,
  user: UserRow,
  type: "onboarding" | "dashboard",
): Promise<string> {
  const ref = await accountRefOf(services, user);
  // Stripe opens the Express dashboard only once onboarding is done; before, the way on is onboarding.
  if (type === "dashboard" && (await findPayoutAccount(services.db, user.id))?.status === "pending")
    throw new AppError("conflict", "Finish setting up payouts first: choose Continue to Stripe.");
  const back = `${services.config.publicUrl}/my-kora/my-details/advisor-settings`;
  return services.payments.payoutLink(ref, type, { returnUrl: `${back}?payouts=return`, refreshUrl: `${back}?payouts=refresh` });
}

/** Reads the account from the provider now (after returning from onboarding; reconciliation). */
export async function refreshPayoutAccount(
  services: Pick<Services, "db" | "jobs" | "now" | "payments">,
  user: UserRow,
): Promise<PayoutAccountDto> {
  const account = await findPayoutAccount(services.db, user.id);
  if (account?.provider === services.payments.kind)
    await applyAccountState(services, user.id, await services.payments.payoutAccount(account.account_ref));
  return payoutAccountOf(services, user);
}
