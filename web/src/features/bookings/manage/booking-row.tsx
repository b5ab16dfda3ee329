import { Link } from "react-router-dom";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { formatTimeLeft } from "@kora/shared/domain/bookings/expiry.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { videoPath } from "../../videos/videos.api.ts";
import { canJoin } from "./booking-actions.ts";
import { PartyAvatar, StatusChip } from "../booking-bits.tsx";
import { formatBookingTime, otherParties, priceLabel, ROLE_LABELS } from "../booking-format.ts";
import { bookingPaths } from "../booking-paths.ts";
import styles from "../bookings.module.css";

/** When the session is (or the times on the table, for a request). */
function whenText(booking: BookingDto, timeZone: string, nowMs: number): string {
  if (booking.bookingTimeUtc) return formatBookingTime(booking.bookingTimeUtc, timeZone, nowMs);
  const times = booking.bookingTimesSuggested;
  if (times.length === 0) return "No time set";
  const first = formatBookingTime(times[0]!.timestampUtc, timeZone, nowMs);
  return times.length === 1 ? first : `${first} (+${times.length - 1} more ${times.length === 2 ? "time" : "times"})`;
}

/** "Expires in 5 hours" on a request still waiting for an answer. */
function TimeLeft({ booking, nowMs }: { booking: BookingDto; nowMs: number }) {
  if (!booking.requestExpiresAtUtc || booking.archived) return null;
  const left = Date.parse(booking.requestExpiresAtUtc) - nowMs;
  if (left <= 0) return <span className={`${styles.timeLeft} ${styles.timeLeftUrgent}`}>Expiring now</span>;
  return (
    <span className={[styles.timeLeft, left < 4 * 3_600_000 && styles.timeLeftUrgent].filter(Boolean).join(" ")}>
      Expires in {formatTimeLeft(left)}
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
  const others = otherParties(booking);
  const names = others.map((party) => party.fullName).join(" and ");
  const joinable = canJoin(booking, nowMs);
  return (
    <li className={styles.row} aria-label={`${booking.card.title} with ${names}`}>
      <PartyAvatar party={others[0]!} />
      <div className={styles.rowMain}>
        <p className={styles.rowName}>
          <Link to={bookingPaths.detail(booking.id)} className="stretched-link">
            {names}
          </Link>
          <span className={styles.roleTag}>{ROLE_LABELS[booking.role]}</span>
        </p>
        <p className={styles.rowCard}>{booking.card.title}</p>
        <ul className={styles.rowFacts}>
          <li>{whenText(booking, timeZone, nowMs)}</li>
          <li>{formatDuration(booking.duration)}</li>
          <li>
            <strong>{priceLabel(booking.price)}</strong>
          </li>
          {booking.instantBooking && <li>Instant</li>}
          {booking.primaryVideo && (
            <li>
              <Link to={videoPath(booking.primaryVideo.id)} className={styles.rowRecording}>
                {booking.primaryVideo.status === "ready" ? "Watch the recording" : "Recording being prepared"}
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
            Join
          </ButtonLink>
        )}
      </div>
    </li>
  );
}
