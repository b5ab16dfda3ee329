import { URL_MAX_LENGTH } from "../../constants.ts";
import { fillMessage } from "../../messages.ts";
import { linkIcon, type LinkIcon } from "../cards/link-icon.ts";
import { networkOf, validateProfessionalUrl } from "../validation/social-urls.ts";

/** How many of each list a profile holds (core §3 User: social links, languagesSpoken, interests, categoryInterests). */
export const PROFILE_LIMITS = {
  socialLinks: 8,
  languagesSpoken: 10,
  interests: 10,
  categoryInterests: 10,
} as const;

/** "You can add up to 8 links." */
export const tooManyMessage = (max: number, things: string) => `You can add up to ${max} ${things}.`;

export type SocialLinkCheck = { ok: true; url: string; icon: LinkIcon } | { ok: false; message: string };

/**
 * A profile's social link (public-site §5: per-network URL checks). Any http(s) page is welcome — a
 * blog, Medium, Google Scholar — but a link on one of the checked networks (LinkedIn, GitHub…) must
 * be a profile there, with that network's message otherwise. A bare "github.com/ada" is read as
 * https. Stored as the URL's own spelling (lower-case host), without a trailing slash or fragment.
 */
export function checkSocialLink(raw: string): SocialLinkCheck {
  const text = raw.trim();
  const bad = { ok: false, message: fillMessage("url") } as const;
  if (!text || text.length > URL_MAX_LENGTH || /\s/.test(text)) return bad;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return bad;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password || !url.hostname.includes(".")) return bad;
  if (networkOf(url.href)) {
    const problem = validateProfessionalUrl(url.href);
    if (problem) return { ok: false, message: problem };
  }
  url.hash = "";
  const href = url.search === "" && url.pathname.endsWith("/") ? url.href.slice(0, -1) : url.href;
  return { ok: true, url: href, icon: linkIcon(href) };
}

/**
 * The positions of entries that repeat an earlier one (by `key`), for the 'already chosen' message
 * (public-site §5 notInArray) under the repeat, never under the first.
 */
export function repeatedIndexes<T>(items: readonly T[], key: (item: T) => string = String): number[] {
  const seen = new Set<string>();
  const repeats: number[] = [];
  items.forEach((item, index) => {
    const k = key(item);
    if (seen.has(k)) repeats.push(index);
    seen.add(k);
  });
  return repeats;
}

/** An interest tag as stored: trimmed, single spaces. */
export const tidyInterest = (raw: string) => raw.trim().replace(/\s+/g, " ");
/** Two interests are the same whatever their case ("UX" and "ux"). */
export const interestKey = (tag: string) => tidyInterest(tag).toLocaleLowerCase("en");
