import type { Testimonial } from "./person.ts";
import { ROSA_DELGADO } from "./rosa-delgado.ts";
import { AARON_WHITFIELD } from "./aaron-whitfield.ts";
import { MEI_CHEN } from "./mei-chen.ts";
import { JONAH_FELD } from "./jonah-feld.ts";
import { NADIA_HADDAD } from "./nadia-haddad.ts";

/** Organisations on Kora: invented people, real situations; every claim is one the product keeps. */
export const ORGANISATION_TESTIMONIALS: readonly Testimonial[] = [ROSA_DELGADO, AARON_WHITFIELD, MEI_CHEN, JONAH_FELD, NADIA_HADDAD];
