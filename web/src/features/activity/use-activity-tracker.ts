import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { onFormEvent } from "../../lib/client-events.ts";
import { useMe } from "../../lib/session.ts";
import { postActivity } from "./activity.client.ts";
import { type ActivityTracker, createActivityTracker } from "./activity-tracker.ts";
import { describeClick } from "./click-target.ts";

/** One tracker per page load: the error cap (public-site §8) counts for the page's whole life. */
let pageTracker: ActivityTracker | null = null;
function tracker(): ActivityTracker {
  pageTracker ??= createActivityTracker({
    send: postActivity,
    now: () => Date.now(),
    later: (run, ms) => {
      const id = window.setTimeout(run, ms);
      return () => window.clearTimeout(id);
    },
  });
  return pageTracker;
}

function errorMessage(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  return typeof reason === "string" ? reason : "Unknown error";
}

/**
 * Starts activity tracking for the signed-in person (the app shell calls it once): a page view on
 * every route change, clicks on links and buttons (their label and where they lead, never a field's
 * value), form submits and refusals (field names only), a 'focus' when they come back to the tab after
 * being away, and uncaught errors. Nothing is sent when signed out. Our own API only: no third-party code.
 */
export function useActivityTracker(): void {
  const { data: me } = useMe();
  const signedIn = Boolean(me?.id);
  const { pathname } = useLocation();
  const route = useRef(pathname);
  route.current = pathname;

  useEffect(() => {
    if (signedIn) tracker().pageView(pathname);
  }, [signedIn, pathname]);

  useEffect(() => {
    if (!signedIn) return;
    const t = tracker();
    const onVisibility = () => {
      if (document.visibilityState === "hidden") t.hidden();
      else t.visible(route.current);
    };
    // Capture phase: the click is seen before a handler navigates away or removes the control.
    const onClick = (event: MouseEvent) => {
      const control = describeClick(event.target, window.location.origin);
      if (control) t.click(route.current, control);
    };
    const onError = (event: ErrorEvent) => t.error(route.current, errorMessage(event.error ?? event.message));
    const onRejection = (event: PromiseRejectionEvent) => t.error(route.current, errorMessage(event.reason));
    const offForm = onFormEvent((event) => t.form(route.current, event));
    document.addEventListener("visibilitychange", onVisibility);
    document.addEventListener("click", onClick, true);
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
      offForm();
    };
  }, [signedIn]);
}
