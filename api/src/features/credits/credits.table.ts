import type { Generated, Selectable } from "kysely";
import type { CreditSource } from "@kora/shared/contracts/credits.ts";

/** Credits and vouchers (migration 2026_11_25_2000_credits). */
export interface CreditTables {
  credits: {
    id: string;
    user_id: string;
    source: CreditSource;
    voucher_id: string | null;
    currency: string;
    total_minor: number;
    used_minor: Generated<number>;
    expires_at: string;
    created_at: string;
  };
  credit_uses: { id: string; credit_id: string; booking_id: string; kind: "spend" | "return"; amount: number; created_at: string };
  vouchers: {
    id: string;
    /** SHA-256 of the normalised code: the code itself is shown once, to whoever issued or bought it. */
    code_hash: string;
    code_last4: string;
    amount: number;
    currency: string;
    source: "voucher" | "gift-card";
    issued_by: string | null;
    note: Generated<string>;
    expires_at: string;
    claimed_by: string | null;
    claimed_at: string | null;
    created_at: string;
  };
}

export type CreditRow = Selectable<CreditTables["credits"]>;
export type VoucherRow = Selectable<CreditTables["vouchers"]>;
