/** A use-case card (public-site §3: id, title, description, image, to); `title` and `description` are English (the page shows site-solutions-use-cases' `card.{id}.…`). */
export interface UseCaseCard {
  id: "event-marketing" | "educational-institutions" | "membership-organisations" | "businesses";
  title: string;
  description: string;
  /** A decorative SVG under /img/solutions/, 320×180. */
  image: string;
  to: string;
}

export const USE_CASE_IMAGE_SIZE = { width: 320, height: 180 } as const;

export const USE_CASE_CARDS: readonly UseCaseCard[] = [
  {
    id: "event-marketing",
    title: "Event marketing",
    description:
      "Keep speakers and sponsors talking to attendees after the closing keynote: bookable office hours, expert clinics and a year-round community between editions.",
    image: "/img/solutions/use-case-event-marketing.svg",
    to: "/use-cases/event-marketing",
  },
  {
    id: "educational-institutions",
    title: "Educational institutions",
    description:
      "Alumni mentoring, careers advice and office hours that fit around timetables, with conversations that stay between the student and their mentor.",
    image: "/img/solutions/use-case-educational-institutions.svg",
    to: "/use-cases/educational-institutions",
  },
  {
    id: "membership-organisations",
    title: "Membership organisations",
    description:
      "Turn your members' know-how into a benefit they use every week: peer mentoring, ask-an-expert sessions and committee meetings with no time limit.",
    image: "/img/solutions/use-case-membership-organisations.svg",
    to: "/use-cases/membership-organisations",
  },
  {
    id: "businesses",
    title: "Businesses",
    description:
      "Sell expert time by the half hour, run internal mentoring or onboard customers one to one, all from a group space that carries your name.",
    image: "/img/solutions/use-case-businesses.svg",
    to: "/use-cases/businesses",
  },
];
