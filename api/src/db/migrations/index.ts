import type { Migration } from "kysely";
import * as createAccounts from "./2026_11_21_0900_create_accounts.ts";
import * as createGroupsAndPlans from "./2026_11_21_0910_create_groups_and_plans.ts";
import * as createCards from "./2026_11_21_1000_create_cards.ts";
import * as referenceData from "./2026_11_21_1010_reference_data.ts";
import * as cardShuffleKey from "./2026_11_21_1020_card_shuffle_key.ts";
import * as searchIndexes from "./2026_11_21_1030_search_indexes.ts";
import * as createBookings from "./2026_11_21_1100_create_bookings.ts";
import * as createMeetingChat from "./2026_11_21_1400_create_meeting_chat.ts";
import * as createContactMessages from "./2026_11_21_1600_create_contact_messages.ts";
import * as bookingRequestFingerprints from "./2026_11_21_1800_booking_request_fingerprints.ts";
import * as searchFastPath from "./2026_11_25_1000_search_fast_path.ts";
import * as payments from "./2026_11_25_1900_payments.ts";
import * as credits from "./2026_11_25_2000_credits.ts";
import * as giftCards from "./2026_11_26_2100_gift_cards.ts";
import * as proBono from "./2026_11_26_2110_pro_bono.ts";
import * as subscriptions from "./2026_11_26_2120_subscriptions.ts";
import * as videos from "./2026_11_27_0900_videos.ts";
import * as verification from "./2026_11_27_1000_verification.ts";
import * as profiles from "./2026_11_27_1020_profiles.ts";
import * as signup from "./2026_11_27_1010_signup.ts";
import * as onboarding from "./2026_11_27_1030_onboarding.ts";
import * as groups from "./2026_11_27_1100_groups.ts";
import * as inmail from "./2026_11_27_1130_inmail.ts";
import * as invites from "./2026_11_27_1210_invites.ts";
import * as reviews from "./2026_11_27_1200_reviews.ts";
import * as cardVideoMessage from "./2026_11_27_1310_card_video_message.ts";
import * as branding from "./2026_11_27_1300_branding.ts";
import * as meetingRoomHomes from "./2026_11_27_1400_meeting_room_homes.ts";
import * as meetingRoomSettings from "./2026_11_27_1410_meeting_room_settings.ts";
import * as calendarSync from "./2026_11_27_1500_calendar_sync.ts";
import * as videoDeclaredBytes from "./2026_12_01_1330_video_declared_bytes.ts";
import * as cardAutoUnpublish from "./2026_12_03_0600_card_auto_unpublish.ts";
import * as groupSuggestedAdvisors from "./2026_12_03_0710_group_suggested_advisors.ts";
import * as userLocale from "./2026_12_04_1900_user_locale.ts";

/** Every migration, by name. Names sort by date; Kysely applies them in that order. */
export const migrations: Record<string, Migration> = {
  "2026_11_21_0900_create_accounts": createAccounts,
  "2026_11_21_0910_create_groups_and_plans": createGroupsAndPlans,
  "2026_11_21_1000_create_cards": createCards,
  "2026_11_21_1010_reference_data": referenceData,
  "2026_11_21_1020_card_shuffle_key": cardShuffleKey,
  "2026_11_21_1030_search_indexes": searchIndexes,
  "2026_11_21_1100_create_bookings": createBookings,
  "2026_11_21_1400_create_meeting_chat": createMeetingChat,
  "2026_11_21_1600_create_contact_messages": createContactMessages,
  "2026_11_21_1800_booking_request_fingerprints": bookingRequestFingerprints,
  "2026_11_25_1000_search_fast_path": searchFastPath,
  "2026_11_25_1900_payments": payments,
  "2026_11_25_2000_credits": credits,
  "2026_11_26_2100_gift_cards": giftCards,
  "2026_11_26_2110_pro_bono": proBono,
  "2026_11_26_2120_subscriptions": subscriptions,
  "2026_11_27_0900_videos": videos,
  "2026_11_27_1000_verification": verification,
  "2026_11_27_1020_profiles": profiles,
  "2026_11_27_1010_signup": signup,
  "2026_11_27_1030_onboarding": onboarding,
  "2026_11_27_1100_groups": groups,
  "2026_11_27_1130_inmail": inmail,
  "2026_11_27_1210_invites": invites,
  "2026_11_27_1200_reviews": reviews,
  "2026_11_27_1310_card_video_message": cardVideoMessage,
  "2026_11_27_1300_branding": branding,
  "2026_11_27_1400_meeting_room_homes": meetingRoomHomes,
  "2026_11_27_1410_meeting_room_settings": meetingRoomSettings,
  "2026_11_27_1500_calendar_sync": calendarSync,
  "2026_12_01_1330_video_declared_bytes": videoDeclaredBytes,
  "2026_12_03_0600_card_auto_unpublish": cardAutoUnpublish,
  "2026_12_03_0710_group_suggested_advisors": groupSuggestedAdvisors,
  "2026_12_04_1900_user_locale": userLocale,
};
