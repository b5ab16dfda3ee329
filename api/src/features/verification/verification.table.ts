import type { Selectable } from "kysely";

export type CodeChannel = "phone" | "email" | "recovery";

export interface VerificationTables {
  /** Codes texted or mailed to a user: to verify a phone or an email, or to recover the account by phone. */
  identity_codes: {
    id: string;
    user_id: string;
    channel: CodeChannel;
    /** The E.164 number or the email address the code went to; a right code verifies exactly this. */
    target: string;
    code_hash: string;
    attempts: number;
    created_at: string;
    expires_at: string;
    consumed_at: string | null;
  };
}

export type IdentityCodeRow = Selectable<VerificationTables["identity_codes"]>;
