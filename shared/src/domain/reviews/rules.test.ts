import { describe, expect, it } from "vitest";
import {
  REVIEW_EDIT_DAYS,
  REVIEW_MESSAGES,
  editableUntil,
  isPublicReview,
  mayEdit,
  mayReview,
  reviewSubject,
  seesLearnerRatings,
  type ReviewerRole,
} from "./rules.ts";

const DAY = 86_400_000;
const POSTED = Date.UTC(2026, 0, 5, 9, 0, 0);

describe("mayReview", () => {
  const table: [ReviewerRole, string, true | string][] = [
    ["learner", "completed", true],
    ["advisor", "completed", true],
    ["facilitator", "completed", REVIEW_MESSAGES.notParty],
    ["guest", "completed", REVIEW_MESSAGES.notParty],
    ["learner", "confirmed", REVIEW_MESSAGES.notCompleted],
    ["advisor", "cancelled", REVIEW_MESSAGES.notCompleted],
    ["learner", "pending-approval", REVIEW_MESSAGES.notCompleted],
    ["facilitator", "confirmed", REVIEW_MESSAGES.notParty],
  ];
  it.each(table)("%s on a %s booking → %s", (role, status, expected) => {
    const result = mayReview(role, status);
    expect(result.ok ? true : result.message).toBe(expected);
  });
});

describe("reviewSubject", () => {
  it("the learner rates the advisor and the advisor the learner", () => {
    expect(reviewSubject("learner")).toBe("advisor");
    expect(reviewSubject("advisor")).toBe("learner");
  });
});

describe("mayEdit", () => {
  const table: [string, number, boolean][] = [
    ["just posted", 0, true],
    ["a day later", DAY, true],
    ["on the last instant", REVIEW_EDIT_DAYS * DAY, true],
    ["1 ms after the window", REVIEW_EDIT_DAYS * DAY + 1, false],
    ["a month later", 30 * DAY, false],
  ];
  it.each(table)("%s → %s", (_name, after, expected) => {
    expect(mayEdit(POSTED, POSTED + after)).toBe(expected);
  });
  it("the window is 14 days", () => {
    expect(REVIEW_EDIT_DAYS).toBe(14);
    expect(editableUntil(POSTED) - POSTED).toBe(14 * DAY);
  });
});

describe("visibility", () => {
  const table: ["advisor" | "learner", "marketplace" | "private" | "group", boolean][] = [
    ["advisor", "marketplace", true],
    ["advisor", "private", false],
    ["advisor", "group", false],
    ["learner", "marketplace", false],
    ["learner", "private", false],
    ["learner", "group", false],
  ];
  it.each(table)("a review of the %s on a %s card is public: %s", (subject, card, expected) => {
    expect(isPublicReview(subject, card)).toBe(expected);
  });
  it("learners' ratings are for signed-in advisors only", () => {
    expect(seesLearnerRatings({ type: "Advisor" })).toBe(true);
    expect(seesLearnerRatings({ type: "Learner" })).toBe(false);
    expect(seesLearnerRatings(null)).toBe(false);
  });
});
