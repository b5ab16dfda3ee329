import type { Me } from "@kora/shared/contracts/users.ts";

/** A signed-in user for unit tests; override what the case is about. */
export function makeMe(overrides: Partial<Me> = {}): Me {
  return {
    id: "u1",
    slug: "ada-lovelace",
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
    fullName: "Ada Lovelace",
    type: "Learner",
    country: null,
    timezone: "Australia/Sydney",
    currency: "AUD",
    avatarUrl: null,
    isPlaceholder: false,
    isStaff: false,
    hasPassword: false,
    planSubscriptions: [],
    groups: [],
    instantMeetingLink: "/meet/ada-lovelace",
    privateChannel: "private-user.u1",
    publicChannel: "user.u1",
    verificationRequired: false,
    phoneVerified: true,
    createdAt: "2026-11-21T10:00:00Z",
    stats: {
      bookingRequestsLearning: 0,
      bookingRequestsAdvising: 0,
      bookingsConfirmed: 0,
      bookingsArchived: 0,
      bookingAlerts: 0,
      bookingActive: false,
      alerts: 0,
      myDetailsAlerts: 0,
      myDetailsProfileAlerts: 0,
      myDetailsPayoutAlerts: 0,
      requiresEmailVerification: false,
    },
    featureFlags: { "booking.payouts": false, beta: false, experiments: [] },
    ...overrides,
  };
}
