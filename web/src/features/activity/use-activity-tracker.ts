import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { useMe } from "../../lib/session.ts";
import { postActivity } from "./activity.api.ts";
import { type ActivityTracker, createActivityTracker } from "./activity-tracker.ts";

/**
 * Starts activity tracking for the signed-in person (the app shell calls it once): a page view on
 * every route change and a 'focus' when they come back to the tab after being away. Nothing is sent
 * when signed out. Our own API only: no third-party code.
 */
export function useActivityTracker(): void {
  const { data: me } = useMe();
  const signedIn = Boolean(me?.id);
  const { pathname } = useLocation();
  const tracker = useRef<ActivityTracker | null>(null);
  tracker.current ??= createActivityTracker({ send: postActivity, now: () => Date.now() });
  const route = useRef(pathname);
  route.current = pathname;

  useEffect(() => {
    if (signedIn) tracker.current?.pageView(pathname);
  }, [signedIn, pathname]);

  useEffect(() => {
    if (!signedIn) return;
    const onVisibility = () => {
      if (document.visibilityState === "hidden") tracker.current?.hidden();
      else tracker.current?.visible(route.current);
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [signedIn]);
}
