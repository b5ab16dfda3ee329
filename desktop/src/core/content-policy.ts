import { toSafeAppPath } from "./deep-link.ts";
import { decideNavigation, pathOf } from "./navigation-policy.ts";

/** The parts of Electron's navigation events the policy reads (will-navigate, will-redirect). */
export interface NavigationAttempt {
  url: string;
  /** will-redirect only: whether the top-level page is being redirected. */
  isMainFrame?: boolean;
  preventDefault(): void;
}

export interface ContentPolicyActions {
  /** Hands a web link to the user's browser (shell.openExternal). */
  openExternal(url: string): void;
  /** Opens a safe Kora app path in the one window. */
  openInApp(path: string): void;
}

/** The handlers main attaches to every WebContents; each is one Electron event or hook. */
export interface ContentPolicy {
  /** `will-navigate`: the page (link, form, script) wants to leave for `url`. */
  onWillNavigate(event: NavigationAttempt): void;
  /** `will-redirect`: a server redirect during a navigation. */
  onWillRedirect(event: NavigationAttempt): void;
  /** `setWindowOpenHandler`: window.open, target=_blank links. Never opens a second window. */
  onWindowOpen(details: { url: string }): { action: "deny" };
  /** `will-attach-webview`: a <webview> would be a second, unguarded browser; always refused. */
  onWillAttachWebview(event: { preventDefault(): void }): void;
}

/**
 * What the shell does when a page tries to go somewhere: Kora pages stay in the window, other web
 * links go to the browser, anything else (file:, javascript:, custom schemes) is dropped. The
 * window never shows a foreign page, because a foreign page in it would sit next to the preload.
 */
export function createContentPolicy(koraOrigin: string, actions: ContentPolicyActions): ContentPolicy {
  const police = (event: NavigationAttempt): void => {
    const decision = decideNavigation(event.url, koraOrigin);
    if (decision === "in-app") return;
    event.preventDefault();
    if (decision === "open-external") actions.openExternal(event.url);
  };
  return {
    onWillNavigate: police,
    onWillRedirect(event) {
      // A Kora URL that redirects elsewhere must not bring the foreign page into the window. A
      // redirect inside an iframe is the iframe's business (it gets no preload).
      if (event.isMainFrame !== false) police(event);
    },
    onWindowOpen({ url }) {
      const decision = decideNavigation(url, koraOrigin);
      if (decision === "open-external") actions.openExternal(url);
      if (decision === "in-app") {
        // One window only: a Kora link meant for a new window opens in this one.
        const target = toSafeAppPath(pathOf(url));
        if (target.ok) actions.openInApp(target.path);
      }
      return { action: "deny" };
    },
    onWillAttachWebview(event) {
      event.preventDefault();
    },
  };
}
