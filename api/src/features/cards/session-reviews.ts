import type { Services } from "../../services.ts";
import { writeCards } from "./card-writes.ts";
import {
  hasReviewed,
  insertReview,
  refreshReviewStats,
  type ReviewChanges,
  type ReviewRow,
  updateOwnReview,
} from "./reviews.repository.ts";

/** Reviews of sessions held on a card (the reviews feature's writes), and the card's stars they count towards. */

export interface SessionReview {
  cardId: string;
  bookingId: string;
  /** Who reviews, and whom: the learner reviews the advisor, or the advisor the learner. */
  createdBy: string;
  createdFor: string;
  rating: number;
  callQualityRating: number | null;
  comments: string;
  callQualityComment: string | null;
}

/** Recounts a card's stars after something other than a review changed them (a late cancellation by its advisor). */
export function recountCardRating(
  services: Pick<Services, "db" | "now" | "searchCache" | "slotsCache">,
  cardId: string,
  advisorId: string,
): Promise<void> {
  return writeCards(services, (tx) => refreshReviewStats(tx, cardId, advisorId, services.now().getTime()));
}

/**
 * The author changes their review of a session if it was posted at or after `postedSince` (the edit
 * window); a review of the card's advisor recounts its stars in the same transaction. Undefined when
 * the window had closed.
 */
export function editSessionReview(
  services: Pick<Services, "db" | "now" | "searchCache" | "slotsCache">,
  review: { id: string; authorId: string; cardId: string; advisorId: string },
  postedSince: string,
  changes: ReviewChanges,
): Promise<ReviewRow | undefined> {
  return writeCards(services, async (tx) => {
    const next = await updateOwnReview(tx, review.id, review.authorId, postedSince, changes);
    if (next && next.created_for === review.advisorId)
      await refreshReviewStats(tx, review.cardId, review.advisorId, services.now().getTime());
    return next;
  });
}

/**
 * Keeps a review of a completed session; false when this person has reviewed it already. A review
 * of the card's advisor (by the learner) counts towards the card's stars.
 */
export async function addSessionReview(
  services: Pick<Services, "db" | "now" | "searchCache" | "slotsCache">,
  review: SessionReview,
  advisorId: string,
): Promise<boolean> {
  return writeCards(services, async (tx) => {
    if (await hasReviewed(tx, review.bookingId, review.createdBy)) return false;
    const inserted = await insertReview(tx, {
      id: crypto.randomUUID(),
      card_id: review.cardId,
      booking_id: review.bookingId,
      created_by: review.createdBy,
      created_for: review.createdFor,
      rating: review.rating,
      call_quality_rating: review.callQualityRating,
      comments: review.comments,
      call_quality_comment: review.callQualityComment,
      created_at: services.now().toISOString(),
      updated_at: null,
    });
    if (!inserted) return false;
    if (review.createdFor === advisorId) await refreshReviewStats(tx, review.cardId, advisorId, services.now().getTime());
    return true;
  });
}
