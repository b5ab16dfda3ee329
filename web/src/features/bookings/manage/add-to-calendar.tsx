import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { bookingsDetailMessages } from "@kora/shared/i18n/messages/bookings-detail.ts";
import { calendarEntryMessages } from "@kora/shared/i18n/messages/calendar-entry.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { ButtonAnchor } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { calendarLinks } from "./calendar-links.ts";
import styles from "./detail.module.css";

/** "Add to calendar": the .ics file, Google Calendar and Outlook, once the session has a confirmed time. */
export function AddToCalendar({ booking }: { booking: BookingDto }) {
  const t = useT(bookingsDetailMessages);
  const entry = useT(calendarEntryMessages);
  const links = calendarLinks(booking, window.location.origin, entry);
  if (!links) return null;
  return (
    <div className={styles.calendar} role="group" aria-labelledby="add-to-calendar">
      <span id="add-to-calendar" className={styles.calendarLabel}>
        {t.t("calendar.add")}
      </span>
      <div className={styles.calendarLinks}>
        <ButtonAnchor variant="outline" size="small" href={links.file} download>
          <Icon name="calendar" size={16} />
          {t.t("calendar.download")}
        </ButtonAnchor>
        <ButtonAnchor variant="outline" size="small" href={links.google} target="_blank" rel="noopener noreferrer">
          Google Calendar
        </ButtonAnchor>
        <ButtonAnchor variant="outline" size="small" href={links.outlook} target="_blank" rel="noopener noreferrer">
          Outlook
        </ButtonAnchor>
      </div>
    </div>
  );
}
