import type { Selectable } from "kysely";

/** Invites (migration 2026_11_27_1210_invites). Times are ISO strings in UTC. */
export interface InviteTables {
  invites: {
    id: string;
    /** Crypto-random, unique; the sign-up and not-interested links carry it. */
    code: string;
    inviter_id: string;
    /** The invitee's address, lower case (the spec's `for`). */
    email: string;
    pending_card_id: string | null;
    valid_until: string;
    claimed_by: string | null;
    claimed_at: string | null;
    /** 0…2 (core §9). */
    resend_count: number;
    is_not_interested: number;
    last_sent_at: string;
    created_at: string;
  };
}

export type InviteRow = Selectable<InviteTables["invites"]>;
