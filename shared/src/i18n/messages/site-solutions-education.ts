import { defineMessages } from "../translate.ts";
import en from "./site-solutions-education/en.json" with { type: "json" };

/** The educational institutions use case (/use-cases/educational-institutions). */
export const siteSolutionsEducationMessages = defineMessages("site-solutions-education", en);
