import { shell, type Session, type WebContents } from "electron";
import { toSafeAppPath } from "../core/deep-link.ts";
import { decideNavigation, pathOf } from "../core/navigation-policy.ts";
import { isPermissionGranted } from "../core/permission-policy.ts";

function openExternally(url: string): void {
  shell.openExternal(url).catch((error: unknown) => console.error("Could not open link in the browser", error));
}

/**
 * Applied to every WebContents the app creates: Kora pages stay in the window, web links go to the
 * browser, nothing else opens, and no <webview> can be attached.
 */
export function applyContentPolicies(contents: WebContents, koraOrigin: string, openInApp: (path: string) => void): void {
  const police = (event: { url: string; preventDefault(): void }): void => {
    const decision = decideNavigation(event.url, koraOrigin);
    if (decision === "in-app") return;
    event.preventDefault();
    if (decision === "open-external") openExternally(event.url);
  };
  contents.on("will-navigate", police);
  // A Kora URL that redirects elsewhere must not bring the foreign page into the window either.
  contents.on("will-redirect", (event) => {
    if (event.isMainFrame) police(event);
  });

  contents.setWindowOpenHandler(({ url }) => {
    const decision = decideNavigation(url, koraOrigin);
    if (decision === "open-external") openExternally(url);
    if (decision === "in-app") {
      // One window only: a Kora link meant for a new window opens in this one.
      const target = toSafeAppPath(pathOf(url));
      if (target.ok) openInApp(target.path);
    }
    return { action: "deny" };
  });

  contents.on("will-attach-webview", (event) => event.preventDefault());
}

/** Device and notification permissions: see isPermissionGranted for the rule. */
export function applySessionPolicies(session: Session, koraOrigin: string): void {
  session.setPermissionRequestHandler((contents, permission, callback, details) => {
    callback(isPermissionGranted({ permission, requestingUrl: details.requestingUrl, topLevelUrl: contents.getURL() }, koraOrigin));
  });
  // Synchronous checks (navigator.permissions.query, device labels) must agree with the requests.
  session.setPermissionCheckHandler((contents, permission, requestingOrigin) =>
    isPermissionGranted({ permission, requestingUrl: requestingOrigin, topLevelUrl: contents?.getURL() ?? null }, koraOrigin),
  );
}
