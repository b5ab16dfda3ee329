import type { Generated, Insertable, Selectable, Updateable } from "kysely";

export interface UsersTable {
  id: string;
  slug: string;
  email: string | null;
  first_name: string;
  last_name: string;
  type: "Learner" | "Advisor";
  timezone: string;
  currency: string;
  /** The language Kora speaks to this person in (shared/src/i18n/locales.ts). */
  locale: Generated<string>;
  avatar_url: string | null;
  password_hash: string | null;
  is_placeholder: Generated<number>;
  is_staff: Generated<number>;
  /** JSON: { "booking.payouts"?: boolean, beta?: boolean, experiments?: string[] } */
  feature_flags: Generated<string>;
  email_verified_at: string | null;
  phone: string | null;
  phone_verified_at: string | null;
  /** 1 until the user turns off the 10-minute SMS reminder (it goes only to a verified phone). */
  sms_reminders: Generated<number>;
  /** A professional profile link given at sign-up (https, one of the networks of social-urls.ts). */
  professional_url: string | null;
  /** When the person confirmed `timezone`; null: the dashboard asks once. */
  timezone_confirmed_at: string | null;
  country: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  education: string | null;
  /** JSON string[]: http(s) links, normalised (shared/src/domain/users/profile-rules.ts). */
  social_links: Generated<string>;
  /** JSON string[]: ISO 639-1 codes. */
  languages_spoken: Generated<string>;
  /** JSON string[]: short tags. */
  interests: Generated<string>;
  /** JSON string[]: category ids. */
  category_interests: Generated<string>;
  /** `avatars/{userId}/{version}`: the last avatar change (a picture when avatar_url is set, a removal when not). */
  avatar_key: string | null;
  /** JSON WorkingHoursRule[]: standard hours in `timezone`. */
  working_hours: Generated<string>;
  use_calendar_booking_buffer: Generated<number>;
  buffer_minutes: Generated<number>;
  consultation_cap_hours: number | null;
  min_notice_hours: Generated<number>;
  instant_booking: Generated<number>;
  /** The monthly pro-bono budget in minutes (shown as X.X hours a month). */
  pro_bono_minutes: Generated<number>;
  /** 1 when the advisor offers pro bono: learners may then use its minutes on cards marked pro bono. */
  pro_bono_enable: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface UserTables {
  users: UsersTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
