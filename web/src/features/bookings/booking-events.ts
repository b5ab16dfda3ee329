import { BOOKING_EVENTS, type BookingEventName } from "@kora/shared/contracts/realtime.ts";
import { isLocale, type Locale } from "@kora/shared/i18n/locales.ts";
import { bookingsMessages } from "@kora/shared/i18n/messages/bookings.ts";
import { createTranslator } from "@kora/shared/i18n/translate.ts";
import { loadCatalog } from "../../lib/i18n/catalogs.ts";
import { queryClient } from "../../lib/query-client.ts";
import { realtime } from "../../lib/realtime/realtime.ts";
import { currentMe } from "../../lib/session.ts";
import { showToast } from "../../lib/toast/toast.atoms.ts";
import { bookingEventToast, type BookingEventData, knockToast, onRoomPage } from "./booking-toast.ts";
import { bookingKeys, bookingQuery } from "./bookings.client.ts";
import { type BookingsT, ENGLISH } from "./bookings-i18n.ts";

let listening = false;

/** The language the page is shown in (LocaleProvider marks `<html lang>`); these toasts are raised outside React. */
function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : "en";
}

/** The bookings words in the page's language (English if its catalogue can't be loaded). */
async function pageWords(): Promise<BookingsT> {
  const locale = pageLocale();
  if (locale === "en") return ENGLISH;
  return loadCatalog(bookingsMessages, locale).then(
    (catalog) => createTranslator(locale, catalog),
    () => ENGLISH,
  );
}

/** The booking as it is now: the refetch the invalidation started, or a fetch of its own (once more if one is cut short). */
async function freshBooking(id: string) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return await queryClient.fetchQuery({ ...bookingQuery(id), staleTime: 2_000 });
    } catch {
      // A later event's invalidation may cancel this fetch; ask once more.
    }
  }
  return null;
}

/** Refreshes every booking list and detail, reads the booking as it is now, and raises the event's toast (10 s). */
async function onBookingEvent(name: BookingEventName, data: BookingEventData): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: bookingKeys.all }).catch(() => undefined);
  const me = currentMe();
  if (!me) return;
  // The fresh booking says who acted, so the one who did it isn't told about it by their own event.
  const booking = await freshBooking(data.bookingId);
  const toast = bookingEventToast(name, data, { id: me.id, timezone: me.timezone }, booking, Date.now(), await pageWords());
  if (toast) showToast(toast.message, { kind: toast.kind, duration: "event" });
}

/**
 * Booking events (public-site §4) reach both parties on their private channels wherever they are in the
 * app: the toast, and fresh lists and details without a reload. Listeners live as long as the tab.
 */
export function listenForBookingEvents(): void {
  if (listening) return;
  listening = true;
  const client = realtime();
  for (const name of BOOKING_EVENTS) client.onEvent(name, (event) => void onBookingEvent(name, event.data));
  // Someone joined or left a booking's call: the in-call flags change.
  client.onEvent("RefreshBooking", () => void queryClient.invalidateQueries({ queryKey: bookingKeys.all }).catch(() => undefined));
  // A knock on one of my rooms while I'm elsewhere in the app (the call itself shows its own lobby).
  client.onEvent("UserRequestingAccess", (event) => {
    if (onRoomPage(window.location.pathname, event.data.link)) return;
    void pageWords().then((t) => showToast(knockToast(event.data.name, event.data.cardTitle, t), { kind: "info", duration: "event" }));
  });
}
