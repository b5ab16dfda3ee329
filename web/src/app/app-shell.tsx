import { useEffect, useRef } from "react";
import { Outlet, ScrollRestoration } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { CLIENT_VERSION } from "@kora/shared/constants.ts";
import { channels, IDENTITY_EVENTS, isNewClientVersion } from "@kora/shared/contracts/realtime.ts";
import { healthQueryOptions } from "../lib/health.ts";
import { queryClient } from "../lib/query-client.ts";
import { realtime } from "../lib/realtime/realtime.ts";
import { ME_QUERY_KEY, useMe } from "../lib/session.ts";
import { dismissToast, toast, toastsAtom } from "../lib/toast/toast.atoms.ts";
import { useAtomValue } from "../lib/jotai.ts";
import { BookingReminder } from "../features/bookings/booking-reminder.tsx";
import { ReviewModal } from "../features/reviews/review-modal.tsx";
import { PlanModals } from "../features/plans/plan-modals.tsx";
import { useActivityTracker } from "../features/activity/use-activity-tracker.ts";
import { ToastRegion } from "../ui/toast-region.tsx";
import { DesktopNotifications, DesktopUploads } from "../features/desktop/desktop.api.ts";
import { shellMessages } from "@kora/shared/i18n/messages/shell.ts";
import { useT } from "../lib/i18n/use-t.ts";

const VERSION_CHECK_MS = 5 * 60_000;

/** Tells the realtime client who is signed in (it keeps their socket) and refreshes the user when told to. */
function useRealtimeSession() {
  const { data: me } = useMe();
  const userId = me?.id ?? null;
  // The cursor of the `me` read when this user first appears: events after it are replayed when the socket attaches.
  const cursor = me?.realtimeCursor;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new user matters; a refreshed `me` keeps the tab's own cursor.
  useEffect(() => realtime().setIdentity(userId, cursor), [userId]);
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    // The identity verification events refresh the user too (public-site §4).
    const offs = (["RefreshUser", ...IDENTITY_EVENTS] as const).map((name) => realtime().onEvent(name, refresh));
    return () => {
      for (const off of offs) off();
    };
  }, []);
}

/**
 * A new server version is announced once; the next navigation reloads (guard 2). The 'ci' channel says
 * at once which version the server expects (as the socket subscribes, so again after a deploy's
 * reconnect); the health check every 5 minutes stays for sockets that can't connect.
 */
function useNewVersionNotice() {
  const { data } = useQuery({ ...healthQueryOptions, refetchInterval: VERSION_CHECK_MS, refetchIntervalInBackground: false });
  useEffect(
    () =>
      realtime().subscribe(channels.ci, (event) => {
        if (isNewClientVersion(event, CLIENT_VERSION)) void queryClient.invalidateQueries({ queryKey: healthQueryOptions.queryKey });
      }),
    [],
  );
  const announced = useRef<string | null>(null);
  const t = useT(shellMessages);
  const expected = data?.expectedClientVersion;
  useEffect(() => {
    if (!expected || expected === CLIENT_VERSION || announced.current === expected) return;
    announced.current = expected;
    toast.info(t.t("app.newVersion"), "newVersion");
  }, [expected, t]);
}

/** Everything every page has: toasts, the realtime session, version checks, scroll restoration. */
export function AppShell() {
  useRealtimeSession();
  useNewVersionNotice();
  useActivityTracker();
  const toasts = useAtomValue(toastsAtom);
  return (
    <>
      <Outlet />
      <BookingReminder />
      <ReviewModal />
      <PlanModals />
      <DesktopNotifications />
      <DesktopUploads />
      <ToastRegion toasts={toasts} onDismiss={dismissToast} />
      <ScrollRestoration />
    </>
  );
}
