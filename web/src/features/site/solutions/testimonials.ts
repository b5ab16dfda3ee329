import { BRAND } from "@kora/shared/brand.ts";

/** Who is speaking: the testimonials page groups quotes by it. */
export type TestimonialAudience = "learner" | "advisor" | "organisation";

/** A testimonial (public-site §3: id, imgSrc, quote, name, title), plus who is speaking. */
export interface Testimonial {
  id: string;
  /** An avatar drawn from the person's initials (an SVG data URL; we show no photos). */
  imgSrc: string;
  quote: string;
  name: string;
  /** Role and context, e.g. "Advisor, physiotherapist in Auckland". */
  title: string;
  audience: TestimonialAudience;
}

const AVATAR_COLOURS = ["#c2006a", "#14213d", "#0b6e69", "#5b3fa3", "#a33b12", "#2a3f73"] as const;

/** "Rosa Delgado" → "RD"; "Dr Aaron Whitfield" → "AW" (titles are not initials). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !/^(Dr|Mr|Mrs|Ms|Prof)\.?$/.test(word));
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/** A round avatar with the person's initials on a colour picked from their name (same on server and browser). */
export function initialsAvatar(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const colour = AVATAR_COLOURS[hash % AVATAR_COLOURS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="${colour}"/>` +
    `<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif" font-size="36" font-weight="700" fill="#fff">${initialsOf(name)}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const person = (id: string, audience: TestimonialAudience, name: string, title: string, quote: string): Testimonial => ({ id, audience, name, title, quote, imgSrc: initialsAvatar(name) });

/** Invented people, real situations: every claim in a quote is one the product keeps. */
export const TESTIMONIALS: readonly Testimonial[] = [
  person(
    "amara-okafor",
    "learner",
    "Amara Okafor",
    "Learner, moving from teaching into UX research",
    "I booked three half-hour sessions with a UX researcher before I handed in my notice. She went through my portfolio with me and told me which project to cut. My first interview came two weeks later.",
  ),
  person(
    "tomas-lindqvist",
    "learner",
    "Tomas Lindqvist",
    "Learner, first-time home buyer in Gothenburg",
    "Thirty minutes with a mortgage adviser cleared up more than a month of forum reading. The session was recorded, so that evening my partner and I replayed the part about fixed rates together.",
  ),
  person(
    "priya-raman",
    "learner",
    "Priya Raman",
    "Learner, final-year engineering student",
    `My university's alumni group on ${BRAND.name} let me ask a graduate working in renewables what her first year was really like. I applied to join on Monday and was booking her by Wednesday.`,
  ),
  person(
    "hemi-walker",
    "learner",
    "Hemi Walker",
    "Learner, co-owner of a surf hire shop in Raglan",
    "My business partner booked the session and sent me the link. I typed my first name, joined from the shop's laptop and we sorted out our bookkeeping in one go. I signed up the next day so I could book her again.",
  ),
  person(
    "sione-tupou",
    "advisor",
    "Sione Tupou",
    "Advisor, sports physiotherapist in Auckland",
    "I set my rate per half hour, share the hours that suit me and confirm each request myself. Learners are only charged once I confirm, so there's no chasing and no awkward invoices.",
  ),
  person(
    "greta-holm",
    "advisor",
    "Greta Holm",
    "Advisor, brand designer in Copenhagen",
    `My ${BRAND.name} Card does the introducing for me. People arrive knowing my work and with one clear question, so half an hour is genuinely enough to be useful.`,
  ),
  person(
    "graham-mcintyre",
    "advisor",
    "Graham McIntyre",
    "Advisor, retired school principal, advises for free",
    "I mentor newly appointed principals pro bono. There's no meeting time limit, so when a hard conversation needs another ten minutes, we simply take them.",
  ),
  person(
    "lucy-brennan",
    "advisor",
    "Lucy Brennan",
    "Advisor, data analyst in Manchester",
    "Signing up took under a minute and I published my first Card that evening. The text reminder ten minutes before each session means nobody forgets, me included.",
  ),
  person(
    "rosa-delgado",
    "organisation",
    "Rosa Delgado",
    "Programme director, a two-day fintech summit",
    "Our speakers used to leave straight after their talk. Now each one opens a few half-hour slots in the fortnight after the summit, and we can show sponsors monthly video hours without anyone's conversations being exposed.",
  ),
  person(
    "aaron-whitfield",
    "organisation",
    "Dr Aaron Whitfield",
    "Alumni relations manager, a regional business school",
    "We review every mentor's Group Card before it goes live, and student applications are answered within 48 hours. Our mentors never touch a spreadsheet, and neither do we.",
  ),
  person(
    "mei-chen",
    "organisation",
    "Mei Chen",
    "Member services lead, a national association of landscape architects",
    "Members kept asking for time with senior practitioners. Now our team books sessions on members' behalf, and we finally have a member benefit that gets used every week.",
  ),
  person(
    "jonah-feld",
    "organisation",
    "Jonah Feld",
    "Founder, a three-person financial planning practice",
    "Our money check-ins are paid per half hour and pay out to the practice, not to each planner. Clients book from our Cards, and the recording lets them rewatch the numbers at home.",
  ),
  person(
    "nadia-haddad",
    "organisation",
    "Nadia Haddad",
    "Marketing lead, a careers festival for school leavers",
    "Our keynote speaker gave the interviewer twenty-five minutes on a call from her kitchen. Four working days later we had a 75-second video that did more for ticket sales than any trailer we'd made.",
  ),
];

/** One testimonial by id; throws for an unknown id so a typo fails the page's test, not a visitor. */
export function testimonial(id: string): Testimonial {
  const found = TESTIMONIALS.find((item) => item.id === id);
  if (!found) throw new Error(`No testimonial "${id}"`);
  return found;
}
