import { defineMessages } from "../translate.ts";
import en from "./site-solutions/en.json" with { type: "json" };

/** What the solutions pages share: breadcrumbs and the use-case page layout's words. */
export const siteSolutionsMessages = defineMessages("site-solutions", en);
