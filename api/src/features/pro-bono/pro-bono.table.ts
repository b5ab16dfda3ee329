import type { Selectable } from "kysely";

/** Pro-bono credit earned from invites (migration 2026_11_26_2110_pro_bono): append-only, once per invite, 100 hours in all. */
export interface ProBonoTables {
  pro_bono_credits: {
    id: string;
    user_id: string;
    source: "invite";
    invite_id: string;
    /** The part of the invite's credit that fitted under the 100-hour cap (0 when none did). */
    minutes: number;
    created_at: string;
  };
}

export type ProBonoCreditRow = Selectable<ProBonoTables["pro_bono_credits"]>;
