import { defineMessages } from "../translate.ts";
import en from "./site-contact-demo/en.json" with { type: "json" };

/** The book a demo page (/book-a-demo), around its form (site-contact-form). */
export const siteContactDemoMessages = defineMessages("site-contact-demo", en);
