import CalendarAndBookingsPage from "./calendar-and-bookings-page.tsx";

/** /f/cal: the old path of /features/calendar-and-bookings, kept working but noindex, canonical to the new path. */
export default function LegacyCalendarAndBookingsPage() {
  return <CalendarAndBookingsPage legacy />;
}
