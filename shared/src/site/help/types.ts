/**
 * The help centre's shapes (public-site §3 "FAQ category"). Answers are rich text: paragraphs split
 * by blank lines, "- " list items, and Markdown-style links `[text](/path)` — see rich-text.ts.
 */
export interface FaqQuestion {
  q: string;
  a: string;
}

export interface FaqSection {
  /** Unique across the whole help centre; the section's anchor on /faq. */
  id: string;
  title: string;
  questions: FaqQuestion[];
}

export interface FaqCategory {
  /** The category's anchor on /faq (e.g. /faq#gift-cards). */
  id: string;
  title: string;
  description: string;
  /** A small decorative SVG under web/public. */
  image: string;
  sections: FaqSection[];
}

/** `GET /api/help` → `{ data: HelpCentre }`. */
export interface HelpCentre {
  categories: FaqCategory[];
}

/** A heading of a site document, for its table of contents. */
export interface DocumentHeading {
  id: string;
  text: string;
}

/** `GET /api/content/pages/:slug` → `{ data: SiteDocument }`: a legal page rendered from Markdown. */
export interface SiteDocument {
  slug: string;
  title: string;
  description: string;
  /** ISO date, e.g. "2026-11-21". */
  updated: string;
  /** Sanitised HTML (raw HTML in the Markdown is escaped); every h2 carries an id. */
  html: string;
  headings: DocumentHeading[];
}
