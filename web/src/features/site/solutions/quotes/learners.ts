import { BRAND } from "@kora/shared/brand.ts";
import { person, type Testimonial } from "./testimonial-person.ts";

/** Learners on Kora: invented people, real situations; every claim is one the product keeps. */
export const LEARNER_TESTIMONIALS: readonly Testimonial[] = [
  person(
    "amara-okafor",
    "learner",
    "Amara Okafor",
    "Learner, moving from teaching into UX research",
    "I booked three half-hour sessions with a UX researcher before I handed in my notice. She went through my portfolio with me and told me which project to cut. My first interview came two weeks later.",
  ),
  person(
    "tomas-lindqvist",
    "learner",
    "Tomas Lindqvist",
    "Learner, first-time home buyer in Gothenburg",
    "Thirty minutes with a mortgage adviser cleared up more than a month of forum reading. The session was recorded, so that evening my partner and I replayed the part about fixed rates together.",
  ),
  person(
    "priya-raman",
    "learner",
    "Priya Raman",
    "Learner, final-year engineering student",
    `My university's alumni group on ${BRAND.name} let me ask a graduate working in renewables what her first year was really like. I applied to join on Monday and was booking her by Wednesday.`,
  ),
  person(
    "hemi-walker",
    "learner",
    "Hemi Walker",
    "Learner, co-owner of a surf hire shop in Raglan",
    "My business partner booked the session and sent me the link. I typed my first name, joined from the shop's laptop and we sorted out our bookkeeping in one go. I signed up the next day so I could book her again.",
  ),
];
