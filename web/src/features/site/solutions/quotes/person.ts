/** Who is speaking: the testimonials page groups quotes by it. */
export type TestimonialAudience = "learner" | "advisor" | "organisation";

/** A testimonial (public-site §3: id, imgSrc, quote, name, title), plus who is speaking. */
export interface Testimonial {
  id: string;
  /** `/img/solutions/avatars/<id>.svg`: the person's initials, drawn by avatar-svg.ts (we show no photos). */
  imgSrc: string;
  quote: string;
  name: string;
  /** Role and context, e.g. "Advisor, physiotherapist in Auckland". */
  title: string;
  audience: TestimonialAudience;
}
