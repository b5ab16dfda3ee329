import { FEATURE_PATHS } from "./feature-paths.ts";
import type { GlyphName } from "./glyph.tsx";

export interface FeatureSummary {
  /** Names its words in the site-features-common catalogue: `summary.{id}.title` and `summary.{id}.text`. */
  id: "meetings" | "calendar" | "cards" | "payments";
  icon: GlyphName;
  to: string;
}

/** One line per feature page, for the home page and the features overview (words in site-features-common). */
export const FEATURE_SUMMARIES: FeatureSummary[] = [
  { id: "meetings", icon: "video", to: FEATURE_PATHS.meetings },
  { id: "calendar", icon: "calendar", to: FEATURE_PATHS.calendar },
  { id: "cards", icon: "user", to: FEATURE_PATHS.cards },
  { id: "payments", icon: "coin", to: FEATURE_PATHS.payments },
];
