import type { z } from "zod";
import { type CreditAvailableDto, type CreditDto, type issueVouchersSchema, VOUCHER_MESSAGES } from "@kora/shared/contracts/credits.ts";
import {
  allocateCredits,
  CREDIT_LIFETIME_MONTHS,
  formatVoucherCode,
  signUpCredit,
  VOUCHER_ALPHABET,
} from "@kora/shared/domain/money/credits.ts";
import type { Db } from "../../db/database.ts";
import { invalidField } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import type { UserRow } from "../users/users.table.ts";
import {
  creditUsesOfBooking,
  creditsOf,
  giftersOf,
  insertCredit,
  returnCredits,
  spendableCredits,
  spendCredits,
  usesOf,
} from "./credits.repository.ts";
import type { CreditRow } from "./credits.table.ts";
import { codeHash, voucherRow } from "./voucher-rows.ts";

export { settleGiftCardPayment } from "./gift-card-purchase.ts";
import { claimVoucher, findVoucherByHash, insertVouchers } from "./vouchers.repository.ts";

const inMonths = (from: Date, months: number) => {
  const date = new Date(from);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString();
};

/** The sign-up credit (core §9: USD 15, GBP and EUR 10, others 20) on a first completed sign-up; once per person. */
export async function grantSignUpCredit(db: Db, user: Pick<UserRow, "id" | "currency">, now: Date): Promise<void> {
  await insertCredit(db, {
    id: crypto.randomUUID(),
    user_id: user.id,
    source: "sign-up",
    voucher_id: null,
    currency: user.currency,
    total_minor: signUpCredit(user.currency),
    expires_at: inMonths(now, CREDIT_LIFETIME_MONTHS),
    created_at: now.toISOString(),
  });
}

const remaining = (c: CreditRow) => c.total_minor - c.used_minor;

/** `GET /api/me/credit-available`: unexpired credit left, in the caller's currency and per currency held. */
export async function creditAvailable(services: Pick<Services, "db" | "now">, user: UserRow): Promise<CreditAvailableDto> {
  const credits = await spendableCredits(services.db, user.id, services.now().toISOString());
  const balances = new Map<string, number>();
  for (const credit of credits) balances.set(credit.currency, (balances.get(credit.currency) ?? 0) + remaining(credit));
  return {
    credit_available: balances.get(user.currency) ?? 0,
    currency: user.currency,
    balances: [...balances].map(([currency, amount]) => ({ currency, amount })),
  };
}

const LABELS: Record<CreditRow["source"], string> = {
  "sign-up": "Sign-up credit",
  voucher: "Voucher",
  "gift-card": "Gift card",
  staff: "Credit from Kora",
};

/** `GET /api/me/credits`: each credit with what it paid for and what refunds gave back. */
export async function listCredits(services: Pick<Services, "db" | "now">, user: UserRow): Promise<CreditDto[]> {
  const credits = await creditsOf(services.db, user.id);
  const uses = await usesOf(
    services.db,
    credits.map((c) => c.id),
  );
  const gifters = await giftersOf(
    services.db,
    credits.flatMap((c) => (c.source === "gift-card" && c.voucher_id ? [c.voucher_id] : [])),
  );
  const nowIso = services.now().toISOString();
  const labelOf = (credit: CreditRow) => {
    const from = credit.voucher_id ? gifters.get(credit.voucher_id) : undefined;
    return from ? `Gift card from ${from}` : LABELS[credit.source];
  };
  return credits.map((credit) => ({
    id: credit.id,
    source: credit.source,
    label: labelOf(credit),
    currency: credit.currency,
    totalCreditCents: credit.total_minor,
    usedCreditCents: credit.used_minor,
    expiresAt: credit.expires_at,
    expired: credit.expires_at <= nowIso,
    uses: uses
      .filter((u) => u.credit_id === credit.id)
      .map((u) => ({
        bookingId: u.booking_id,
        cardTitle: u.title,
        amount: u.kind === "spend" ? u.amount : -u.amount,
        createdAt: u.created_at,
      })),
    createdAt: credit.created_at,
  }));
}

/**
 * `POST /api/me/redeem-voucher`: a voucher or gift-card code adds its credit, once. The claim and the
 * credit are one transaction, so of any number of racing redemptions exactly one credits. Ten tries
 * an hour per person: codes are unguessable, and trying many is refused.
 */
export async function redeemVoucher(services: Pick<Services, "db" | "limiter" | "now">, user: UserRow, code: string): Promise<CreditDto> {
  services.limiter.hit(`redeem-voucher:${user.id}`, 10, 3_600_000);
  const voucher = await findVoucherByHash(services.db, await codeHash(code));
  if (!voucher) throw invalidField("code", VOUCHER_MESSAGES.invalid);
  if (voucher.claimed_by) throw invalidField("code", VOUCHER_MESSAGES.claimed);
  const now = services.now();
  if (voucher.expires_at <= now.toISOString()) throw invalidField("code", VOUCHER_MESSAGES.expired);
  const creditId = crypto.randomUUID();
  const claimed = await services.db.transaction().execute(async (trx) => {
    if (!(await claimVoucher(trx, voucher.id, user.id, now.toISOString()))) return false;
    return insertCredit(trx, {
      id: creditId,
      user_id: user.id,
      source: voucher.source,
      voucher_id: voucher.id,
      currency: voucher.currency,
      total_minor: voucher.amount,
      expires_at: inMonths(now, CREDIT_LIFETIME_MONTHS),
      created_at: now.toISOString(),
    });
  });
  if (!claimed) throw invalidField("code", VOUCHER_MESSAGES.claimed);
  return (await listCredits(services, user)).find((c) => c.id === creditId)!;
}

function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // 31 letters: the tiny modulo bias (256 = 8·31 + 8) is far below what guessing could use.
  return [...bytes].map((b) => VOUCHER_ALPHABET[b % VOUCHER_ALPHABET.length]).join("");
}

/** Staff: `POST /api/vouchers` — `count` codes worth `amount`, redeemable for `validDays`. The codes are shown once. */
export async function issueVouchers(
  services: Pick<Services, "db" | "now">,
  staff: UserRow,
  input: z.output<typeof issueVouchersSchema>,
  source: "voucher" | "gift-card" = "voucher",
): Promise<{ codes: string[]; expiresAt: string }> {
  const now = services.now();
  const expiresAt = new Date(now.getTime() + input.validDays * 86_400_000).toISOString();
  const codes = Array.from({ length: input.count }, newCode);
  const fields = { amount: input.amount, currency: input.currency, source, issuedBy: staff.id, note: input.note, expiresAt };
  await insertVouchers(services.db, await Promise.all(codes.map((code) => voucherRow(code, fields, now.toISOString()))));
  return { codes: codes.map(formatVoucherCode), expiresAt };
}

/** What a booking's credit came to so far: spent minus given back. */
export async function creditOnBooking(services: Pick<Services, "db">, bookingId: string): Promise<number> {
  const uses = await creditUsesOfBooking(services.db, bookingId);
  return uses.reduce((sum, u) => sum + (u.kind === "spend" ? u.amount : -u.amount), 0);
}

/**
 * Pays as much of a booking as the learner's credit covers (credit before the card: soonest to
 * expire first, same currency only). Once per booking: a repeat returns what was spent. If a credit
 * was spent elsewhere meanwhile, the allocation is made again from what is left.
 */
export async function spendCreditOnBooking(
  services: Pick<Services, "db" | "now">,
  input: { bookingId: string; learnerId: string; currency: string; total: number },
): Promise<number> {
  const uses = await creditUsesOfBooking(services.db, input.bookingId);
  if (uses.some((u) => u.kind === "spend")) return creditOnBooking(services, input.bookingId);
  for (let attempt = 0; attempt < 5; attempt++) {
    const nowIso = services.now().toISOString();
    const credits = await spendableCredits(services.db, input.learnerId, nowIso);
    const spendable = credits.map((c) => ({
      id: c.id,
      currency: c.currency,
      remaining: remaining(c),
      expiresAtMs: Date.parse(c.expires_at),
    }));
    const { allocations, covered } = allocateCredits(input.total, input.currency, spendable, services.now().getTime());
    if (covered === 0) return 0;
    if (await spendCredits(services.db, input.bookingId, allocations, nowIso)) return covered;
  }
  return 0;
}

/** Gives `amount` of a booking's credit back to the learner's credits (a refund's credit part). */
export function returnCreditFromBooking(services: Pick<Services, "db" | "now">, bookingId: string, amount: number): Promise<number> {
  return amount > 0 ? returnCredits(services.db, bookingId, amount, services.now().toISOString()) : Promise.resolve(0);
}
