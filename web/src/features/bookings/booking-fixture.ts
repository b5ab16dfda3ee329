import type { BookingDto } from "@kora/shared/contracts/bookings.ts";

const party = (id: string, firstName: string, lastName: string, timezone: string) => ({
  id,
  slug: `${firstName}-${lastName}`.toLowerCase(),
  firstName,
  fullName: `${firstName} ${lastName}`,
  avatarUrl: null,
  timezone,
  isPlaceholder: false,
});

/** A booking as the API sends it, for unit tests: Maya advises Lena; the viewer is the learner unless overridden. */
export function makeBooking(overrides: Partial<BookingDto> = {}): BookingDto {
  return {
    id: "b1",
    status: "pending-approval",
    statusLabel: "Awaiting Response",
    role: "learner",
    advisor: party("maya", "Maya", "Patel", "Australia/Sydney"),
    learner: party("lena", "Lena", "Schmidt", "Europe/Berlin"),
    advisorId: "maya",
    learnerId: "lena",
    createdBy: "lena",
    facilitatedBy: null,
    confirmedBy: null,
    card: {
      id: "c1",
      slug: "growth",
      title: "Growth plans",
      type: "marketplace",
      link: "/advisors/maya-patel/growth",
      durations: [30, 60],
    },
    bookingTimeUtc: null,
    endTimeUtc: null,
    duration: 60,
    bookingTimesSuggested: [
      { timestampUtc: "2026-05-05T07:00:00.000Z", duration: 60, suggestedBy: "lena" },
      { timestampUtc: "2026-05-06T07:00:00.000Z", duration: 60, suggestedBy: "lena" },
    ],
    awaitingFrom: "advisor",
    awaitingMe: false,
    requestExpiresAtUtc: "2026-05-03T07:00:00.000Z",
    rescheduledBy: null,
    instantBooking: false,
    discussionTopic: "Planning next quarter's growth experiments",
    lastMessage: "",
    cancelMessage: null,
    cancelReason: null,
    cancelledBy: null,
    archived: false,
    recorded: false,
    recordingOwner: null,
    primaryVideo: null,
    permissions: { canChat: true, canRecord: false },
    fresh: false,
    price: {
      currency: "AUD",
      advisorFee: 10000,
      adminFee: 1500,
      adminFeePercent: 15,
      privateCardFee: 0,
      privateCardFeePercent: 0,
      total: 11500,
      free: false,
    },
    payment: {
      status: "card-saved",
      charged: 0,
      credit: 0,
      refunded: 0,
      failure: null,
      dueAtUtc: null,
      clientSecret: null,
      refunds: [],
      payout: null,
    },
    joinOpensAtUtc: null,
    joinClosesAtUtc: null,
    isLearnerInCall: false,
    isAdvisorInCall: false,
    bothInVideoTime: 0,
    canReview: false,
    reviewed: false,
    createdAt: "2026-05-01T07:00:00.000Z",
    updatedAt: "2026-05-01T07:00:00.000Z",
    ...overrides,
  };
}

/** The same booking as the advisor sees it. */
export const asAdvisor = (booking: BookingDto): BookingDto => ({
  ...booking,
  role: "advisor",
  awaitingMe: booking.awaitingFrom === "advisor",
});
/** The same booking as the learner sees it. */
export const asLearner = (booking: BookingDto): BookingDto => ({
  ...booking,
  role: "learner",
  awaitingMe: booking.awaitingFrom === "learner",
});
