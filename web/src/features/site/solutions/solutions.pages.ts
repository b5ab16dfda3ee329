import type { SitePage } from "../../../site/site-page.ts";

/** The solutions pages of the public site (see web/src/site/site-page.ts). */
export const solutionsPages: SitePage[] = [];
