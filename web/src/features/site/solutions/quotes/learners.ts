import { BRAND } from "@kora/shared/brand.ts";
import type { Testimonial } from "./person.ts";

/** Learners on Kora: invented people, real situations; every claim is one the product keeps. */
export const LEARNER_TESTIMONIALS: readonly Testimonial[] = [
  {
    id: "amara-okafor",
    audience: "learner",
    name: "Amara Okafor",
    title: "Learner, moving from teaching into UX research",
    quote:
      "I booked three half-hour sessions with a UX researcher before I handed in my notice. She went through my portfolio with me and told me which project to cut. My first interview came two weeks later.",
    imgSrc: "/img/solutions/avatars/amara-okafor.svg",
  },
  {
    id: "tomas-lindqvist",
    audience: "learner",
    name: "Tomas Lindqvist",
    title: "Learner, first-time home buyer in Gothenburg",
    quote:
      "Thirty minutes with a mortgage adviser cleared up more than a month of forum reading. The session was recorded, so that evening my partner and I replayed the part about fixed rates together.",
    imgSrc: "/img/solutions/avatars/tomas-lindqvist.svg",
  },
  {
    id: "priya-raman",
    audience: "learner",
    name: "Priya Raman",
    title: "Learner, final-year engineering student",
    quote: `My university's alumni group on ${BRAND.name} let me ask a graduate working in renewables what her first year was really like. I applied to join on Monday and was booking her by Wednesday.`,
    imgSrc: "/img/solutions/avatars/priya-raman.svg",
  },
  {
    id: "hemi-walker",
    audience: "learner",
    name: "Hemi Walker",
    title: "Learner, co-owner of a surf hire shop in Raglan",
    quote:
      "My business partner booked the session and sent me the link. I typed my first name, joined from the shop's laptop and we sorted out our bookkeeping in one go. I signed up the next day so I could book her again.",
    imgSrc: "/img/solutions/avatars/hemi-walker.svg",
  },
];
