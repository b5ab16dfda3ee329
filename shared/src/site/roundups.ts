/**
 * The roundup pages (public-site §2, §3): curated advisors on one topic, each a banner and a few
 * Kora Cards named by id with a line on why they are here. Pure data, no runtime imports, so the
 * public pages can read it without pulling zod in. The cards are seeded with these ids
 * (api/src/seed/curated-advisors.ts).
 */

import type { CardSummary } from "../contracts/cards.ts";

/**
 * Public-site §3 "Roundup banner". `img` is a site path to an SVG (480×360) described by `imgAlt`;
 * `fullImg` a wider one, when there is one.
 */
export interface RoundupBanner {
  title: string;
  blurb: string;
  slug: string;
  img: string;
  imgAlt: string;
  fullImg?: string;
}

/** Public-site §3 "Roundup advisor": a Kora Card id and why it was picked. */
export interface RoundupAdvisor {
  id: string;
  blurb: string;
}

export interface Roundup {
  banner: RoundupBanner;
  advisors: RoundupAdvisor[];
  /** The marketplace category (slug) the page's "see more" link searches, e.g. /search?category=marketing. */
  searchCategory: string;
  /** What the "see more" link calls that search, e.g. "marketing advisors". */
  searchLabel: string;
}

/** What `GET /api/roundups/:slug` sends: the banner, the curated cards that are live, in order, and links on. */
export interface RoundupPageData {
  banner: RoundupBanner;
  advisors: { blurb: string; card: CardSummary }[];
  searchCategory: string;
  searchLabel: string;
  /** Every other roundup, for "more roundups" links. */
  others: { slug: string; title: string }[];
}

export const ROUNDUP_SLUGS = [
  "digital-marketing",
  "health",
  "mental-health",
  "facilitate-public-speaking",
  "home-living",
  "green-consciousness",
  "career-coach",
  "coaches",
  "startup",
  "personal-finance",
  "build-website",
  "learn-to-code",
  "personal-brand",
] as const;
export type RoundupSlug = (typeof ROUNDUP_SLUGS)[number];

/** Card ids as seeded: 7c0a11ed-ca7d-4000-8000-0000000000NN. */
const card = (n: number) => `7c0a11ed-ca7d-4000-8000-${n.toString(16).padStart(12, "0")}`;
const banner = (slug: RoundupSlug, title: string, blurb: string, imgAlt: string): RoundupBanner => ({
  slug,
  title,
  blurb,
  img: `/img/roundups/${slug}.svg`,
  imgAlt,
});

export const ROUNDUPS: Record<RoundupSlug, Roundup> = {
  "digital-marketing": {
    banner: banner(
      "digital-marketing",
      "Digital marketing advisors",
      "SEO, paid social, email and content: book a half hour with marketers who have run the numbers for real businesses and will look at yours.",
      "A video call window showing a bar chart with a rising trend line and a megaphone.",
    ),
    advisors: [
      { id: card(1), blurb: "Hannah has audited over two hundred small business websites and leaves you with an ordered list of fixes." },
      { id: card(2), blurb: "Liam finds where your ad budget is leaking and sets up one clean test for the month ahead." },
      { id: card(3), blurb: "Sofie builds the four automated emails most online shops are missing, with you, on screen." },
      { id: card(4), blurb: "Marcus turns a quiet B2B blog into a plan your team can actually keep publishing." },
    ],
    searchCategory: "marketing",
    searchLabel: "marketing advisors",
  },
  health: {
    banner: banner(
      "health",
      "Health and fitness advisors",
      "Strength, running, nutrition and sleep: practical coaching from people who do this for a living, planned around the week you actually have.",
      "A video call window showing a heart with a pulse line and a dumbbell.",
    ),
    advisors: [
      { id: card(5), blurb: "Jack is an exercise physiologist who writes first strength programmes for people starting after 40." },
      { id: card(6), blurb: "Anika makes plant-based eating simple, cheap and complete, without Sunday meal-prep marathons." },
      { id: card(7), blurb: "Tomas researched sleep in shift workers for twelve years and writes you a plan for every roster." },
      { id: card(8), blurb: "Chloe coaches a running club and offers free plans for your first half marathon." },
    ],
    searchCategory: "health",
    searchLabel: "health and wellbeing advisors",
  },
  "mental-health": {
    banner: banner(
      "mental-health",
      "Mental health and wellbeing coaches",
      "Coaching for stress, burnout, setbacks and busy minds. These advisors offer support and practical tools; they are not a crisis or therapy service.",
      "A video call window showing a calm leaf inside a circle above a gentle wave.",
    ),
    advisors: [
      { id: card(9), blurb: "Olivia, a former lawyer, helps professionals recover from burnout and find a pace they can keep." },
      { id: card(10), blurb: "Freya teaches free, short mindfulness practices that fit around the school run." },
      { id: card(11), blurb: "Daniel knows redundancy first-hand and helps you separate what happened from what it means." },
      { id: card(7), blurb: "Tomas helps when poor sleep is part of the problem, especially on night shifts." },
    ],
    searchCategory: "mental-health",
    searchLabel: "mental health advisors",
  },
  "facilitate-public-speaking": {
    banner: banner(
      "facilitate-public-speaking",
      "Public speaking and facilitation coaches",
      "Conference talks, pitches, workshops and meetings: rehearse on camera with a coach who gives specific notes, then run it again until it lands.",
      "A video call window showing a microphone and a speech bubble.",
    ),
    advisors: [
      { id: card(12), blurb: "Isabel has reviewed conference submissions for a decade and coaches TEDx and keynote speakers." },
      { id: card(13), blurb: "Ravi runs free sessions for quiet people who want to be heard in meetings." },
      { id: card(14), blurb: "Karin designs workshops with you, from the outcome to the plan for when things go off track." },
      { id: card(15), blurb: "Tane mentors accelerator founders and will have you run your demo day pitch twice in one call." },
    ],
    searchCategory: "public-speaking",
    searchLabel: "public speaking coaches",
  },
  "home-living": {
    banner: banner(
      "home-living",
      "Home and living advisors",
      "Grow food on a balcony, plan a renovation, organise a small flat or cut your bills: hands-on advice over video, room by room and season by season.",
      "A video call window showing a small house with windows and a potted plant.",
    ),
    advisors: [
      { id: card(16), blurb: "Ruth has helped apartment gardeners on four continents grow food in small spaces." },
      { id: card(17), blurb: "Graham was a builder for 25 years and helps you plan a renovation before the first quote." },
      { id: card(18), blurb: "Elin is a professional organiser who tackles one room at a time with you on camera." },
      { id: card(19), blurb: "Nils ranks the changes that will cut your energy bills, from free to worth saving for." },
    ],
    searchCategory: "home-living",
    searchLabel: "home and living advisors",
  },
  "green-consciousness": {
    banner: banner(
      "green-consciousness",
      "Green living advisors",
      "Lower bills, less waste, cleaner energy and food you grew yourself: advisors who make living lighter practical, one habit and one decision at a time.",
      "A video call window showing a green leaf under a shining sun.",
    ),
    advisors: [
      { id: card(19), blurb: "Nils has assessed more than a thousand homes and knows which changes actually save energy." },
      { id: card(20), blurb: "Leah offers free sessions on a zero-waste kitchen, starting with what is in your bin." },
      { id: card(21), blurb: "Aidan is an independent engineer with no panels to sell who helps you judge solar quotes." },
      { id: card(16), blurb: "Ruth designs small kitchen gardens with compost and containers for your climate." },
    ],
    searchCategory: "green-living",
    searchLabel: "green living advisors",
  },
  "career-coach": {
    banner: banner(
      "career-coach",
      "Career coaches",
      "Career changes, returns after a break, CVs, interviews and salary talks: coaches who have sat on the hiring side and will tell you what they see.",
      "A video call window showing a briefcase and steps rising to an arrow.",
    ),
    advisors: [
      { id: card(22), blurb: "Priya spent eleven years in recruitment and helps returners explain the gap with confidence." },
      { id: card(23), blurb: "Priya also gives free second opinions to graduates weighing up a career change." },
      { id: card(24), blurb: "Ben has run over four hundred senior engineering interviews and runs yours as a realistic mock." },
      { id: card(25), blurb: "Amira reviews CVs for a newcomer employment charity and rewrites your top third with you, free." },
      { id: card(26), blurb: "Sarah led pay reviews for a decade and rehearses your salary conversation until it feels natural." },
    ],
    searchCategory: "careers",
    searchLabel: "career advisors",
  },
  coaches: {
    banner: banner(
      "coaches",
      "Leadership and life coaches",
      "New managers, remote leaders, freelancers and anyone rebuilding after a hard year: coaches who focus on the situation in front of you this week.",
      "A video call window showing a target with an arrow pointing to its centre.",
    ),
    advisors: [
      { id: card(27), blurb: "Helen has coached over three hundred first-time managers through their first year." },
      { id: card(28), blurb: "Jonas led teams across eight time zones and fixes the rituals that slow remote teams down." },
      { id: card(29), blurb: "Isla keeps freelancers moving with short, regular accountability check-ins." },
      { id: card(9), blurb: "Olivia helps high performers step back from burnout without stepping off their career." },
      { id: card(11), blurb: "Daniel coaches people through redundancy and setbacks, one concrete step at a time." },
    ],
    searchCategory: "leadership",
    searchLabel: "leadership coaches",
  },
  startup: {
    banner: banner(
      "startup",
      "Startup advisors and mentors",
      "Fundraising, first customers, pitches and the numbers: founders, investors and operators who have done it and will pressure-test your plan.",
      "A video call window showing a rocket taking off.",
    ),
    advisors: [
      { id: card(30), blurb: "Arjun is a founder turned seed investor who has seen around two thousand pitches." },
      { id: card(31), blurb: "Lotte took two B2B products to their first paying customers and shows you how to start the conversations." },
      { id: card(32), blurb: "Will is a part-time CFO who builds a financial model with you that you understand line by line." },
      { id: card(15), blurb: "Tane has raised two rounds and coaches demo day pitches until they land." },
    ],
    searchCategory: "startups",
    searchLabel: "startup advisors",
  },
  "personal-finance": {
    banner: banner(
      "personal-finance",
      "Personal finance advisors",
      "Budgets that last, debt plans, first investments and retirement questions, explained plainly. General education from people who do this every day.",
      "A video call window showing a stack of coins and a chart going up.",
    ),
    advisors: [
      { id: card(33), blurb: "Nora builds budgets with room for birthdays, car repairs and the occasional bad day." },
      { id: card(34), blurb: "Ethan explains index funds, fees and risk without selling you a product." },
      { id: card(35), blurb: "Aisha paid off £22,000 of debt and offers free sessions to help you plan your way out." },
      { id: card(36), blurb: "Margaret spent 25 years in super funds and answers retirement questions in plain English." },
    ],
    searchCategory: "money",
    searchLabel: "money advisors",
  },
  "build-website": {
    banner: banner(
      "build-website",
      "Website building advisors",
      "Plan, build and improve a website that brings in work: builders, designers, accessibility and search specialists who will look at your site with you.",
      "A video call window showing the layout of a web page with a heading, text and a button.",
    ),
    advisors: [
      { id: card(37), blurb: "Zoe helps you choose a builder and set up your first page live in the session." },
      { id: card(38), blurb: "Kasper tests your site with a keyboard and screen reader and ranks the fixes." },
      { id: card(39), blurb: "Lina gives free design reviews as a first-time visitor and sketches simple improvements." },
      { id: card(1), blurb: "Hannah makes sure people can find your new site on Google." },
    ],
    searchCategory: "web-development",
    searchLabel: "web development advisors",
  },
  "learn-to-code": {
    banner: banner(
      "learn-to-code",
      "Learn to code with a mentor",
      "JavaScript, Python, React and code reviews: patient developers who work on your own project with you and show you how to get unstuck next time.",
      "A video call window showing angle brackets and a slash, the symbols of code.",
    ),
    advisors: [
      { id: card(40), blurb: "Diego taught himself to code and offers free sessions for beginners stuck on JavaScript." },
      { id: card(41), blurb: "Hiro teaches Python to people in non-technical jobs, starting from their own data." },
      { id: card(42), blurb: "Emma reviews your repository in depth and walks you through the habits that matter most." },
      { id: card(43), blurb: "Kofi builds your first real React app with you, typing while he guides." },
    ],
    searchCategory: "technology",
    searchLabel: "technology mentors",
  },
  "personal-brand": {
    banner: banner(
      "personal-brand",
      "Personal brand advisors",
      "LinkedIn, portfolios, talks and content: advisors who help you become known for one clear thing by the people who hire, buy or collaborate.",
      "A video call window showing a person's profile and a star.",
    ),
    advisors: [
      { id: card(44), blurb: "Claire rewrites your LinkedIn headline and About section with you, free." },
      { id: card(45), blurb: "Rachel went independent eight years ago and helps consultants win work through reputation." },
      { id: card(46), blurb: "Oskar, a photographer and former art buyer, cuts your portfolio to the work that wins clients." },
      { id: card(12), blurb: "Isabel helps you turn your expertise into a conference talk people remember." },
    ],
    searchCategory: "personal-brand",
    searchLabel: "personal brand advisors",
  },
};

/** The roundup for a slug, or undefined. */
export function roundupFor(slug: string): Roundup | undefined {
  return (ROUNDUP_SLUGS as readonly string[]).includes(slug) ? ROUNDUPS[slug as RoundupSlug] : undefined;
}
