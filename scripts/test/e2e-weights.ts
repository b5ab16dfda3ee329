/**
 * How long each e2e spec file took in a full `npm test` on the 2-core machine (seconds, the sum of
 * its tests as Playwright's list reporter printed them, from test-results/e2e-seconds.json). The parallel
 * e2e stage balances its processes by these: only the proportions matter, so a number that drifts a
 * little does no harm, and a spec missing here gets the mean of the others (scripts/test/balance.ts).
 * Refresh after a big change with the list output of `npx playwright test` and the note in balance.ts.
 */
export const E2E_SECONDS: Readonly<Record<string, number>> = {
  "account.e2e.ts": 36,
  "activity.e2e.ts": 14,
  "analytics.e2e.ts": 12,
  "auth.e2e.ts": 35,
  "availability.e2e.ts": 23,
  "billing.e2e.ts": 47,
  "booking-mails.e2e.ts": 7,
  "booking-request.e2e.ts": 37,
  "bookings.e2e.ts": 61,
  "branding.e2e.ts": 12,
  "calendar-sync.e2e.ts": 30,
  "card-instant-meeting.e2e.ts": 36,
  "card-video.e2e.ts": 31,
  "cards.e2e.ts": 100,
  "console.e2e.ts": 18,
  "contact.e2e.ts": 7,
  "credits.e2e.ts": 3,
  "dashboard-menus.e2e.ts": 25,
  "dashboard.e2e.ts": 15,
  "desktop-notifications.e2e.ts": 20,
  "desktop-offline.e2e.ts": 7,
  "desktop-picker.e2e.ts": 18,
  "desktop-uploads.e2e.ts": 19,
  "first-hour-ux.e2e.ts": 32,
  "first-hour.e2e.ts": 14,
  "gift-cards.e2e.ts": 21,
  "group-suggestions.e2e.ts": 9,
  "groups.e2e.ts": 47,
  "guards.e2e.ts": 29,
  "header.e2e.ts": 18,
  "inmail.e2e.ts": 13,
  "invites.e2e.ts": 13,
  "janus-chromium.e2e.ts": 6,
  "journey.e2e.ts": 22,
  "link-token.e2e.ts": 5,
  "marketplace.e2e.ts": 96,
  "meeting-ask-to-join.e2e.ts": 102,
  "meeting-call.e2e.ts": 150,
  "meeting-cpu.e2e.ts": 52,
  "meeting-host.e2e.ts": 104,
  "meeting-instances.e2e.ts": 78,
  "meeting-restart.e2e.ts": 72,
  "meeting-rooms.e2e.ts": 76,
  "meeting-sfu-scale.e2e.ts": 57,
  "meeting-sfu.e2e.ts": 70,
  "meeting-view-settings.e2e.ts": 57,
  "onboarding.e2e.ts": 18,
  "plans.e2e.ts": 19,
  "pro-bono.e2e.ts": 9,
  "profile.e2e.ts": 31,
  "public-screens.e2e.ts": 23,
  "public-site.e2e.ts": 292,
  "recording-resume.e2e.ts": 90,
  "recording.e2e.ts": 42,
  "reviews.e2e.ts": 22,
  "screens.e2e.ts": 35,
  "signup.e2e.ts": 6,
  "staff-tools.e2e.ts": 9,
  "verification.e2e.ts": 12,
  "video-progress.e2e.ts": 6,
  "videos-library.e2e.ts": 54,
};

/**
 * How long one instant of the clock matrix took (seconds, the wall time of its Playwright process,
 * every @clock test at that instant), in the same full `npm test`: the e2e stage balances the instants
 * with the spec files by it.
 */
export const E2E_CLOCK_INSTANT_SECONDS = 200;
