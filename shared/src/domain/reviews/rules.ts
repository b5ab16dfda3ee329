/**
 * Who reviews a session, who sees a review, and how long its author may change it (core §3 Review,
 * core §6; public-site §6). Reviews are optional: nothing here ever requires one.
 */

/** An author may change a review for this long after posting it. */
export const REVIEW_EDIT_DAYS = 14;
const DAY_MS = 86_400_000;

export type ReviewerRole = "advisor" | "learner" | "facilitator" | "guest";
export type CardKind = "marketplace" | "private" | "group";

export const REVIEW_MESSAGES = {
  notCompleted: "You can review a session once it's completed.",
  notParty: "Only the advisor and the learner review a session.",
  already: "You've already reviewed this session.",
  noReview: "You haven't reviewed this session yet.",
  editClosed: `Reviews can be changed for ${REVIEW_EDIT_DAYS} days after they're posted.`,
  advisorsOnly: "Only advisors see learners' ratings.",
} as const;

/** The learner reviews the advisor and the advisor the learner, once the session is completed. */
export function mayReview(role: ReviewerRole, status: string): { ok: true } | { ok: false; message: string } {
  if (role !== "advisor" && role !== "learner") return { ok: false, message: REVIEW_MESSAGES.notParty };
  if (status !== "completed") return { ok: false, message: REVIEW_MESSAGES.notCompleted };
  return { ok: true };
}

/** Whom a party's review is of: the learner rates the advisor, the advisor the learner. */
export const reviewSubject = (role: "advisor" | "learner"): "advisor" | "learner" => (role === "learner" ? "advisor" : "learner");

/** The last instant (ms) the author may change a review posted at `createdAtMs`. */
export const editableUntil = (createdAtMs: number): number => createdAtMs + REVIEW_EDIT_DAYS * DAY_MS;

/** Whether the author may still change a review posted at `createdAtMs`. */
export const mayEdit = (createdAtMs: number, nowMs: number): boolean => nowMs <= editableUntil(createdAtMs);

/** Whether a review is public: a learner's review of the advisor, on a marketplace card only. */
export const isPublicReview = (subject: "advisor" | "learner", card: CardKind): boolean => subject === "advisor" && card === "marketplace";

/** Whether a viewer sees advisors' ratings of learners: signed-in advisors only. */
export const seesLearnerRatings = (viewer: { type: "Learner" | "Advisor" } | null): boolean => viewer?.type === "Advisor";
