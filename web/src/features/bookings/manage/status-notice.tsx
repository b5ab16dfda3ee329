import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { bookingsDetailMessages } from "@kora/shared/i18n/messages/bookings-detail.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { type NoticeViewer, statusNotice } from "./status-notice-text.ts";
import styles from "./detail.module.css";

export function StatusNotice({ booking, viewer, nowMs }: { booking: BookingDto; viewer: NoticeViewer; nowMs: number }) {
  const t = useT(bookingsDetailMessages);
  const notice = statusNotice(booking, viewer, nowMs, t);
  const tone = notice.tone === "action" ? styles.noticeAction : notice.tone === "ended" ? styles.noticeEnded : undefined;
  return (
    <div className={[styles.notice, tone].filter(Boolean).join(" ")} role="note">
      <strong>{notice.title}</strong>
      {notice.text && <p>{notice.text}</p>}
    </div>
  );
}
