import { appPath } from "../../brand.ts";

/**
 * The dashboard's alerts (core §2 "alert counters", §3 User.stats): what is waiting for the user now,
 * each with its count, plain words and where to act on it. Pure: built from the stats and the sessions
 * awaiting the user's review; nothing due → no alerts.
 */
export const DASHBOARD_ALERT_KINDS = [
  "session-open",
  "requests-advising",
  "requests-learning",
  "reviews",
  "verify-email",
  "payout-details",
] as const;
export type DashboardAlertKind = (typeof DASHBOARD_ALERT_KINDS)[number];

export interface DashboardAlert {
  kind: DashboardAlertKind;
  count: number;
  text: string;
  link: string;
}

export interface AlertInput {
  stats: {
    bookingRequestsAdvising: number;
    bookingRequestsLearning: number;
    activeBookingId: string | null;
    myDetailsProfileAlerts: number;
    myDetailsPayoutAlerts: number;
  };
  /** Completed sessions the user hasn't reviewed yet, most recent first. */
  awaitingReview: readonly { bookingId: string }[];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const booking = (id: string, sub?: string) => appPath(`bookings/${encodeURIComponent(id)}${sub ? `/${sub}` : ""}`);

export const DASHBOARD_ALERT_TEXT = {
  sessionOpen: "Your session is open: join the call now",
  requestsAdvising: (n: number) => `${plural(n, "booking request is", "booking requests are")} waiting for your answer`,
  requestsLearning: (n: number) => `${plural(n, "booking needs", "bookings need")} your answer to the advisor's times`,
  reviews: (n: number) => `${plural(n, "session is", "sessions are")} waiting for your review`,
  verifyEmail: "Verify your email address",
  payoutDetails: "Add your payout details so you can be paid for your sessions",
} as const;

/** The alerts in the order they matter: a call open now, answers others wait for, then the user's own to-dos. */
export function dashboardAlerts({ stats, awaitingReview }: AlertInput): DashboardAlert[] {
  const alerts: DashboardAlert[] = [];
  if (stats.activeBookingId)
    alerts.push({ kind: "session-open", count: 1, text: DASHBOARD_ALERT_TEXT.sessionOpen, link: booking(stats.activeBookingId, "join") });
  if (stats.bookingRequestsAdvising > 0)
    alerts.push({
      kind: "requests-advising",
      count: stats.bookingRequestsAdvising,
      text: DASHBOARD_ALERT_TEXT.requestsAdvising(stats.bookingRequestsAdvising),
      link: appPath("bookings/requests"),
    });
  if (stats.bookingRequestsLearning > 0)
    alerts.push({
      kind: "requests-learning",
      count: stats.bookingRequestsLearning,
      text: DASHBOARD_ALERT_TEXT.requestsLearning(stats.bookingRequestsLearning),
      link: appPath("bookings/requests"),
    });
  const [first] = awaitingReview;
  if (first)
    alerts.push({
      kind: "reviews",
      count: awaitingReview.length,
      text: DASHBOARD_ALERT_TEXT.reviews(awaitingReview.length),
      // One to review: straight to its review page; several: the archive lists them.
      link: awaitingReview.length === 1 ? booking(first.bookingId, "review") : appPath("bookings/archive"),
    });
  if (stats.myDetailsProfileAlerts > 0)
    alerts.push({
      kind: "verify-email",
      count: stats.myDetailsProfileAlerts,
      text: DASHBOARD_ALERT_TEXT.verifyEmail,
      link: appPath("my-details"),
    });
  if (stats.myDetailsPayoutAlerts > 0)
    alerts.push({
      kind: "payout-details",
      count: stats.myDetailsPayoutAlerts,
      text: DASHBOARD_ALERT_TEXT.payoutDetails,
      link: appPath("my-details/advisor-settings"),
    });
  return alerts;
}
