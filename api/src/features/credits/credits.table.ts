import type { Generated, Selectable } from "kysely";
import type { CreditSource } from "@kora/shared/contracts/credits.ts";
import type { GIFT_CARD_STATUSES } from "@kora/shared/contracts/gift-cards.ts";

type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

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
  /** Gift card purchases (migration 2026_11_26_2100_gift_cards). */
  gift_cards: {
    id: string;
    buyer_id: string;
    request_key: string | null;
    amount: number;
    currency: string;
    recipient_name: string;
    recipient_email: string;
    message: Generated<string>;
    /** The chosen day (YYYY-MM-DD) and the instant the recipient's mail is due. */
    deliver_on: string;
    deliver_at_ms: number;
    delivered_at: string | null;
    status: GiftCardStatus;
    failure: string | null;
    payment_id: string | null;
    voucher_id: string | null;
    created_at: string;
    updated_at: string;
  };
}

export type CreditRow = Selectable<CreditTables["credits"]>;
export type VoucherRow = Selectable<CreditTables["vouchers"]>;
export type GiftCardRow = Selectable<CreditTables["gift_cards"]>;
