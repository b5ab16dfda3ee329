import type { Db } from "../../db/database.ts";
import { updateUser } from "./users.repository.ts";
import type { UserRow, UserUpdate } from "./users.table.ts";

/*
 * The changes other features make to a user's row, each by name: only features/users writes the
 * users table (lint rule table-owner-writes), so what sign-in, verification, availability and pro
 * bono change of a person is listed here. Each takes the database or a transaction and the time of
 * the change, and returns the row as it is now.
 */

/** The account's address is proven theirs (a sign-up code or an email verification code). */
export function markEmailVerified(db: Db, userId: string, nowIso: string): Promise<UserRow> {
  return updateUser(db, userId, { email_verified_at: nowIso, updated_at: nowIso });
}

/** A code was texted to `phone`: it becomes the account's number, not verified yet. */
export function setUnverifiedPhone(db: Db, userId: string, phone: string, nowIso: string): Promise<UserRow> {
  return updateUser(db, userId, { phone, phone_verified_at: null, updated_at: nowIso });
}

/** A right code proved `phone` is theirs: it becomes the account's verified number. */
export function markPhoneVerified(db: Db, userId: string, phone: string, nowIso: string): Promise<UserRow> {
  return updateUser(db, userId, { phone, phone_verified_at: nowIso, updated_at: nowIso });
}

/** The 10-minute SMS reminder on or off. */
export function saveSmsReminders(db: Db, userId: string, enabled: boolean, nowIso: string): Promise<UserRow> {
  return updateUser(db, userId, { sms_reminders: enabled ? 1 : 0, updated_at: nowIso });
}

/** A new password (its hash), after a reset or a change. */
export function savePasswordHash(db: Db, userId: string, passwordHash: string, nowIso: string): Promise<UserRow> {
  return updateUser(db, userId, { password_hash: passwordHash, updated_at: nowIso });
}

/** What an advisor's availability settings change of their row (undefined leaves a setting as it is). */
export type BookingSettings = Pick<
  UserUpdate,
  "working_hours" | "use_calendar_booking_buffer" | "buffer_minutes" | "consultation_cap_hours" | "min_notice_hours" | "instant_booking"
>;

/** An advisor's working hours, buffers, notice and instant booking. */
export function saveBookingSettings(db: Db, userId: string, settings: BookingSettings, nowIso: string): Promise<UserRow> {
  return updateUser(db, userId, { ...settings, updated_at: nowIso });
}

/** Pro bono on or off and its monthly budget (undefined leaves a setting as it is). */
export type ProBonoSettings = Pick<UserUpdate, "pro_bono_enable" | "pro_bono_minutes">;

export function saveProBonoSettings(db: Db, userId: string, settings: ProBonoSettings, nowIso: string): Promise<UserRow> {
  return updateUser(db, userId, { ...settings, updated_at: nowIso });
}

/** What a sign-up tells about the person who takes over a placeholder account. */
export type PlaceholderClaim = Pick<
  UserUpdate,
  | "first_name"
  | "last_name"
  | "type"
  | "timezone"
  | "timezone_confirmed_at"
  | "country"
  | "currency"
  | "phone"
  | "phone_verified_at"
  | "professional_url"
>;

/** Someone invited by email signs up with that address: the placeholder becomes their verified account. */
export function claimPlaceholder(db: Db, userId: string, claim: PlaceholderClaim, nowIso: string): Promise<UserRow> {
  return updateUser(db, userId, { is_placeholder: 0, email_verified_at: nowIso, updated_at: nowIso, ...claim });
}
