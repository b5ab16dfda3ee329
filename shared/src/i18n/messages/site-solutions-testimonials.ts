import { defineMessages } from "../translate.ts";
import en from "./site-solutions-testimonials/en.json" with { type: "json" };

/** The testimonials page (/testimonials), around the quotes (site-solutions-quotes). */
export const siteSolutionsTestimonialsMessages = defineMessages("site-solutions-testimonials", en);
