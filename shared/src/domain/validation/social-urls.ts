import { URL_MAX_LENGTH } from "../../constants.ts";
import { fillMessage } from "../../messages.ts";

/**
 * Professional profile links (public-site §5: per-network URL checks for LinkedIn, GitHub,
 * Instagram, Facebook, Twitter, YouTube, ResearchGate). Pure: no I/O.
 *
 * A link is read leniently ("linkedin.com/in/ada" and "http://…" are taken, as https) and checked
 * strictly: the host must be the network's own (or a subdomain of it) and the path a person's or an
 * organisation's profile on it, not a post, a search or the home page.
 */

export type SocialNetworkId = "linkedin" | "github" | "instagram" | "facebook" | "twitter" | "youtube" | "researchgate";

export interface SocialNetwork {
  id: SocialNetworkId;
  /** How people write the network's name ("LinkedIn"). */
  name: string;
  /** Registered domains; their subdomains (www., uk., m.) count too. */
  domains: readonly string[];
  /** An example profile, for placeholders and hints. */
  example: string;
  /** True when `url` (https, host already on the network) points at a profile. */
  isProfile: (url: URL) => boolean;
}

/** The path's segments without empty ones: "/in/ada-l/" → ["in", "ada-l"]. */
const segments = (url: URL) => url.pathname.split("/").filter(Boolean);

/** A profile at the site's top level ("/{name}"), where `reserved` are the site's own pages. */
const oneName = (url: URL, name: RegExp, reserved: readonly string[]) => {
  const parts = segments(url);
  return parts.length === 1 && name.test(parts[0]!) && !reserved.includes(parts[0]!.toLowerCase());
};

const words = (list: string) => list.split(" ");
const GITHUB_RESERVED = words(
  "about explore features marketplace orgs pricing settings login join search topics trending collections sponsors " +
    "notifications pulls issues new organizations enterprise security site apps codespaces customer-stories readme team " +
    "contact blog events",
);
const INSTAGRAM_RESERVED = words("p reel reels explore stories accounts direct tv about developer legal");
const FACEBOOK_RESERVED = words(
  "sharer sharer.php share groups events watch marketplace gaming login login.php home.php search help policies privacy " +
    "settings photo photo.php story.php permalink.php hashtag reel",
);
const TWITTER_RESERVED = words("home i intent share search explore notifications messages settings login signup tos privacy hashtag");

/** The networks whose profile links count as professional profiles, in the order forms list them. */
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = [
  {
    id: "linkedin",
    name: "LinkedIn",
    domains: ["linkedin.com"],
    example: "https://www.linkedin.com/in/your-name",
    // A person (/in/…) or an organisation (/company/…, /school/…), optionally a sub-page of it.
    isProfile: (url) => {
      const [kind, name, ...rest] = segments(url);
      return (
        (kind === "in" || kind === "company" || kind === "school") &&
        name !== undefined &&
        /^[\w%.-]{2,100}$/.test(name) &&
        rest.length <= 1
      );
    },
  },
  {
    id: "github",
    name: "GitHub",
    domains: ["github.com"],
    example: "https://github.com/your-name",
    // github.com/{user}: 1–39 letters, digits or single hyphens, not starting or ending with one.
    isProfile: (url) => oneName(url, /^[A-Za-z\d](?:[A-Za-z\d]|-(?=[A-Za-z\d])){0,38}$/, GITHUB_RESERVED),
  },
  {
    id: "instagram",
    name: "Instagram",
    domains: ["instagram.com"],
    example: "https://www.instagram.com/your.name",
    isProfile: (url) => oneName(url, /^[A-Za-z\d._]{1,30}$/, INSTAGRAM_RESERVED),
  },
  {
    id: "facebook",
    name: "Facebook",
    domains: ["facebook.com", "fb.com"],
    example: "https://www.facebook.com/your.name",
    isProfile: (url) => {
      const parts = segments(url);
      if (parts.length === 1 && parts[0] === "profile.php") return /^\d{5,20}$/.test(url.searchParams.get("id") ?? "");
      if (parts[0] === "people" && parts.length === 3) return /^\d{5,20}$/.test(parts[2]!);
      return oneName(url, /^[A-Za-z\d.-]{5,50}$/, FACEBOOK_RESERVED);
    },
  },
  {
    id: "twitter",
    name: "Twitter",
    domains: ["twitter.com", "x.com"],
    example: "https://x.com/your_name",
    isProfile: (url) => oneName(url, /^\w{1,15}$/, TWITTER_RESERVED),
  },
  {
    id: "youtube",
    name: "YouTube",
    domains: ["youtube.com"],
    example: "https://www.youtube.com/@your-channel",
    // youtube.com/@handle, /c/{name}, /channel/{UC…}, /user/{name}; a channel's own tab (/videos) is fine.
    isProfile: (url) => {
      const parts = segments(url);
      const [first = "", second = ""] = parts;
      if (first.startsWith("@")) return /^@[\w.-]{3,30}$/.test(first) && parts.length <= 2;
      if (first === "channel") return /^UC[\w-]{22}$/.test(second) && parts.length <= 3;
      if (first === "c" || first === "user") return /^[\w.-]{1,100}$/.test(second) && parts.length <= 3;
      return false;
    },
  },
  {
    id: "researchgate",
    name: "ResearchGate",
    domains: ["researchgate.net"],
    example: "https://www.researchgate.net/profile/Your-Name",
    isProfile: (url) => {
      const [kind, name, ...rest] = segments(url);
      return kind === "profile" && name !== undefined && /^[\p{L}\p{M}\d%._-]{2,100}$/u.test(name) && rest.length <= 1;
    },
  },
];

/** "LinkedIn, GitHub, … or ResearchGate". */
export const SOCIAL_NETWORK_NAMES = `${SOCIAL_NETWORKS.slice(0, -1)
  .map((network) => network.name)
  .join(", ")} or ${SOCIAL_NETWORKS.at(-1)!.name}`;

/** The link as a URL, reading a bare "linkedin.com/in/ada" as https; null when it can't be one (or isn't http/https). */
function readUrl(raw: string): URL | null {
  const text = raw.trim();
  if (text.length === 0 || text.length > URL_MAX_LENGTH || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if (url.username || url.password || url.port || !url.hostname.includes(".")) return null;
    url.protocol = "https:";
    return url;
  } catch {
    return null;
  }
}

const onDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The network a link's host belongs to (whatever its path), or null. */
export function networkOf(raw: string): SocialNetwork | null {
  const url = readUrl(raw);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  return SOCIAL_NETWORKS.find((network) => network.domains.some((domain) => onDomain(host, domain))) ?? null;
}

/** The message for a link to a network's page that isn't a profile ("Please provide a valid LinkedIn profile url."). */
export const networkProfileMessage = (network: SocialNetwork) => `Please provide a valid ${network.name} profile url.`;
/** The message for a working link to a site that isn't one of the networks. */
export const notANetworkMessage = `Please provide a link to your profile on ${SOCIAL_NETWORK_NAMES}.`;

/**
 * Checks a professional profile link: null when it is a profile on one of SOCIAL_NETWORKS; else the
 * message to show — the spec's url message for something that isn't a link, the network's own for a
 * link to a network page that isn't a profile, and a list of the networks for any other site.
 */
export function validateProfessionalUrl(raw: string): string | null {
  const url = readUrl(raw);
  if (!url) return fillMessage("url");
  const network = networkOf(url.href);
  if (!network) return notANetworkMessage;
  return network.isProfile(url) ? null : networkProfileMessage(network);
}

/**
 * The link as stored: https, lower-case host, no fragment, no trailing slash ("linkedin.com/in/ada/"
 * → "https://linkedin.com/in/ada"); null when validateProfessionalUrl refuses it.
 */
export function normalizeProfessionalUrl(raw: string): string | null {
  if (validateProfessionalUrl(raw) !== null) return null;
  const url = readUrl(raw)!;
  url.hash = "";
  const href = url.href;
  return url.search === "" && href.endsWith("/") ? href.slice(0, -1) : href;
}
