import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { BOOKING_EVENTS, type BookingEventName } from "@kora/shared/contracts/realtime.ts";
import { bookingsMessages } from "@kora/shared/i18n/messages/bookings.ts";
import { desktopMessages } from "@kora/shared/i18n/messages/desktop.ts";
import { api, ApiError } from "../../../lib/api-client.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { realtime } from "../../../lib/realtime/realtime.ts";
import { currentMe, useMe } from "../../../lib/session.ts";
import { bookingQuery, type BookingEventData } from "../../bookings/bookings.api.ts";
import type { KoraDesktopApi } from "../kora-desktop.ts";
import { fetchDesktopAgenda } from "./desktop-agenda.ts";
import {
  type BookingEventWords,
  bookingNotice,
  type DesktopTranslator,
  KnockBook,
  knockAnswerPath,
  knockNotice,
  NOTIFIED_BOOKING_EVENTS,
  type Knock,
} from "./desktop-notices.ts";

/** Booking events often come in twos (both parties' views); one agenda refresh serves them all. */
const AGENDA_DEBOUNCE_MS = 400;

const report = (what: string) => (error: unknown) => console.warn(`Kora desktop: ${what}`, error);

/** The booking as it is after the event (it says who acted); null when it cannot be read. */
async function freshBooking(id: string) {
  try {
    return await queryClient.fetchQuery({ ...bookingQuery(id), staleTime: 2_000 });
  } catch {
    return null;
  }
}

/** The person is looking at the room already: its own lobby shows the knock. */
const watchingRoom = (link: string) => window.location.pathname === link && document.visibilityState === "visible" && document.hasFocus();

/** Hands main the agenda on start and after every booking event, so reminders are re-planned from the API. */
function useAgendaSync(kora: KoraDesktopApi, userId: string | null, t: DesktopTranslator) {
  useEffect(() => {
    if (!userId) {
      kora.setAgenda({ sessions: [], requests: 0 }).catch(report("could not clear the agenda"));
      return;
    }
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sync = () => {
      fetchDesktopAgenda(Date.now(), t)
        .then((agenda) => (live ? kora.setAgenda(agenda) : undefined))
        .catch(report("could not update the agenda"));
    };
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(sync, AGENDA_DEBOUNCE_MS);
    };
    sync();
    const offs = [...BOOKING_EVENTS.map((name) => realtime().onEvent(name, soon)), realtime().onEvent("RefreshBooking", soon)];
    return () => {
      live = false;
      clearTimeout(timer);
      for (const off of offs) off();
    };
  }, [kora, userId, t]);
}

/** OS notifications for booking events and knocks; Admit / Deny answer the knock through the API. */
function useEventNotices(kora: KoraDesktopApi, userId: string | null, t: DesktopTranslator, words: BookingEventWords) {
  const navigate = useNavigate();
  const knocks = useRef(new KnockBook());
  useEffect(() => {
    if (!userId) return;
    const notify = (notice: Parameters<KoraDesktopApi["notify"]>[0]) => void kora.notify(notice).catch(report("could not notify"));
    const onBooking = async (name: BookingEventName, data: BookingEventData) => {
      const me = currentMe();
      if (!me) return;
      const notice = bookingNotice(
        name,
        data,
        { id: me.id, timezone: me.timezone },
        await freshBooking(data.bookingId),
        Date.now(),
        t,
        words,
      );
      if (notice) notify(notice);
    };
    const onKnock = (knock: Knock) => {
      if (!watchingRoom(knock.link)) notify(knockNotice(knock, knocks.current.add(knock), t));
    };
    const answer = async (knock: Knock, action: "admit" | "deny") => {
      const path = knockAnswerPath(knock, action);
      let reason = t.t("knock.unanswerable");
      if (path) {
        try {
          await api.post(path, {}, { toast: false });
          return;
        } catch (error) {
          reason = error instanceof ApiError ? error.message : t.t("knock.noAnswer");
        }
      }
      // Not in the room (or it closed): open it, where its lobby shows who is waiting.
      navigate(knock.link);
      const title = action === "admit" ? t.t("knock.couldNotAdmit", { name: knock.name }) : t.t("knock.couldNotDeny", { name: knock.name });
      notify({ title: title.slice(0, 120), body: t.t("knock.openToAnswer", { reason }), path: knock.link });
    };
    // Typed as every booking event: the realtime schema gives them one shared shape.
    const names = Object.keys(NOTIFIED_BOOKING_EVENTS) as BookingEventName[];
    const offs = [
      ...names.map((name) => realtime().onEvent(name, (event) => void onBooking(name, event.data))),
      realtime().onEvent("UserRequestingAccess", (event) => onKnock(event.data)),
      kora.onNotificationAction(({ tag, action }) => {
        const knock = knocks.current.take(tag);
        if (knock && (action === "admit" || action === "deny")) void answer(knock, action);
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [kora, userId, navigate, t, words]);
}

/** Mounted once in the app shell, in the desktop app only. */
export function DesktopNotificationsHost({ kora }: { kora: KoraDesktopApi }) {
  const { data: me } = useMe();
  const userId = me && !me.isPlaceholder ? me.id : null;
  const t = useT(desktopMessages);
  const words = useT(bookingsMessages);
  useAgendaSync(kora, userId, t);
  useEventNotices(kora, userId, t, words);
  return null;
}
