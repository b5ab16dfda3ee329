import { Link } from "react-router-dom";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { bookingsMessages } from "@kora/shared/i18n/messages/bookings.ts";
import { bookingsManageMessages } from "@kora/shared/i18n/messages/bookings-manage.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { videoPath } from "../../videos/videos.api.ts";
import { canJoin } from "./booking-actions.ts";
import { PartyAvatar, StatusChip } from "../booking-bits.tsx";
import { formatBookingTime, formatTimeLeft, joinNames, otherParties, priceLabel } from "../booking-format.ts";
import { bookingPaths } from "../booking-paths.ts";
import styles from "../bookings.module.css";
import type { ManageT } from "./manage-i18n.ts";

/** When the session is (or the times on the table, for a request). */
function whenText(booking: BookingDto, timeZone: string, nowMs: number, t: ManageT): string {
  if (booking.bookingTimeUtc) return formatBookingTime(booking.bookingTimeUtc, timeZone, nowMs, t.locale);
  const times = booking.bookingTimesSuggested;
  if (times.length === 0) return t.t("row.noTime");
  const first = formatBookingTime(times[0]!.timestampUtc, timeZone, nowMs, t.locale);
  return times.length === 1 ? first : t.t("row.moreTimes", { first, count: times.length - 1 });
}

/** "Expires in 5 hours" on a request still waiting for an answer. */
function TimeLeft({ booking, nowMs }: { booking: BookingDto; nowMs: number }) {
  const t = useT(bookingsManageMessages);
  if (!booking.requestExpiresAtUtc || booking.archived) return null;
  const left = Date.parse(booking.requestExpiresAtUtc) - nowMs;
  if (left <= 0) return <span className={`${styles.timeLeft} ${styles.timeLeftUrgent}`}>{t.t("row.expiringNow")}</span>;
  return (
    <span className={[styles.timeLeft, left < 4 * 3_600_000 && styles.timeLeftUrgent].filter(Boolean).join(" ")}>
      {t.t("row.expiresIn", { timeLeft: formatTimeLeft(left, t.locale) })}
    </span>
  );
}

/** One booking in a list: who with, which card, when in my zone, how long, status, price; the row opens the booking. */
export function BookingRow({
  booking,
  timeZone,
  nowMs,
  showExpiry = false,
}: {
  booking: BookingDto;
  timeZone: string;
  nowMs: number;
  showExpiry?: boolean;
}) {
  const t = useT(bookingsManageMessages);
  const tb = useT(bookingsMessages);
  const others = otherParties(booking);
  const names = joinNames(
    others.map((party) => party.fullName),
    t.locale,
  );
  const joinable = canJoin(booking, nowMs);
  return (
    <li className={styles.row} aria-label={t.t("row.label", { card: booking.card.title, names })}>
      <PartyAvatar party={others[0]!} />
      <div className={styles.rowMain}>
        <p className={styles.rowName}>
          <Link to={bookingPaths.detail(booking.id)} className="stretched-link">
            {names}
          </Link>
          <span className={styles.roleTag}>{t.t(`role.${booking.role}`)}</span>
        </p>
        <p className={styles.rowCard}>{booking.card.title}</p>
        <ul className={styles.rowFacts}>
          <li>{whenText(booking, timeZone, nowMs, t)}</li>
          <li>{formatDuration(booking.duration, t.locale)}</li>
          <li>
            <strong>{priceLabel(booking.price, tb)}</strong>
          </li>
          {booking.instantBooking && <li>{t.t("row.instant")}</li>}
          {booking.primaryVideo && (
            <li>
              <Link to={videoPath(booking.primaryVideo.id)} className={styles.rowRecording}>
                {t.t(booking.primaryVideo.status === "ready" ? "row.watchRecording" : "row.recordingPrepared")}
              </Link>
            </li>
          )}
        </ul>
      </div>
      <div className={styles.rowSide}>
        <StatusChip status={booking.status} />
        {showExpiry && <TimeLeft booking={booking} nowMs={nowMs} />}
        {joinable && (
          <ButtonLink to={bookingPaths.sub(booking.id, "join")} size="small">
            {t.t("action.join")}
          </ButtonLink>
        )}
      </div>
    </li>
  );
}
