import { shell, type Session, type WebContents } from "electron";
import { createContentPolicy } from "../core/content-policy.ts";
import { isPermissionGranted } from "../core/permission-policy.ts";

function openExternally(url: string): void {
  shell.openExternal(url).catch((error: unknown) => console.error("Could not open link in the browser", error));
}

/**
 * Applied to every WebContents the app creates: Kora pages stay in the window, web links go to the
 * browser, nothing else opens, and no <webview> can be attached (see core/content-policy.ts).
 */
export function applyContentPolicies(contents: WebContents, koraOrigin: string, openInApp: (path: string) => void): void {
  const policy = createContentPolicy(koraOrigin, { openExternal: openExternally, openInApp });
  contents.on("will-navigate", (event) => policy.onWillNavigate(event));
  contents.on("will-redirect", (event) => policy.onWillRedirect(event));
  contents.setWindowOpenHandler((details) => policy.onWindowOpen(details));
  contents.on("will-attach-webview", (event) => policy.onWillAttachWebview(event));
}

/** Device and notification permissions: see isPermissionGranted for the rule. */
export function applySessionPolicies(session: Session, koraOrigin: string): void {
  session.setPermissionRequestHandler((contents, permission, callback, details) => {
    const mediaTypes = "mediaTypes" in details ? details.mediaTypes : undefined;
    callback(
      isPermissionGranted({ permission, requestingUrl: details.requestingUrl, topLevelUrl: contents.getURL(), mediaTypes }, koraOrigin),
    );
  });
  // Synchronous checks (navigator.permissions.query, device labels) must agree with the requests.
  session.setPermissionCheckHandler((contents, permission, requestingOrigin, details) =>
    isPermissionGranted(
      {
        permission,
        requestingUrl: requestingOrigin,
        topLevelUrl: contents?.getURL() ?? null,
        mediaTypes: details.mediaType === undefined ? undefined : [details.mediaType],
        embeddingOrigin: details.embeddingOrigin,
      },
      koraOrigin,
      "check",
    ),
  );
}
