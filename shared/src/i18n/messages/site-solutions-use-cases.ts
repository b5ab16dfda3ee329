import { defineMessages } from "../translate.ts";
import en from "./site-solutions-use-cases/en.json" with { type: "json" };

/** The use cases overview (/use-cases). */
export const siteSolutionsUseCasesMessages = defineMessages("site-solutions-use-cases", en);
