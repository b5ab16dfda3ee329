import type { z } from "zod";
import type { reviewBookingSchema } from "@kora/shared/contracts/bookings.ts";
import type { AwaitingReview, ReviewDto } from "@kora/shared/contracts/reviews.ts";
import {
  editableUntil,
  mayEdit,
  mayReview,
  REVIEW_EDIT_DAYS,
  REVIEW_MESSAGES,
  seesLearnerRatings,
} from "@kora/shared/domain/reviews/rules.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import type { Page } from "../../http/pagination.ts";
import type { Services } from "../../services.ts";
import { bookingOfParty } from "../bookings/bookings.service.ts";
import type { BookingRow } from "../bookings/bookings.table.ts";
import { editSessionReview } from "../cards/cards.service.ts";
import { findUserById } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { awaitingReviewRows, bookingReviewRows, findOwnReview, learnerRatingRows, type ReviewRow } from "./reviews.repository.ts";

type ReviewInput = z.output<typeof reviewBookingSchema>;
const DAY_MS = 86_400_000;

function assertMayReview(row: BookingRow, role: "advisor" | "learner" | "facilitator"): void {
  const verdict = mayReview(role, row.status);
  if (!verdict.ok) throw new AppError(role === "facilitator" ? "forbidden" : "conflict", verdict.message);
}

function toDto(row: ReviewRow & { first_name: string }, booking: BookingRow, viewerId: string): ReviewDto {
  const mine = row.created_by === viewerId;
  return {
    id: row.id,
    bookingId: booking.id,
    subject: row.created_for === booking.advisor_id ? "advisor" : "learner",
    createdBy: { id: row.created_by, firstName: row.first_name },
    rating: row.rating,
    callQualityRating: row.call_quality_rating,
    comments: row.comments,
    callQualityComment: mine ? row.call_quality_comment : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    editableUntil: mine ? new Date(editableUntil(Date.parse(row.created_at))).toISOString() : null,
  };
}

/** The author changes their review within REVIEW_EDIT_DAYS of posting it; the card's stars are recounted. */
export async function editReview(
  services: Pick<Services, "db" | "now" | "searchCache" | "slotsCache">,
  user: UserRow,
  bookingId: string,
  input: ReviewInput,
): Promise<ReviewDto> {
  const { row, role } = await bookingOfParty(services, bookingId, user.id);
  assertMayReview(row, role);
  const own = await findOwnReview(services.db, row.id, user.id);
  if (!own) throw new AppError("conflict", REVIEW_MESSAGES.noReview);
  const now = services.now();
  if (!mayEdit(Date.parse(own.created_at), now.getTime())) throw new AppError("conflict", REVIEW_MESSAGES.editClosed);
  const postedSince = new Date(now.getTime() - REVIEW_EDIT_DAYS * DAY_MS).toISOString();
  const updated = await editSessionReview(
    services,
    { id: own.id, authorId: user.id, cardId: row.card_id, advisorId: row.advisor_id },
    postedSince,
    {
      rating: input.rating,
      call_quality_rating: input.callQualityRating,
      comments: input.comments,
      call_quality_comment: input.callQualityComment,
      updated_at: now.toISOString(),
    },
  );
  if (!updated) throw new AppError("conflict", REVIEW_MESSAGES.editClosed);
  return toDto({ ...updated, first_name: user.first_name }, row, user.id);
}

/** A booking's reviews, to its advisor and learner (a facilitator sees none: they don't review). */
export async function bookingReviews(services: Pick<Services, "db">, user: UserRow, bookingId: string): Promise<ReviewDto[]> {
  const { row, role } = await bookingOfParty(services, bookingId, user.id);
  if (role === "facilitator") return [];
  const rows = await bookingReviewRows(services.db, row.id);
  return rows.map((r) => toDto(r, row, user.id));
}

/** Advisors' ratings of a learner: seen by signed-in advisors only (public-site §6). */
export async function learnerRatings(services: Pick<Services, "db">, viewer: UserRow, learnerId: string, page: Page) {
  if (!seesLearnerRatings(viewer)) throw new AppError("forbidden", REVIEW_MESSAGES.advisorsOnly);
  const learner = await findUserById(services.db, learnerId);
  if (!learner) throw notFound("We couldn't find that person.");
  const { rows, total, average } = await learnerRatingRows(services.db, learner.id, page);
  return {
    data: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      comments: r.comments,
      createdAt: r.created_at,
      advisor: { firstName: r.first_name },
    })),
    total,
    average: Math.round(average * 10) / 10,
  };
}

/** The caller's completed sessions awaiting their review (User.awaitingReview, core §3), for the review modal. */
export async function awaitingReview(services: Pick<Services, "db">, user: Pick<UserRow, "id">): Promise<AwaitingReview[]> {
  const rows = await awaitingReviewRows(services.db, user.id, 5);
  return rows.map((r) => ({ bookingId: r.id, cardTitle: r.title, otherName: r.first_name }));
}
