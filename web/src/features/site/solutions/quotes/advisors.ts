import { BRAND } from "@kora/shared/brand.ts";
import type { Testimonial } from "./person.ts";

/** Advisors on Kora: invented people, real situations; every claim is one the product keeps. */
export const ADVISOR_TESTIMONIALS: readonly Testimonial[] = [
  {
    id: "sione-tupou",
    audience: "advisor",
    name: "Sione Tupou",
    title: "Advisor, sports physiotherapist in Auckland",
    quote:
      "I set my rate per half hour, share the hours that suit me and confirm each request myself. Learners are only charged once I confirm, so there's no chasing and no awkward invoices.",
    imgSrc: "/img/solutions/avatars/sione-tupou.svg",
  },
  {
    id: "greta-holm",
    audience: "advisor",
    name: "Greta Holm",
    title: "Advisor, brand designer in Copenhagen",
    quote: `My ${BRAND.name} Card does the introducing for me. People arrive knowing my work and with one clear question, so half an hour is genuinely enough to be useful.`,
    imgSrc: "/img/solutions/avatars/greta-holm.svg",
  },
  {
    id: "graham-mcintyre",
    audience: "advisor",
    name: "Graham McIntyre",
    title: "Advisor, retired school principal, advises for free",
    quote:
      "I mentor newly appointed principals pro bono. There's no meeting time limit, so when a hard conversation needs another ten minutes, we simply take them.",
    imgSrc: "/img/solutions/avatars/graham-mcintyre.svg",
  },
  {
    id: "lucy-brennan",
    audience: "advisor",
    name: "Lucy Brennan",
    title: "Advisor, data analyst in Manchester",
    quote:
      "Signing up took under a minute and I published my first Card that evening. The text reminder ten minutes before each session means nobody forgets, me included.",
    imgSrc: "/img/solutions/avatars/lucy-brennan.svg",
  },
];
