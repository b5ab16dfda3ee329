import { defineMessages } from "../translate.ts";
import en from "./site-solutions-businesses/en.json" with { type: "json" };

/** The businesses use case (/use-cases/businesses). */
export const siteSolutionsBusinessesMessages = defineMessages("site-solutions-businesses", en);
