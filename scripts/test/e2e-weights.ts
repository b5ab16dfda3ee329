/**
 * How long each e2e spec file took in a full `npm test` on the 2-core machine (seconds, the sum of
 * its tests as Playwright's list reporter printed them, from test-results/e2e-seconds.json). The parallel
 * e2e stage balances its processes by these: only the proportions matter, so a number that drifts a
 * little does no harm, and a spec missing here gets the mean of the others (scripts/test/balance.ts).
 * Refresh after a big change with the list output of `npx playwright test` and the note in balance.ts.
 * These are from the full run of 2026-12-04 in the headless shell, after the axe check's legacy mode
 * (public-site 291 → 159 s): its shards ended 16 s apart (13:27 and 13:43).
 */
export const E2E_SECONDS: Readonly<Record<string, number>> = {
  "account.e2e.ts": 19,
  "activity.e2e.ts": 14,
  "analytics.e2e.ts": 9,
  "auth.e2e.ts": 30,
  "availability.e2e.ts": 20,
  "billing.e2e.ts": 34,
  "booking-mails.e2e.ts": 6,
  "booking-request.e2e.ts": 31,
  "bookings.e2e.ts": 63,
  "branding.e2e.ts": 11,
  "calendar-sync.e2e.ts": 33,
  "card-instant-meeting.e2e.ts": 37,
  "card-video.e2e.ts": 23,
  "cards.e2e.ts": 75,
  "console.e2e.ts": 13,
  "contact.e2e.ts": 6,
  "credits.e2e.ts": 3,
  "dashboard-menus.e2e.ts": 22,
  "dashboard.e2e.ts": 12,
  "desktop-notifications.e2e.ts": 21,
  "desktop-offline.e2e.ts": 4,
  "desktop-picker.e2e.ts": 13,
  "desktop-uploads.e2e.ts": 19,
  "first-hour-ux.e2e.ts": 20,
  "first-hour.e2e.ts": 17,
  "gift-cards.e2e.ts": 14,
  "group-suggestions.e2e.ts": 7,
  "groups.e2e.ts": 39,
  "guards.e2e.ts": 24,
  "header.e2e.ts": 12,
  "inmail.e2e.ts": 8,
  "invites.e2e.ts": 11,
  "janus-chromium.e2e.ts": 4,
  "journey.e2e.ts": 16,
  "link-token.e2e.ts": 5,
  "marketplace.e2e.ts": 54,
  "meeting-ask-to-join.e2e.ts": 40,
  "meeting-call.e2e.ts": 66,
  "meeting-cpu.e2e.ts": 52,
  "meeting-host.e2e.ts": 89,
  "meeting-instances.e2e.ts": 37,
  "meeting-restart.e2e.ts": 60,
  "meeting-rooms.e2e.ts": 34,
  "meeting-sfu-scale.e2e.ts": 39,
  "meeting-sfu.e2e.ts": 41,
  "meeting-view-settings.e2e.ts": 34,
  "onboarding.e2e.ts": 14,
  "plans.e2e.ts": 21,
  "pro-bono.e2e.ts": 9,
  "profile.e2e.ts": 16,
  "public-screens.e2e.ts": 14,
  "public-site.e2e.ts": 159,
  "recording-resume.e2e.ts": 66,
  "recording.e2e.ts": 53,
  "reviews.e2e.ts": 16,
  "screens.e2e.ts": 26,
  "signup.e2e.ts": 10,
  "staff-tools.e2e.ts": 6,
  "verification.e2e.ts": 10,
  "video-progress.e2e.ts": 6,
  "videos-library.e2e.ts": 49,
};

/**
 * One instant of the clock matrix (the 23 @clock tests on a fresh server), in the same seconds: in the
 * full run of 2026-12-04 two instants side by side took 4.5 minutes.
 */
export const CLOCK_INSTANT_SECONDS = 270;
