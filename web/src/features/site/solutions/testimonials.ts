import { ADVISOR_TESTIMONIALS } from "./testimonials-advisors.ts";
import { LEARNER_TESTIMONIALS } from "./testimonials-learners.ts";
import { ORGANISATION_TESTIMONIALS } from "./testimonials-organisations.ts";
import type { Testimonial } from "./testimonial-person.ts";

export { initialsAvatar, initialsOf, type Testimonial, type TestimonialAudience } from "./testimonial-person.ts";

/**
 * Every testimonial (public-site §3), learners, advisors and organisations. Pages that show one or
 * two import them from testimonials-organisations.ts instead, so they don't load the whole list.
 */
export const TESTIMONIALS: readonly Testimonial[] = [...LEARNER_TESTIMONIALS, ...ADVISOR_TESTIMONIALS, ...ORGANISATION_TESTIMONIALS];

/** One testimonial by id; throws for an unknown id so a typo fails the page's test, not a visitor. */
export function testimonial(id: string): Testimonial {
  const found = TESTIMONIALS.find((item) => item.id === id);
  if (!found) throw new Error(`No testimonial "${id}"`);
  return found;
}
