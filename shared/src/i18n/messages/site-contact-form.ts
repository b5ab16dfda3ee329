import { defineMessages } from "../translate.ts";
import en from "./site-contact-form/en.json" with { type: "json" };

/** The contact and demo form, and what it says once sent (get in touch, book a demo). */
export const siteContactFormMessages = defineMessages("site-contact-form", en);
