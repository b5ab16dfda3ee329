import type { Generated } from "kysely";

/** Groups and their members (migrations 2026_11_21_0910 and 2026_11_27_1100_groups). JSON columns hold text. */
export interface GroupTables {
  groups: {
    id: string;
    slug: string;
    name: string;
    logo_url: string | null;
    secondary_logo_url: Generated<string | null>;
    content_only: number;
    pricing_enabled: number;
    /** JSON `GroupLanding` (title, description, testimonials, chips). */
    landing: Generated<string>;
    /** JSON array of `ApplyField`. */
    apply_form: Generated<string>;
    /** JSON array of permission names every viewer gets (guests too). */
    default_permissions: Generated<string>;
    /** JSON object role → permission names; roles missing use ROLE_PERMISSIONS. */
    role_permissions: Generated<string>;
    /** JSON array of `GroupResource`. */
    resources: Generated<string>;
    /** 1: members see "Suggested advisors" (migration 2026_12_03_0710; docs/rules/core.md). */
    has_ai_matching: Generated<number>;
    created_at: string;
    updated_at: Generated<string | null>;
  };
  group_members: {
    group_id: string;
    user_id: string;
    role: string;
    role_when_joined: string;
    is_admin: number;
    approved_at: string | null;
    created_at: string;
    last_visited_at: string | null;
    /** JSON object of the apply form's answers (field id → text); null for a member who joined without applying. */
    application: Generated<string | null>;
    approved_by: Generated<string | null>;
    inmail_unsubscribed_at: Generated<string | null>;
  };
  /** What a signed-in person did: `login` on each sign-in (the console's log-in windows). */
  user_activity: {
    id: Generated<number>;
    user_id: string;
    session_id: string | null;
    event: string;
    route: string | null;
    extra: string | null;
    created_at: string;
  };
  group_emails: {
    id: string;
    group_id: string;
    created_by: string;
    subject: string;
    body: string;
    /** JSON of the members filter it went to; `{}` for all members. */
    audience: Generated<string>;
    recipient_count: Generated<number>;
    created_at: string;
    /** The sender's Idempotency-Key (migration 2026_11_27_1130_inmail): unique per group and sender. */
    request_key: Generated<string | null>;
  };
  group_email_recipients: {
    email_id: string;
    recipient_id: string;
    group_id: string;
    position: number;
    status: Generated<"Sent" | "Opened" | "Clicked" | "Unsubscribed" | "Bounced">;
    token: string;
    sent_at: string | null;
    opened_at: string | null;
    clicked_at: string | null;
    unsubscribed_at: string | null;
    bounced_at: string | null;
    bounce_reason: string | null;
    created_at: string;
  };
  group_videos: {
    group_id: string;
    video_id: string;
    shared_by: string;
    shared_at: string;
  };
}
