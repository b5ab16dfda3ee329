import { normaliseVoucherCode } from "@kora/shared/domain/money/credits.ts";
import { sha256 } from "../../lib/crypto.ts";
import type { VoucherRow } from "./credits.table.ts";

/** How a code is kept: only its hash (normalised, so case and dashes don't matter). */
export const codeHash = (code: string) => sha256(`voucher:${normaliseVoucherCode(code)}`);

/** A voucher for `code`, which is kept only as its hash (and last four); unclaimed. */
export async function voucherRow(
  code: string,
  fields: { amount: number; currency: string; source: VoucherRow["source"]; issuedBy: string; note: string; expiresAt: string },
  nowIso: string,
): Promise<VoucherRow> {
  return {
    id: crypto.randomUUID(),
    code_hash: await codeHash(code),
    code_last4: normaliseVoucherCode(code).slice(-4),
    amount: fields.amount,
    currency: fields.currency,
    source: fields.source,
    issued_by: fields.issuedBy,
    note: fields.note,
    expires_at: fields.expiresAt,
    claimed_by: null,
    claimed_at: null,
    created_at: nowIso,
  };
}
