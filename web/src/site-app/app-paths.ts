import { APP_BASE } from "@kora/shared/brand.ts";
import { MAINTENANCE_PATH } from "@kora/shared/domain/routing/guards.ts";

/**
 * First path segments the single-page app owns (web/src/router.tsx). The server answers them with
 * the app's index.html; every other path is the server-rendered site's (or its 404 page).
 */
const APP_SEGMENTS = new Set([
  APP_BASE.slice(1),
  "password-free",
  "forgot-password",
  "reset-password",
  "sign-in",
  // Phone and email verification (/verify/phone, /verify/email) and recovery by phone.
  "verify",
  "recover-account",
  "meet",
  "dev",
  // Groups (/g, /g/{slug}/…): drawn by the app, like the signed-in pages.
  "g",
  MAINTENANCE_PATH.slice(1),
]);

/**
 * A card's pages that stay in the app: booking (/book), answering a request (/respond), meeting its
 * advisor now (/instant-meeting) and the editor (/advisors/:userSlug/:cardId/edit). The advisor's
 * and the card's own pages are the site's.
 */
const APP_CARD_PAGE = /^\/advisors\/[^/]+\/[^/]+\/(?:book|respond|instant-meeting|edit)\/?$/;

export const isAppPath = (pathname: string) => APP_SEGMENTS.has(pathname.split("/")[1] ?? "") || APP_CARD_PAGE.test(pathname);
