import { ADVISOR_TESTIMONIALS } from "./quotes/advisors.ts";
import { LEARNER_TESTIMONIALS } from "./quotes/learners.ts";
import { ORGANISATION_TESTIMONIALS } from "./quotes/organisations.ts";
import type { Testimonial } from "./quotes/person.ts";

export type { Testimonial, TestimonialAudience } from "./quotes/person.ts";

/**
 * Every testimonial (public-site §3), learners, advisors and organisations. Pages that show one or
 * two import them from quotes/<name>.ts instead, so they don't load the whole list.
 */
export const TESTIMONIALS: readonly Testimonial[] = [...LEARNER_TESTIMONIALS, ...ADVISOR_TESTIMONIALS, ...ORGANISATION_TESTIMONIALS];

/** One testimonial by id; throws for an unknown id so a typo fails the page's test, not a visitor. */
export function testimonial(id: string): Testimonial {
  const found = TESTIMONIALS.find((item) => item.id === id);
  if (!found) throw new Error(`No testimonial "${id}"`);
  return found;
}
