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

/** Builds a testimonial with its initials avatar. */
export const person = (id: string, audience: TestimonialAudience, name: string, title: string, quote: string): Testimonial => ({ id, audience, name, title, quote, imgSrc: initialsAvatar(name) });
