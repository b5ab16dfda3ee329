import type { Testimonial } from "./person.ts";

/** Its own module, so a page that shows this one quote loads nothing else. */
export const MEI_CHEN: Testimonial = {
  id: "mei-chen",
  audience: "organisation",
  name: "Mei Chen",
  title: "Member services lead, a national association of landscape architects",
  quote:
    "Members kept asking for time with senior practitioners. Now our team books sessions on members' behalf, and we finally have a member benefit that gets used every week.",
  imgSrc: "/img/solutions/avatars/mei-chen.svg",
};
