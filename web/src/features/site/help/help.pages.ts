import type { SitePage } from "../../../site-app/site-page.ts";
import { LEGAL_DOCUMENTS } from "./legal-documents.ts";

/** The help pages of the public site (see web/src/site-app/site-page.ts): the help centre and the legal documents. */
export const helpPages: SitePage[] = [
  { path: "/faq", page: "help/faq-page.tsx", sitemap: true },
  ...LEGAL_DOCUMENTS.map((doc): SitePage => ({ path: `/${doc.slug}`, page: "help/document-page.tsx", sitemap: true })),
];
