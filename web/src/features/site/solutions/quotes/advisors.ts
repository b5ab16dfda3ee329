import { BRAND } from "@kora/shared/brand.ts";
import { person, type Testimonial } from "./testimonial-person.ts";

/** Advisors on Kora: invented people, real situations; every claim is one the product keeps. */
export const ADVISOR_TESTIMONIALS: readonly Testimonial[] = [
  person(
    "sione-tupou",
    "advisor",
    "Sione Tupou",
    "Advisor, sports physiotherapist in Auckland",
    "I set my rate per half hour, share the hours that suit me and confirm each request myself. Learners are only charged once I confirm, so there's no chasing and no awkward invoices.",
  ),
  person(
    "greta-holm",
    "advisor",
    "Greta Holm",
    "Advisor, brand designer in Copenhagen",
    `My ${BRAND.name} Card does the introducing for me. People arrive knowing my work and with one clear question, so half an hour is genuinely enough to be useful.`,
  ),
  person(
    "graham-mcintyre",
    "advisor",
    "Graham McIntyre",
    "Advisor, retired school principal, advises for free",
    "I mentor newly appointed principals pro bono. There's no meeting time limit, so when a hard conversation needs another ten minutes, we simply take them.",
  ),
  person(
    "lucy-brennan",
    "advisor",
    "Lucy Brennan",
    "Advisor, data analyst in Manchester",
    "Signing up took under a minute and I published my first Card that evening. The text reminder ten minutes before each session means nobody forgets, me included.",
  ),
];
