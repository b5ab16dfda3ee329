/**
 * "Suggested advisors" (core §3 `hasAiMatching` / `aiMatches`; docs/rules/core.md): a deterministic
 * match of a member's interests with the group's advisors' cards. No model, no randomness — the
 * same interests and cards always give the same suggestions, and each comes with its reasons.
 */

/** How many advisors a member is shown at most. */
export const SUGGESTED_ADVISORS_LIMIT = 5;

export interface MatchingMember {
  userId: string;
  /** Category ids they chose (users.category_interests). */
  categoryIds: readonly string[];
  /** Their free-text interest tags (users.interests). */
  interests: readonly string[];
}

export interface MatchingCard {
  cardId: string;
  ownerId: string;
  /** The card's categories and their parents (an interest in "Career" matches a "Career coaching" card). */
  categoryIds: readonly string[];
  skills: readonly string[];
}

export interface AdvisorMatch {
  cardId: string;
  ownerId: string;
  score: number;
  /** The card's categories the member is interested in. */
  categoryIds: string[];
  /** The card's skills that one of the member's interests names. */
  skills: string[];
}

/** A shared category counts twice a skill: categories are chosen from a list, interests typed freely. */
const CATEGORY_WEIGHT = 2;
const SKILL_WEIGHT = 1;

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** An interest names a skill when all of its words are among the skill's ("interviews" ~ "Mock interviews"). */
function names(interest: string[], skill: string[]): boolean {
  return interest.length > 0 && interest.every((word) => skill.includes(word));
}

/**
 * The member's best matches, best first: one card per advisor (their best), never the member's own,
 * only cards sharing something with them, ties broken by card id. Empty when they have no interests.
 */
export function matchAdvisors(member: MatchingMember, cards: readonly MatchingCard[], limit = SUGGESTED_ADVISORS_LIMIT): AdvisorMatch[] {
  const wanted = new Set(member.categoryIds);
  const interests = member.interests.map(words).filter((w) => w.length > 0);
  const best = new Map<string, AdvisorMatch>();
  for (const card of cards) {
    if (card.ownerId === member.userId) continue;
    const categoryIds = [...new Set(card.categoryIds.filter((id) => wanted.has(id)))];
    const skills = card.skills.filter((skill) => interests.some((interest) => names(interest, words(skill))));
    const score = categoryIds.length * CATEGORY_WEIGHT + skills.length * SKILL_WEIGHT;
    if (score === 0) continue;
    const match = { cardId: card.cardId, ownerId: card.ownerId, score, categoryIds, skills };
    const held = best.get(card.ownerId);
    if (!held || before(match, held)) best.set(card.ownerId, match);
  }
  return [...best.values()].sort((a, b) => (before(a, b) ? -1 : 1)).slice(0, limit);
}

const before = (a: AdvisorMatch, b: AdvisorMatch) => a.score > b.score || (a.score === b.score && a.cardId < b.cardId);
