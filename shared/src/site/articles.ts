/**
 * The blog's categories and the shapes the articles API sends (public-site §2). Pure data with no
 * runtime imports, so the public pages can use it without pulling zod into their bundle.
 */

export const ARTICLE_CATEGORY_SLUGS = [
  "success-stories",
  "playbooks",
  "kora-editorial",
  "business",
  "innovation",
  "lifestyle",
  "society",
  "creativity",
] as const;
export type ArticleCategorySlug = (typeof ARTICLE_CATEGORY_SLUGS)[number];

export interface ArticleCategory {
  slug: ArticleCategorySlug;
  /** As shown on chips, headings and the category page's title. */
  title: string;
  /** One line for the category page and its meta description (110–160 characters). */
  description: string;
}

export const ARTICLE_CATEGORIES: readonly ArticleCategory[] = [
  {
    slug: "success-stories",
    title: "Success stories",
    description:
      "Advisors, learners and organisations on what changed after their first sessions on Kora: real numbers, honest lessons, useful habits.",
  },
  {
    slug: "playbooks",
    title: "Playbooks",
    description:
      "Step-by-step guides for advisors: build a Kora Card that gets booked, price your half hour, run a tight session and follow up well.",
  },
  {
    slug: "kora-editorial",
    title: "Kora editorial",
    description:
      "Notes from the Kora team on why we build what we build: one-to-one advice, fair fees, free recording and meetings with no time limit.",
  },
  {
    slug: "business",
    title: "Business",
    description:
      "How organisations use one-to-one video advice: mentoring programmes, member office hours, expert networks and paid sessions under your brand.",
  },
  {
    slug: "innovation",
    title: "Innovation",
    description:
      "Ideas on where expert advice is heading: short video profiles, async questions before a call, and tools that help advisors prepare better.",
  },
  {
    slug: "lifestyle",
    title: "Lifestyle",
    description:
      "Advice sessions for the rest of life: fitness, food, sleep, gardens and money, and how a single focused half hour can change a habit.",
  },
  {
    slug: "society",
    title: "Society",
    description:
      "Knowledge sharing as a public good: pro bono sessions, mentoring across borders and what happens when expertise is easier to reach.",
  },
  {
    slug: "creativity",
    title: "Creativity",
    description:
      "Writers, musicians, photographers and designers on getting honest feedback one to one, and on teaching their craft over video.",
  },
];

/** The category for a slug, or undefined for one that does not exist. */
export function articleCategory(slug: string): ArticleCategory | undefined {
  return ARTICLE_CATEGORIES.find((category) => category.slug === slug);
}

/** An article in lists: everything but its body. `published` is a calendar date, YYYY-MM-DD. */
export interface ArticleSummary {
  slug: string;
  title: string;
  description: string;
  category: ArticleCategorySlug;
  author: string;
  published: string;
  readingMinutes: number;
  /** A site path of an illustration (SVG under /img/articles/), when the article has one. */
  image?: string;
}

/** One article, with its body rendered to HTML by the API. */
export interface Article extends ArticleSummary {
  html: string;
}

/** A category with how many articles it holds, for chips and pagination. */
export interface ArticleCategoryCount extends ArticleCategory {
  count: number;
}

/** Articles per list page on the site. */
export const ARTICLES_PAGE_SIZE = 12;

/** Slugs are lowercase words joined by hyphens; anything else is not an article. */
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Its own module, so the footer (on every page) can use it without the category list.
export { formatArticleDate } from "./article-date.ts";
