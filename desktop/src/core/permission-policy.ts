import { isSameOrigin } from "./navigation-policy.ts";

/**
 * Permissions a Kora page may get: camera and microphone (Electron's "media"), screen capture for
 * meetings, notifications, full screen (the video player and shared screens) and writing copied
 * links to the clipboard (the share panels). Everything else (geolocation, clipboard reading, USB,
 * openExternal, …) is refused: the web app does not need it, and granting it would outlive any one
 * bug in a page.
 */
const GRANTABLE = new Set(["media", "display-capture", "notifications", "fullscreen", "clipboard-sanitized-write"]);

/** The device kinds a "media" request may name; Electron also passes these per request. */
const MEDIA_TYPES = new Set(["audio", "video"]);

export interface PermissionQuery {
  /** Electron's permission name ("media", "notifications", …). */
  permission: string;
  /** URL or origin of the frame asking. */
  requestingUrl: string;
  /** URL of the window's top-level page; null when unknown (e.g. a service worker asking). */
  topLevelUrl: string | null;
  /**
   * For "media": the devices asked for — a request's `mediaTypes` ("audio", "video"), or a check's
   * single `mediaType` (which may be "unknown" when Chromium only asks whether any device may be
   * used, e.g. to show device labels). Undefined for other permissions.
   */
  mediaTypes?: readonly string[] | undefined;
  /** For checks from cross-origin frames: the origin embedding the asking frame. */
  embeddingOrigin?: string | undefined;
}

function mediaTypesAllowed(types: readonly string[] | undefined, isCheck: boolean): boolean {
  if (types === undefined || types.length === 0) return false;
  return types.every((type) => MEDIA_TYPES.has(type) || (isCheck && type === "unknown"));
}

/**
 * Grants only the allowed permissions, only to the Kora origin, and only when the top-level page
 * is Kora too, so a Kora frame embedded elsewhere or an unknown requester gets nothing. A "media"
 * request must name only microphone and camera.
 */
export function isPermissionGranted(query: PermissionQuery, koraOrigin: string, kind: "request" | "check" = "request"): boolean {
  if (!GRANTABLE.has(query.permission)) return false;
  if (!isSameOrigin(query.requestingUrl, koraOrigin)) return false;
  if (query.topLevelUrl === null || !isSameOrigin(query.topLevelUrl, koraOrigin)) return false;
  if (query.embeddingOrigin !== undefined && !isSameOrigin(query.embeddingOrigin, koraOrigin)) return false;
  if (query.permission === "media" && !mediaTypesAllowed(query.mediaTypes, kind === "check")) return false;
  return true;
}
