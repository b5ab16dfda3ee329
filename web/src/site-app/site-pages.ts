import { articlesPages } from "../features/site/articles/articles.pages.ts";
import { contactPages } from "../features/site/contact/contact.pages.ts";
import { helpPages } from "../features/site/help/help.pages.ts";
import { marketingPages } from "../features/site/marketing/marketing.pages.ts";
import { marketplacePages } from "../features/site/marketplace/marketplace.pages.ts";
import { roundupsPages } from "../features/site/roundups/roundups.pages.ts";
import { solutionsPages } from "../features/site/solutions/solutions.pages.ts";
import { videosPages } from "../features/site/videos/videos.pages.ts";
import type { SitePage } from "./site-page.ts";

/** Every server-rendered public page. */
export const SITE_PAGES: SitePage[] = [
  ...marketingPages,
  ...solutionsPages,
  ...helpPages,
  ...contactPages,
  ...articlesPages,
  ...roundupsPages,
  ...marketplacePages,
  ...videosPages,
];
