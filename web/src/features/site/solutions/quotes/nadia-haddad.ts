import type { Testimonial } from "./person.ts";

/** Its own module, so a page that shows this one quote loads nothing else. */
export const NADIA_HADDAD: Testimonial = {
  id: "nadia-haddad",
  audience: "organisation",
  name: "Nadia Haddad",
  title: "Marketing lead, a careers festival for school leavers",
  quote:
    "Our keynote speaker gave the interviewer twenty-five minutes on a call from her kitchen. Four working days later we had a 75-second video that did more for ticket sales than any trailer we'd made.",
  imgSrc: "/img/solutions/avatars/nadia-haddad.svg",
};
