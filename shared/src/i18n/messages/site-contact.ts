import { defineMessages } from "../translate.ts";
import en from "./site-contact/en.json" with { type: "json" };

/** The get in touch page (/get-in-touch), around its form (site-contact-form). */
export const siteContactMessages = defineMessages("site-contact", en);
