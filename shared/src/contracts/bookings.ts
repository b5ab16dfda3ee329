import { z } from "zod";
import { fillMessage } from "../messages.ts";
import { BOOKING_STATUSES } from "../domain/bookings/lifecycle.ts";
import { EXPIRY_HOURS } from "../domain/bookings/expiry.ts";
import { TEXT_LIMITS } from "../domain/validation/text-limit.ts";
import { idField } from "./ids.ts";
import { limitedText } from "./text.ts";
import { VIDEO_STATUSES } from "./videos.ts";

/** Booking texts shown to people (field errors and refusals). */
export const BOOKING_MESSAGES = {
  times: "Please suggest between 1 and 3 times.",
  timeTaken: "Sorry, that time is no longer available.",
  timeOutsideHours: "That time isn't available any more. Please pick another.",
  timePast: "That time has already passed.",
  timesTwice: "Each time once, please.",
  duration: "Please choose one of the card's session lengths.",
  topic: "Please tell the advisor what you'd like to discuss.",
  expiry: "Please choose when the request expires.",
  paymentMethod: "Please add a payment card to request a paid session.",
  ownCard: "You can't book your own card.",
  learner: "Please choose who the session is with.",
  cancelReason: "Please choose a reason.",
  chooseTime: "Please choose one of the suggested times.",
  repeatOnly: "This advisor only takes bookings from people they've met before.",
} as const;

export const CANCEL_REASONS = ["schedule-conflict", "no-longer-needed", "found-another-advisor", "emergency", "other"] as const;
export const CANCEL_REASON_LABELS: Record<(typeof CANCEL_REASONS)[number], string> = {
  "schedule-conflict": "Schedule conflict",
  "no-longer-needed": "No longer needed",
  "found-another-advisor": "Found another advisor",
  emergency: "Emergency",
  other: "Other",
};

/** A UTC instant as the client sends it: ISO 8601 with Z (or "YYYY-MM-DD HH:MM:SS", core §3). */
export const utcInstant = z
  .string()
  .transform((value) => (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(" ", "T")}Z` : value))
  .pipe(z.iso.datetime({ offset: false, error: "Please use a UTC time like 2026-05-04T09:00:00Z." }));

const times = z.array(utcInstant).min(1, BOOKING_MESSAGES.times).max(3, BOOKING_MESSAGES.times);
/** "exact", or hours: one of EXPIRY_HOURS or the shorter clamp of one (the server checks it against expiryOptions). */
const expiry = z
  .union(
    [
      z.literal("exact"),
      z
        .number()
        .int()
        .min(1)
        .max(Math.max(...EXPIRY_HOURS)),
    ],
    { error: BOOKING_MESSAGES.expiry },
  )
  .nullable()
  .default(null);
export const DISCUSSION_TOPIC_MIN_LENGTH = 10;
const topic = limitedText(TEXT_LIMITS.discussionTopic).min(
  DISCUSSION_TOPIC_MIN_LENGTH,
  fillMessage("minLength", { field: "discussion topic", min: DISCUSSION_TOPIC_MIN_LENGTH }),
);
/** A note that may be left empty (a message with suggested times or a cancellation). */
const note = limitedText(TEXT_LIMITS.message).default("");

/**
 * `POST /api/bookings`. The caller is the learner (a request or an instant booking), the card's
 * advisor (advisor-initiated: names the learner, or invites one by email), or a group admin
 * facilitating between the card's advisor and a member. Header `Idempotency-Key` makes it safe to retry.
 */
export const createBookingSchema = z
  .object({
    cardId: idField,
    duration: z.number().int().positive(),
    preferredTimes: times,
    discussionTopic: topic,
    expiry,
    instant: z.boolean().default(false),
    useProbonoCredit: z.boolean().default(false),
    paymentMethodId: idField.nullable().default(null),
    /** Advisor-initiated or facilitated: the learner's id … */
    learnerId: idField.nullable().default(null),
    /** … or, to invite someone new, their email and name (a placeholder account is made). */
    learnerEmail: limitedText(TEXT_LIMITS.email)
      .pipe(z.email(fillMessage("email")))
      .nullable()
      .default(null),
    learnerFirstName: limitedText(TEXT_LIMITS.firstName).nullable().default(null),
    /** How the session's recording will be shared (core §3 request input); private unless asked. */
    recordingSharing: z
      .enum(["private", "view-only", "view-and-download"], { error: "Please choose how the recording is shared." })
      .default("private"),
  })
  .superRefine((input, ctx) => {
    if (new Set(input.preferredTimes).size !== input.preferredTimes.length)
      ctx.addIssue({ code: "custom", path: ["preferredTimes"], message: BOOKING_MESSAGES.timesTwice });
    if (input.instant && input.preferredTimes.length !== 1)
      ctx.addIssue({ code: "custom", path: ["preferredTimes"], message: "An instant booking has exactly one time." });
  });
export type CreateBookingInput = z.input<typeof createBookingSchema>;

export const confirmBookingSchema = z.object({ time: utcInstant });
export const suggestTimesSchema = z.object({ times, expiry, message: note });
export const rescheduleSchema = suggestTimesSchema;
export const cancelBookingSchema = z.object({
  cancelMessage: note,
  cancelReason: z.enum(CANCEL_REASONS, { error: BOOKING_MESSAGES.cancelReason }),
});
export const reviewBookingSchema = z.object({
  rating: z.number().int().min(1, "Please give a star rating.").max(5),
  callQualityRating: z.number().int().min(1).max(5).nullable().default(null),
  comments: limitedText(TEXT_LIMITS.review).default(""),
  callQualityComment: limitedText(TEXT_LIMITS.callQualityComment).nullable().default(null),
});

export const BOOKING_ROLES = ["advisor", "learner", "facilitator"] as const;
export const BOOKING_ORDERS = ["request_expires_at_utc", "booking_time_utc", "-booking_time_utc", "-created_at"] as const;
const flag = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1")
  .optional();

/** `GET /api/bookings` (core §7 list filters and orders); `page[number]`/`page[size]` as everywhere. */
export const bookingListQuerySchema = z.object({
  role: z.enum(BOOKING_ROLES).optional(),
  status: z
    .string()
    .transform((v) => v.split(",").filter(Boolean))
    .pipe(z.array(z.enum(BOOKING_STATUSES)))
    .optional(),
  archived: flag,
  instant_booking: flag,
  recorded: flag,
  advisor_id: idField.optional(),
  learner_id: idField.optional(),
  facilitated_by: idField.optional(),
  query: limitedText(TEXT_LIMITS.search).optional(),
  orderBy: z.enum(BOOKING_ORDERS).default("-created_at"),
});
export type BookingListQuery = z.input<typeof bookingListQuerySchema>;

const party = z.object({
  id: z.string(),
  slug: z.string(),
  firstName: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  timezone: z.string(),
  isPlaceholder: z.boolean(),
});
export const priceBreakdownSchema = z.object({
  currency: z.string(),
  advisorFee: z.number().int(),
  adminFee: z.number().int(),
  adminFeePercent: z.number(),
  privateCardFee: z.number().int(),
  privateCardFeePercent: z.number(),
  total: z.number().int(),
  free: z.boolean(),
});
export type PriceBreakdownDto = z.infer<typeof priceBreakdownSchema>;

/** A booking as lists, detail pages and events show it. Times are UTC ISO strings. */
export const bookingDtoSchema = z.object({
  id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  statusLabel: z.string(),
  /** The caller's side of this booking. */
  role: z.enum(BOOKING_ROLES),
  advisor: party,
  learner: party,
  advisorId: z.string(),
  learnerId: z.string(),
  createdBy: z.string(),
  facilitatedBy: z.string().nullable(),
  confirmedBy: z.string().nullable(),
  card: z.object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    type: z.string(),
    link: z.string(),
    durations: z.array(z.number().int()),
  }),
  bookingTimeUtc: z.string().nullable(),
  endTimeUtc: z.string().nullable(),
  duration: z.number().int(),
  bookingTimesSuggested: z.array(z.object({ timestampUtc: z.string(), duration: z.number().int(), suggestedBy: z.string() })),
  /** Whose answer the booking waits for: "advisor", "learner" or null. */
  awaitingFrom: z.enum(["advisor", "learner"]).nullable(),
  /** True when the caller is the one who must answer now. */
  awaitingMe: z.boolean(),
  requestExpiresAtUtc: z.string().nullable(),
  rescheduledBy: z.string().nullable(),
  instantBooking: z.boolean(),
  discussionTopic: z.string(),
  lastMessage: z.string(),
  cancelMessage: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  archived: z.boolean(),
  /** A recording of this session was started (core §3). */
  recorded: z.boolean(),
  /** Who records this session: the first host to record, never anyone else after (core §6). */
  recordingOwner: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The session's recording, for its parties (PROTOCOL §5). */
  primaryVideo: z
    .object({
      id: z.string(),
      slug: z.string(),
      status: z.enum(VIDEO_STATUSES),
      title: z.string(),
      posterUrl: z.string().nullable(),
    })
    .nullable(),
  /** What the caller may do in the call (core §3): canRecord only for a host while nobody else owns the recording. */
  permissions: z.object({ canChat: z.boolean(), canRecord: z.boolean() }),
  fresh: z.boolean(),
  price: priceBreakdownSchema,
  payment: z.object({
    /** action-required: the bank asked the learner to confirm; failed: the card was declined; pending: the provider hasn't answered yet. */
    status: z.enum(["none", "card-saved", "pending", "action-required", "charged", "refunded", "partly-refunded", "failed"]),
    charged: z.number().int(),
    /** The part of `charged` paid with the learner's credit. */
    credit: z.number().int(),
    refunded: z.number().int(),
    /** Why the last charge failed or needs the learner, in words. */
    failure: z.string().nullable(),
    /** An unpaid confirmed booking is cancelled at this instant. */
    dueAtUtc: z.string().nullable(),
    /** Stripe's client secret for the bank's check, to the learner only; null on the ledger. */
    clientSecret: z.string().nullable(),
    refunds: z.array(z.object({ amount: z.number().int(), reason: z.string(), status: z.string(), createdAt: z.string() })),
    /** The advisor's transfer for this booking, to the advisor only. */
    payout: z.object({ amount: z.number().int(), status: z.string(), dueAtUtc: z.string().nullable() }).nullable(),
  }),
  joinOpensAtUtc: z.string().nullable(),
  joinClosesAtUtc: z.string().nullable(),
  isLearnerInCall: z.boolean(),
  isAdvisorInCall: z.boolean(),
  /** Seconds both parties were in the call at the same time. */
  bothInVideoTime: z.number().int(),
  canReview: z.boolean(),
  reviewed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BookingDto = z.infer<typeof bookingDtoSchema>;

export const bookingPageSchema = z.object({
  data: z.array(bookingDtoSchema),
  meta: z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int(), pages: z.number().int() }),
});

/** `GET /api/cards/{id}/availability?from&to&duration` — slots in the advisor's zone, with UTC instants. */
export const availabilityQuerySchema = z.object({
  from: utcInstant,
  to: utcInstant,
  duration: z.coerce.number().int().positive().optional(),
});
export const slotSchema = z.object({
  startUtc: z.string(),
  endUtc: z.string(),
  date: z.string(),
  time: z.string(),
  day: z.number().int(),
  duration: z.number().int(),
});
export const availabilityResponseSchema = z.object({
  data: z.array(slotSchema),
  meta: z.object({
    timezone: z.string(),
    duration: z.number().int(),
    from: z.string(),
    to: z.string(),
    instantBooking: z.boolean(),
    minNoticeMinutes: z.number().int(),
  }),
});

/** `GET /api/cards/{id}/price?duration&proBono` — the breakdown shown before requesting. */
export const priceQuerySchema = z.object({ duration: z.coerce.number().int().positive(), proBono: flag });

/** `GET /api/bookings/expiry-options?earliest=` — what the expiry select offers. */
export const expiryOptionsQuerySchema = z.object({ earliest: utcInstant });

/** The join endpoint answers where to go; the meeting itself comes with the meetings feature. */
export const joinResponseSchema = z.object({
  bookingId: z.string(),
  room: z.string(),
  joinedAt: z.string(),
  secondsInCall: z.number().int(),
});
