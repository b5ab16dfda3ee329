import type { SitePage } from "../../../site/site-page.ts";

/** The marketplace pages of the public site (see web/src/site/site-page.ts). */
export const marketplacePages: SitePage[] = [];
