import { defineMessages } from "../translate.ts";
import en from "./reviews/en.json" with { type: "json" };

/** Session reviews: a booking's reviews, the review prompt, and advisors' ratings of a learner. */
export const reviewsMessages = defineMessages("reviews", en);
