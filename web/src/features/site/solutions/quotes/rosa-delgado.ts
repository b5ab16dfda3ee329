import type { Testimonial } from "./person.ts";

/** Its own module, so a page that shows this one quote loads nothing else. */
export const ROSA_DELGADO: Testimonial = {
  id: "rosa-delgado",
  audience: "organisation",
  name: "Rosa Delgado",
  title: "Programme director, a two-day fintech summit",
  quote:
    "Our speakers used to leave straight after their talk. Now each one opens a few half-hour slots in the fortnight after the summit, and we can show sponsors monthly video hours without anyone's conversations being exposed.",
  imgSrc: "/img/solutions/avatars/rosa-delgado.svg",
};
