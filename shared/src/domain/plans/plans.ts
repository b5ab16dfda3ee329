import { BRAND } from "../../brand.ts";
import type { Currency } from "../../constants.ts";

/**
 * What each plan changes (public-site §1 tiers, §4 subscription, §9 fees and meeting sizes), in one
 * table every place reads: fees, meeting rooms, recordings, the pricing page and the plan pages.
 * Pure data and pure rules; no clock, no storage.
 */
export const PLAN_IDS = ["basic", "plus", "pro"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** A subscription's slug (core §3 Subscription: `{app}-plus` or `{app}-pro`). */
export type PlanSlug = `${typeof BRAND.slug}-plus` | `${typeof BRAND.slug}-pro`;
export const PLUS_SLUG: PlanSlug = `${BRAND.slug}-plus`;
export const PRO_SLUG: PlanSlug = `${BRAND.slug}-pro`;

/** The Pro extras (public-site §1), each with what it gives. */
export const PRO_EXTRAS = {
  analytics: "Data analytics: learner emails, booking counts and income reports",
  branding: "Your branding on your Cards and meeting room",
  "video-messages": "Video messages on your Cards",
  "search-boost": "A boost in marketplace search",
  "priority-reply": "A reply from us within 24 hours",
} as const;
export type ProExtra = keyof typeof PRO_EXTRAS;

export interface Plan {
  id: PlanId;
  name: string;
  /** The subscription slug; Basic is having none. */
  slug: PlanSlug | null;
  /** How people get it: everyone has Basic; Plus is bought here; Pro is requested and approved by staff. */
  access: "default" | "self-serve" | "on-request";
  /** Admin fee on every paid booking, or null when it goes by card type (5% private/group, 15% marketplace). */
  adminFeePercent: number | null;
  meetingSize: number;
  /** Recording owners may let link holders download (audio or video separately). */
  recordingDownload: boolean;
  /**
   * Bytes of uploaded videos (files from a computer: "Upload a video") Kora keeps for one person:
   * ready, processing and failed ones as stored, unfinished ones as announced or received. Recordings
   * of calls don't count: cloud recording is free and unlimited on every plan (public-site §1).
   */
  uploadStorageBytes: number;
  /** Free months at the start, claimable once per person ever. */
  trialMonths: number;
  extras: readonly ProExtra[];
}

const GIB = 1024 ** 3;

export const PLANS: Record<PlanId, Plan> = {
  basic: {
    id: "basic",
    name: "Basic",
    slug: null,
    access: "default",
    adminFeePercent: null,
    meetingSize: 10,
    recordingDownload: false,
    uploadStorageBytes: 5 * GIB,
    trialMonths: 0,
    extras: [],
  },
  plus: {
    id: "plus",
    name: "Plus",
    slug: PLUS_SLUG,
    access: "self-serve",
    adminFeePercent: 5,
    meetingSize: 25,
    recordingDownload: true,
    uploadStorageBytes: 50 * GIB,
    trialMonths: 1,
    extras: [],
  },
  pro: {
    id: "pro",
    name: "Pro",
    slug: PRO_SLUG,
    access: "on-request",
    adminFeePercent: 5,
    meetingSize: 50,
    recordingDownload: true,
    uploadStorageBytes: 200 * GIB,
    trialMonths: 0,
    extras: Object.keys(PRO_EXTRAS) as ProExtra[],
  },
};

/** Plus's monthly price in each currency, in minor units (whole amounts a person recognises). */
export const PLUS_MONTHLY_PRICE: Record<Currency, number> = {
  AUD: 1900,
  CAD: 1700,
  EUR: 1100,
  GBP: 1000,
  NZD: 2000,
  USD: 1200,
};

export const planOfSlug = (slug: string): Plan | undefined => Object.values(PLANS).find((plan) => plan.slug === slug);

/** The plan someone is on from their running subscriptions' slugs: Pro outranks Plus; none is Basic. */
export function planOf(slugs: readonly string[]): Plan {
  if (slugs.includes(PRO_SLUG)) return PLANS.pro;
  if (slugs.includes(PLUS_SLUG)) return PLANS.plus;
  return PLANS.basic;
}

/** The smallest plan whose meetings hold `people`, or null when none does. */
export function planForMeetingOf(people: number): Plan | null {
  return PLAN_IDS.map((id) => PLANS[id]).find((plan) => plan.meetingSize >= people) ?? null;
}

export const hasExtra = (plan: Plan, extra: ProExtra) => plan.extras.includes(extra);
