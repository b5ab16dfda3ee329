import { BRAND } from "@kora/shared/brand.ts";
import { FEATURE_PATHS } from "./feature-paths.ts";
import type { GlyphName } from "./glyph.tsx";

export interface FeatureSummary {
  icon: GlyphName;
  title: string;
  text: string;
  to: string;
}

/** One line per feature page, for the home page and the features overview. */
export const FEATURE_SUMMARIES: FeatureSummary[] = [
  {
    icon: "video",
    title: "Video meetings",
    text: "Meet in the browser with no time limit, free unlimited cloud recording and a personal room where guests knock.",
    to: FEATURE_PATHS.meetings,
  },
  {
    icon: "calendar",
    title: "Calendar & bookings",
    text: "Share your working hours. People request times; you confirm, suggest others or let the request lapse.",
    to: FEATURE_PATHS.calendar,
  },
  {
    icon: "user",
    title: `${BRAND.name} Cards`,
    text: "A profile listing for each thing you advise on: your skills, experience, qualifications and rate.",
    to: FEATURE_PATHS.cards,
  },
  {
    icon: "coin",
    title: "Payment integration",
    text: "Advise for free or set a rate per half hour. Learners are charged only once you confirm.",
    to: FEATURE_PATHS.payments,
  },
];
