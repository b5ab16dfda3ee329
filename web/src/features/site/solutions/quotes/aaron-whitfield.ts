import type { Testimonial } from "./person.ts";

/** Its own module, so a page that shows this one quote loads nothing else. */
export const AARON_WHITFIELD: Testimonial = {
  id: "aaron-whitfield",
  audience: "organisation",
  name: "Dr Aaron Whitfield",
  title: "Alumni relations manager, a regional business school",
  quote:
    "We review every mentor's Group Card before it goes live, and student applications are answered within 48 hours. Our mentors never touch a spreadsheet, and neither do we.",
  imgSrc: "/img/solutions/avatars/aaron-whitfield.svg",
};
