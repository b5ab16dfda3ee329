import { LOGIN_PATH } from "@kora/shared/domain/routing/guards.ts";
import { isCardId } from "@kora/shared/domain/cards/lifecycle.ts";

/**
 * A link from the API as a path inside this app, or null when it points at another site. The API may
 * send absolute links (for crawlers and mail); inside the app we navigate without a reload.
 */
export function appPathOf(link: string, origin: string): string | null {
  if (link.startsWith("/") && !link.startsWith("//")) return link;
  try {
    const url = new URL(link);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** The full address to copy or share. */
export function absoluteUrl(link: string, origin: string): string {
  try {
    return new URL(link, origin).href;
  } catch {
    return link;
  }
}

/** The log-in page that brings the visitor back to `path` afterwards. */
export const loginRedirect = (path: string) => `${LOGIN_PATH}&redirectTo=${encodeURIComponent(path)}`;

/** The card lookup for /advisors/:userSlug/:card — an id of 36 characters or a slug of that advisor (core §2). */
export function cardLookupPath(userSlug: string, cardIdOrSlug: string): string {
  const card = encodeURIComponent(cardIdOrSlug);
  return isCardId(cardIdOrSlug) ? `/api/cards/${card}` : `/api/cards/${card}?user=${encodeURIComponent(userSlug)}`;
}

/**
 * Where the visitor should be once the card is known, or null to stay: a card opened by id, an old
 * slug or under another advisor's address moves to its canonical link without a new history entry.
 */
export function canonicalRedirect(current: string, cardLink: string, origin: string): string | null {
  const target = appPathOf(cardLink, origin);
  if (!target) return null;
  const path = (value: string) => decodeURIComponent(value.split(/[?#]/)[0]!.replace(/\/+$/, ""));
  return path(target) === path(current) ? null : target;
}

/** The slugs in a card page's path ("/advisors/{userSlug}/{cardSlug}"), or null for any other path. */
export function advisorPathParts(path: string): { userSlug: string; cardSlug: string } | null {
  const match = /^\/advisors\/([^/?#]+)\/([^/?#]+)\/?(?:[?#]|$)/.exec(path);
  if (!match) return null;
  try {
    return { userSlug: decodeURIComponent(match[1]!), cardSlug: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}
