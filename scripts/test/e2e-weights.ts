/**
 * How long each e2e spec file took in a full `npm test` on the 2-core machine (seconds, the sum of
 * its tests as Playwright's list reporter printed them, from test-results/e2e-seconds.json). The parallel
 * e2e stage balances its processes by these: only the proportions matter, so a number that drifts a
 * little does no harm, and a spec missing here gets the mean of the others (scripts/test/balance.ts).
 * Refresh after a big change with the list output of `npx playwright test` and the note in balance.ts.
 * These are from the full run of 2026-12-04 13:31 at 7ceabc1, the first with the clock matrix's instants
 * in the same slots: its two slots ended 51 s apart (27:03 and 26:12).
 */
export const E2E_SECONDS: Readonly<Record<string, number>> = {
  "account.e2e.ts": 19,
  "activity.e2e.ts": 15,
  "analytics.e2e.ts": 10,
  "auth.e2e.ts": 33,
  "availability.e2e.ts": 24,
  "billing.e2e.ts": 43,
  "booking-mails.e2e.ts": 7,
  "booking-request.e2e.ts": 33,
  "bookings.e2e.ts": 76,
  "branding.e2e.ts": 13,
  "calendar-sync.e2e.ts": 33,
  "card-instant-meeting.e2e.ts": 43,
  "card-video.e2e.ts": 26,
  "cards.e2e.ts": 79,
  "console.e2e.ts": 16,
  "contact.e2e.ts": 7,
  "credits.e2e.ts": 4,
  "dashboard-menus.e2e.ts": 21,
  "dashboard.e2e.ts": 14,
  "desktop-notifications.e2e.ts": 22,
  "desktop-offline.e2e.ts": 6,
  "desktop-picker.e2e.ts": 16,
  "desktop-uploads.e2e.ts": 19,
  "first-hour-ux.e2e.ts": 17,
  "first-hour.e2e.ts": 12,
  "gift-cards.e2e.ts": 14,
  "group-suggestions.e2e.ts": 7,
  "groups.e2e.ts": 46,
  "guards.e2e.ts": 27,
  "header.e2e.ts": 12,
  "inmail.e2e.ts": 8,
  "invites.e2e.ts": 11,
  "janus-chromium.e2e.ts": 5,
  "journey.e2e.ts": 17,
  "link-token.e2e.ts": 5,
  "marketplace.e2e.ts": 54,
  "meeting-ask-to-join.e2e.ts": 57,
  "meeting-call.e2e.ts": 74,
  "meeting-cpu.e2e.ts": 52,
  "meeting-host.e2e.ts": 119,
  "meeting-instances.e2e.ts": 46,
  "meeting-restart.e2e.ts": 38,
  "meeting-rooms.e2e.ts": 41,
  "meeting-sfu-scale.e2e.ts": 48,
  "meeting-sfu.e2e.ts": 37,
  "meeting-view-settings.e2e.ts": 44,
  "onboarding.e2e.ts": 18,
  "plans.e2e.ts": 17,
  "pro-bono.e2e.ts": 11,
  "profile.e2e.ts": 17,
  "public-screens.e2e.ts": 8,
  "public-site.e2e.ts": 120,
  "recording-resume.e2e.ts": 48,
  "recording.e2e.ts": 59,
  "reviews.e2e.ts": 15,
  "screens.e2e.ts": 29,
  "signup.e2e.ts": 9,
  "staff-tools.e2e.ts": 8,
  "verification.e2e.ts": 11,
  "video-progress.e2e.ts": 6,
  "videos-library.e2e.ts": 55,
};

/**
 * One instant of the clock matrix (the 23 @clock tests on a fresh server), in the same seconds: in that
 * run the five instants took 4:29 to 5:26 beside the other slot's work, 298 s on average.
 */
export const CLOCK_INSTANT_SECONDS = 298;
