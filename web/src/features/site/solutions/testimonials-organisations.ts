import { person, type Testimonial } from "./testimonial-person.ts";

/**
 * Organisations on Kora, one constant each so a page can show one quote without loading them all.
 * Invented people, real situations; every claim is one the product keeps.
 */
export const ROSA_DELGADO = person(
  "rosa-delgado",
  "organisation",
  "Rosa Delgado",
  "Programme director, a two-day fintech summit",
  "Our speakers used to leave straight after their talk. Now each one opens a few half-hour slots in the fortnight after the summit, and we can show sponsors monthly video hours without anyone's conversations being exposed.",
);
export const AARON_WHITFIELD = person(
  "aaron-whitfield",
  "organisation",
  "Dr Aaron Whitfield",
  "Alumni relations manager, a regional business school",
  "We review every mentor's Group Card before it goes live, and student applications are answered within 48 hours. Our mentors never touch a spreadsheet, and neither do we.",
);
export const MEI_CHEN = person(
  "mei-chen",
  "organisation",
  "Mei Chen",
  "Member services lead, a national association of landscape architects",
  "Members kept asking for time with senior practitioners. Now our team books sessions on members' behalf, and we finally have a member benefit that gets used every week.",
);
export const JONAH_FELD = person(
  "jonah-feld",
  "organisation",
  "Jonah Feld",
  "Founder, a three-person financial planning practice",
  "Our money check-ins are paid per half hour and pay out to the practice, not to each planner. Clients book from our Cards, and the recording lets them rewatch the numbers at home.",
);
export const NADIA_HADDAD = person(
  "nadia-haddad",
  "organisation",
  "Nadia Haddad",
  "Marketing lead, a careers festival for school leavers",
  "Our keynote speaker gave the interviewer twenty-five minutes on a call from her kitchen. Four working days later we had a 75-second video that did more for ticket sales than any trailer we'd made.",
);

export const ORGANISATION_TESTIMONIALS: readonly Testimonial[] = [ROSA_DELGADO, AARON_WHITFIELD, MEI_CHEN, JONAH_FELD, NADIA_HADDAD];
