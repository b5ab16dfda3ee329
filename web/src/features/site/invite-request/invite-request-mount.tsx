import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { useMe } from "../../../lib/me-query.ts";
import { inviteRequestExcluded, type OutcomeStore, scheduleInviteRequest } from "./invite-request-rule.ts";

// The popup's code loads only when it is about to show (the public pages' JavaScript budget).
const InviteRequestPopup = lazy(() => import("./invite-request-popup.tsx").then((m) => ({ default: m.InviteRequestPopup })));

function browserStore(): OutcomeStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The request-invite popup's place in the public site's frame (core §2): nothing at all until a
 * signed-out visitor has been 7 seconds on a page it may appear on. Once shown it stays while they
 * browse on, until they close it or send their request.
 */
export function InviteRequestMount() {
  const { pathname } = useLocation();
  const { data: me } = useMe();
  const signedIn = me === undefined ? undefined : me !== null;
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open) return;
    return scheduleInviteRequest({ signedIn, pathname, store: browserStore() }, () => setOpen(true));
  }, [open, signedIn, pathname]);
  if (!open || signedIn || inviteRequestExcluded(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <InviteRequestPopup store={browserStore()} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
