import type { ReactNode } from "react";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { CANCEL_REASON_LABELS } from "@kora/shared/contracts/bookings.ts";
import { formatTimeLeft } from "@kora/shared/domain/bookings/expiry.ts";
import { isAwaiting } from "@kora/shared/domain/bookings/lifecycle.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { PartyAvatar } from "../booking-bits.tsx";
import { AddToCalendar } from "./add-to-calendar.tsx";
import { formatBookingTime, formatClock, formatMoney, formatSessionRange, whoLabel, zoneName } from "../booking-format.ts";
import styles from "./detail.module.css";

interface Viewer {
  id: string;
  timezone: string;
}

/** The session time in my zone, with the other side's clock beside it when their zone differs. */
export function WhenPanel({ booking, viewer, nowMs }: { booking: BookingDto; viewer: Viewer; nowMs: number }) {
  const start = booking.bookingTimeUtc;
  const other = booking.role === "advisor" ? booking.learner : booking.advisor;
  return (
    <section className={styles.panel} aria-labelledby="when">
      <h2 id="when">{start && isAwaiting(booking.status) ? "Booked for (until a new time is agreed)" : "When"}</h2>
      <div className={styles.when}>
        <p className={styles.whenMain}>
          {start
            ? formatSessionRange(start, booking.duration, viewer.timezone, nowMs)
            : booking.archived
              ? "No time was agreed"
              : "Not agreed yet"}
        </p>
        <p className={styles.whenSub}>
          {formatDuration(booking.duration)} · {start || booking.archived ? "your time" : "times on this page are in your time"} (
          {zoneName(viewer.timezone, start ? Date.parse(start) : nowMs)})
          {start && booking.role !== "facilitator" && other.timezone !== viewer.timezone && (
            <>
              {" "}
              · {formatClock(start, other.timezone)} for {other.firstName}
            </>
          )}
        </p>
      </div>
      <AddToCalendar booking={booking} />
    </section>
  );
}

/** The times on the table and who proposed them. */
export function ProposedTimes({ booking, viewer, nowMs }: { booking: BookingDto; viewer: Viewer; nowMs: number }) {
  if (booking.bookingTimesSuggested.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="proposed">
      <h2 id="proposed">Suggested times</h2>
      <ul className={styles.times}>
        {booking.bookingTimesSuggested.map((time) => {
          const past = Date.parse(time.timestampUtc) <= nowMs;
          const by = whoLabel(time.suggestedBy, booking, viewer.id);
          return (
            <li key={time.timestampUtc} className={[styles.time, past && styles.timePast].filter(Boolean).join(" ")}>
              <strong>{formatSessionRange(time.timestampUtc, time.duration, viewer.timezone, nowMs)}</strong>
              <span>
                {by ? `Suggested by ${by === "You" ? "you" : by}` : "Suggested"}
                {past ? " · passed" : ""}
              </span>
            </li>
          );
        })}
      </ul>
      {booking.requestExpiresAtUtc && Date.parse(booking.requestExpiresAtUtc) > nowMs && (
        <p className={styles.whenSub}>
          Expires {formatBookingTime(booking.requestExpiresAtUtc, viewer.timezone, nowMs)} (in{" "}
          {formatTimeLeft(Date.parse(booking.requestExpiresAtUtc) - nowMs)}). Unanswered requests are cancelled with no charge.
        </p>
      )}
    </section>
  );
}

/** `children`: what else the viewer may know about these people (the learner's rating, for their advisor). */
export function PeoplePanel({ booking, viewer, children }: { booking: BookingDto; viewer: Viewer; children?: ReactNode }) {
  const row = (party: BookingDto["advisor"], role: string) => (
    <li className={styles.person}>
      <PartyAvatar party={party} size={40} />
      <div>
        <strong>
          {party.fullName}
          {party.id === viewer.id ? " (you)" : ""}
        </strong>
        <span>
          {role}
          {party.isPlaceholder ? " · invited, no account yet" : ""}
        </span>
      </div>
    </li>
  );
  return (
    <section className={styles.panel} aria-labelledby="people">
      <h2 id="people">People</h2>
      <ul className={styles.people}>
        {row(booking.advisor, "Advisor")}
        {row(booking.learner, "Learner")}
      </ul>
      {children}
      {booking.role === "facilitator" && <p className={styles.whenSub}>You arranged this session for your group.</p>}
    </section>
  );
}

export function TopicPanel({ booking, viewer }: { booking: BookingDto; viewer: Viewer }) {
  const cancelledBy = whoLabel(booking.cancelledBy, booking, viewer.id);
  return (
    <section className={styles.panel} aria-labelledby="topic">
      <h2 id="topic">Topic</h2>
      <p className={styles.text}>{booking.discussionTopic || "No topic given."}</p>
      {booking.lastMessage && (
        <>
          <h2>Latest message</h2>
          <blockquote className={styles.quote}>{booking.lastMessage}</blockquote>
        </>
      )}
      {(booking.cancelReason || booking.cancelMessage) && (
        <>
          <h2>Why it was cancelled</h2>
          <p className={styles.text}>
            {booking.cancelReason
              ? (CANCEL_REASON_LABELS[booking.cancelReason as keyof typeof CANCEL_REASON_LABELS] ?? booking.cancelReason)
              : "No reason given"}
            {cancelledBy ? ` (cancelled by ${cancelledBy === "You" ? "you" : cancelledBy})` : ""}
          </p>
          {booking.cancelMessage && <blockquote className={styles.quote}>{booking.cancelMessage}</blockquote>}
        </>
      )}
    </section>
  );
}

/** Price breakdown (public-site §9); where the payment stands is the Payment panel's. */
export function PricePanel({ booking }: { booking: BookingDto }) {
  const { price } = booking;
  const money = (minor: number) => formatMoney(minor, price.currency);
  return (
    <section className={styles.panel} aria-labelledby="price">
      <h2 id="price">Price</h2>
      {price.free || price.total <= 0 ? (
        <p className={styles.text}>
          <strong>Free session</strong>: nothing is charged.
        </p>
      ) : (
        <dl className={styles.money}>
          <div>
            <dt>Advisor fee ({formatDuration(booking.duration)})</dt>
            <dd>{money(price.advisorFee)}</dd>
          </div>
          {price.adminFee > 0 && (
            <div>
              <dt>Admin fee ({price.adminFeePercent}%)</dt>
              <dd>{money(price.adminFee)}</dd>
            </div>
          )}
          {price.privateCardFee > 0 && (
            <div>
              <dt>Private card fee ({price.privateCardFeePercent}%)</dt>
              <dd>{money(price.privateCardFee)}</dd>
            </div>
          )}
          <div className={styles.moneyTotal}>
            <dt>Total</dt>
            <dd>{money(price.total)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
