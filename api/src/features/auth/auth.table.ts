export interface AuthTables {
  sessions: {
    id_hash: string;
    user_id: string;
    created_at: string;
    last_used_at: string;
    expires_at: string;
    user_agent: string | null;
  };
  verification_codes: {
    id: string;
    email: string;
    code_hash: string;
    step: "login" | "signup";
    /** JSON of the sign-up details given with the request (names, type, invite, group). */
    payload: string;
    attempts: number;
    created_at: string;
    expires_at: string;
    consumed_at: string | null;
  };
  user_tokens: {
    token_hash: string;
    user_id: string;
    purpose: "password-reset" | "link-login";
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
}
