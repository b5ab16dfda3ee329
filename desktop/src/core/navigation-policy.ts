/** The origin of `url` (`https://kora.example.com`), or null when it does not parse. */
export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Whether `url` is on the Kora origin. Opaque origins (file:, data:, about:blank) serialise as
 * "null" and never match, so the offline page and blank frames are never trusted.
 */
export function isSameOrigin(url: string, koraOrigin: string): boolean {
  const origin = originOf(url);
  return origin !== null && origin !== "null" && origin === koraOrigin;
}

/**
 * Whether a link may be handed to the user's browser: only http(s), and never with embedded
 * credentials (`https://kora.example.com@evil.example` is a phishing shape, not a real link).
 * Other schemes (file:, javascript:, custom protocol handlers) could run local programs.
 */
export function canOpenExternally(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (parsed.protocol === "http:" || parsed.protocol === "https:") && !parsed.username && !parsed.password;
}

export type NavigationDecision = "in-app" | "open-external" | "deny";

/**
 * What to do with a navigation or window.open from a page: Kora pages stay in the window, other
 * web links go to the browser, everything else is dropped. The shell never shows a foreign page,
 * because a foreign page in the window would sit next to the preload's API.
 */
export function decideNavigation(url: string, koraOrigin: string): NavigationDecision {
  if (isSameOrigin(url, koraOrigin)) return "in-app";
  if (canOpenExternally(url)) return "open-external";
  return "deny";
}

/** The path, query and fragment of a same-origin URL, for routing a window.open into the window. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/**
 * The absolute URL of a safe app path on the Kora origin. Throws if the result would leave the
 * origin, so a path that skipped toSafeAppPath can never point the window elsewhere.
 */
export function appUrl(path: string, koraOrigin: string): string {
  const url = new URL(path, koraOrigin);
  if (!path.startsWith("/") || url.origin !== koraOrigin) {
    throw new Error(`Refusing to load "${path}": it does not resolve to ${koraOrigin}`);
  }
  return url.href;
}
