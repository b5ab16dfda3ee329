import type { Testimonial } from "./person.ts";

/** Its own module, so a page that shows this one quote loads nothing else. */
export const JONAH_FELD: Testimonial = {
  id: "jonah-feld",
  audience: "organisation",
  name: "Jonah Feld",
  title: "Founder, a three-person financial planning practice",
  quote:
    "Our money check-ins are paid per half hour and pay out to the practice, not to each planner. Clients book from our Cards, and the recording lets them rewatch the numbers at home.",
  imgSrc: "/img/solutions/avatars/jonah-feld.svg",
};
