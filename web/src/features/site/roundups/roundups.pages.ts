import type { SitePage } from "../../../site/site-page.ts";

/** The roundups pages of the public site (see web/src/site/site-page.ts). */
export const roundupsPages: SitePage[] = [];
