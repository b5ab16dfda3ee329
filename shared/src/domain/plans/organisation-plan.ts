import { BRAND } from "../../brand.ts";

/**
 * The business offering (public-site §1 "a business offering (groups for organisations)"): the B2B
 * starter plan `GET /api/subscriptions` lists beside the personal plans and the pricing page shows
 * (public-site: "the pricing page filters slug to the B2B starter plan"). Groups are set up by
 * Kora's team with the organisation (only staff create groups), so there is nothing to subscribe to
 * in the app: the way in is a demo. Every point below is something a group has today.
 */
export const ORGANISATION_PLAN = {
  id: "groups-starter",
  slug: `${BRAND.slug}-groups-starter`,
  name: "Groups Starter",
  audience: "organisation",
  access: "on-request",
  priceText: "Priced with your organisation",
  summary: "For businesses, schools, associations and event teams: your own group space on Kora, set up with our team.",
  points: [
    "A group page under your name and logo, where people apply or join by invite",
    "Admins approve members and Group Cards, and message members by InMail",
    "Group Cards that are free, or paid by the group when pricing is on",
    "Facilitated bookings, a group video library and high-level data for admins",
  ],
  contact: { label: "Book a demo", path: "/book-a-demo" },
} as const;

export type OrganisationPlan = typeof ORGANISATION_PLAN;

/** Whether a plan id or slug in a path names the organisation plan (which nobody subscribes to in the app). */
export const isOrganisationPlanKey = (key: string) => key === ORGANISATION_PLAN.id || key === ORGANISATION_PLAN.slug;
