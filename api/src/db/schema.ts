import type { AuthTables } from "../features/auth/auth.table.ts";
import type { BrandingTables } from "../features/branding/branding.table.ts";
import type { BookingTables } from "../features/bookings/bookings.table.ts";
import type { CalendarSyncTables } from "../features/calendar-sync/calendar-sync.table.ts";
import type { CardTables } from "../features/cards/cards.table.ts";
import type { CreditTables } from "../features/credits/credits.table.ts";
import type { DevMailboxTables } from "../features/dev-mailbox/dev-mailbox.table.ts";
import type { GroupTables } from "../features/groups/groups.table.ts";
import type { InviteTables } from "../features/invites/invites.table.ts";
import type { MeetingTables } from "../features/meetings/meetings.table.ts";
import type { OnboardingTables } from "../features/onboarding/onboarding.table.ts";
import type { PaymentTables } from "../features/payments/payments.table.ts";
import type { PlanTables } from "../features/plans/plans.table.ts";
import type { ProBonoTables } from "../features/pro-bono/pro-bono.table.ts";
import type { UserTables } from "../features/users/users.table.ts";
import type { VideoTables } from "../features/videos/videos.table.ts";
import type { VerificationTables } from "../features/verification/verification.table.ts";
import type { JobTables } from "../jobs/jobs.table.ts";

/** The whole database as Kysely sees it: each feature declares its own tables. */
export interface Database
  extends UserTables,
    AuthTables,
    GroupTables,
    DevMailboxTables,
    CardTables,
    BookingTables,
    MeetingTables,
    PaymentTables,
    CreditTables,
    PlanTables,
    ProBonoTables,
    VideoTables,
    VerificationTables,
    OnboardingTables,
    InviteTables,
    BrandingTables,
    CalendarSyncTables,
    JobTables {
  app_settings: { key: string; value: string };
}
