import { isSameOrigin } from "./navigation-policy.ts";

/**
 * Permissions a Kora page may get: camera and microphone (Electron's "media"), screen capture for
 * meetings, and notifications. Everything else (geolocation, clipboard, USB, openExternal, …) is
 * refused: the web app does not need it, and granting it would outlive any one bug in a page.
 */
const GRANTABLE = new Set(["media", "display-capture", "notifications"]);

export interface PermissionQuery {
  /** Electron's permission name ("media", "notifications", …). */
  permission: string;
  /** URL or origin of the frame asking. */
  requestingUrl: string;
  /** URL of the window's top-level page; null when unknown (e.g. a service worker asking). */
  topLevelUrl: string | null;
}

/**
 * Grants only the allowed permissions, only to the Kora origin, and only when the top-level page
 * is Kora too, so a Kora frame embedded elsewhere or an unknown requester gets nothing.
 */
export function isPermissionGranted(query: PermissionQuery, koraOrigin: string): boolean {
  if (!GRANTABLE.has(query.permission)) return false;
  if (!isSameOrigin(query.requestingUrl, koraOrigin)) return false;
  if (query.topLevelUrl === null || !isSameOrigin(query.topLevelUrl, koraOrigin)) return false;
  return true;
}
