import { INVITE_REQUEST_DELAY_MS } from "@kora/shared/domain/contact/contact-form.ts";

/**
 * When the request-invite popup appears (core §2): for a signed-out visitor, 7 seconds into a page of
 * the public site, never on the sign-in, apply/join, meeting or not-interested pages (nor in a booking
 * flow), and never again on this browser once they closed it or sent their request.
 */
export const INVITE_REQUEST_STORAGE_KEY = "kora.invite-request";
export type InviteRequestOutcome = "dismissed" | "sent";

const EXCLUDED = [
  /^\/(password-free|sign-in|forgot-password|reset-password|recover-account|verify)(\/|$)/,
  /^\/g\/[^/]+\/(apply|join|welcome)(\/|$)/,
  /^\/(meet|meeting|meetings)(\/|$)/,
  /^\/not-interested(\/|$)/,
  /^\/(bookings|my-kora|dev)(\/|$)/,
  /^\/advisors\/[^/]+\/[^/]+\/(book|respond)(\/|$)/,
];

export const inviteRequestExcluded = (pathname: string): boolean => EXCLUDED.some((pattern) => pattern.test(pathname));

/** The storage the choice is kept in; a browser that refuses storage simply asks again next visit. */
export interface OutcomeStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function inviteRequestDone(store: OutcomeStore | null): boolean {
  try {
    return store?.getItem(INVITE_REQUEST_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}

export function rememberInviteRequest(store: OutcomeStore | null, outcome: InviteRequestOutcome): void {
  try {
    store?.setItem(INVITE_REQUEST_STORAGE_KEY, outcome);
  } catch {
    // Private mode or storage switched off: it may show again on a later visit, nothing worse.
  }
}

export interface InviteRequestContext {
  /** undefined while the session is still loading: wait for it. */
  signedIn: boolean | undefined;
  pathname: string;
  store: OutcomeStore | null;
}

export const mayAskForInvite = ({ signedIn, pathname, store }: InviteRequestContext): boolean =>
  signedIn === false && !inviteRequestExcluded(pathname) && !inviteRequestDone(store);

/** Calls `show` after the delay when the popup may appear on this page; the returned function cancels it (leaving the page). */
export function scheduleInviteRequest(context: InviteRequestContext, show: () => void): () => void {
  if (!mayAskForInvite(context)) return () => {};
  const timer = setTimeout(() => {
    // Asked again at the time: a request sent from another tab meanwhile counts.
    if (!inviteRequestDone(context.store)) show();
  }, INVITE_REQUEST_DELAY_MS);
  return () => clearTimeout(timer);
}
