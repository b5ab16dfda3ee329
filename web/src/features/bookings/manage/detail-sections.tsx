import type { ReactNode } from "react";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { CANCEL_REASONS } from "@kora/shared/contracts/bookings.ts";
import { isAwaiting } from "@kora/shared/domain/bookings/lifecycle.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { bookingsDetailMessages } from "@kora/shared/i18n/messages/bookings-detail.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { PartyAvatar } from "../booking-bits.tsx";
import { AddToCalendar } from "./add-to-calendar.tsx";
import {
  formatBookingTime,
  formatClock,
  formatMoney,
  formatSessionRange,
  formatTimeLeft,
  isMine,
  whoLabel,
  zoneName,
} from "../booking-format.ts";
import styles from "./detail.module.css";

interface Viewer {
  id: string;
  timezone: string;
}

/** The session time in my zone, with the other side's clock beside it when their zone differs. */
export function WhenPanel({ booking, viewer, nowMs }: { booking: BookingDto; viewer: Viewer; nowMs: number }) {
  const t = useT(bookingsDetailMessages);
  const locale = t.locale;
  const start = booking.bookingTimeUtc;
  const other = booking.role === "advisor" ? booking.learner : booking.advisor;
  const mine = t.t(start || booking.archived ? "when.yourTime" : "when.pageTime", {
    duration: formatDuration(booking.duration, locale),
    zone: zoneName(viewer.timezone, start ? Date.parse(start) : nowMs),
  });
  return (
    <section className={styles.panel} aria-labelledby="when">
      <h2 id="when">{t.t(start && isAwaiting(booking.status) ? "when.bookedUntilAgreed" : "when.title")}</h2>
      <div className={styles.when}>
        <p className={styles.whenMain}>
          {start
            ? formatSessionRange(start, booking.duration, viewer.timezone, nowMs, locale)
            : t.t(booking.archived ? "when.noneAgreed" : "when.notAgreed")}
        </p>
        <p className={styles.whenSub}>
          {start && booking.role !== "facilitator" && other.timezone !== viewer.timezone
            ? t.t("when.withTheirs", { mine, time: formatClock(start, other.timezone, locale), name: other.firstName })
            : mine}
        </p>
      </div>
      <AddToCalendar booking={booking} />
    </section>
  );
}

/** The times on the table and who proposed them. */
export function ProposedTimes({ booking, viewer, nowMs }: { booking: BookingDto; viewer: Viewer; nowMs: number }) {
  const t = useT(bookingsDetailMessages);
  const locale = t.locale;
  if (booking.bookingTimesSuggested.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="proposed">
      <h2 id="proposed">{t.t("proposed.title")}</h2>
      <ul className={styles.times}>
        {booking.bookingTimesSuggested.map((time) => {
          const past = Date.parse(time.timestampUtc) <= nowMs;
          const by = whoLabel(time.suggestedBy, booking, viewer.id);
          const suggested = !by
            ? t.t("proposed.suggested")
            : isMine(time.suggestedBy, booking, viewer.id)
              ? t.t("proposed.byYou")
              : t.t("proposed.by", { name: by });
          return (
            <li key={time.timestampUtc} className={[styles.time, past && styles.timePast].filter(Boolean).join(" ")}>
              <strong>{formatSessionRange(time.timestampUtc, time.duration, viewer.timezone, nowMs, locale)}</strong>
              <span>{past ? t.t("proposed.passed", { suggested }) : suggested}</span>
            </li>
          );
        })}
      </ul>
      {booking.requestExpiresAtUtc && Date.parse(booking.requestExpiresAtUtc) > nowMs && (
        <p className={styles.whenSub}>
          {t.t("proposed.expires", {
            time: formatBookingTime(booking.requestExpiresAtUtc, viewer.timezone, nowMs, locale),
            timeLeft: formatTimeLeft(Date.parse(booking.requestExpiresAtUtc) - nowMs, locale),
          })}
        </p>
      )}
    </section>
  );
}

/** `children`: what else the viewer may know about these people (the learner's rating, for their advisor). */
export function PeoplePanel({ booking, viewer, children }: { booking: BookingDto; viewer: Viewer; children?: ReactNode }) {
  const t = useT(bookingsDetailMessages);
  const row = (party: BookingDto["advisor"], role: string) => (
    <li className={styles.person}>
      <PartyAvatar party={party} size={40} />
      <div>
        <strong>{party.id === viewer.id ? t.t("people.you", { name: party.fullName }) : party.fullName}</strong>
        <span>{party.isPlaceholder ? t.t("people.invited", { role }) : role}</span>
      </div>
    </li>
  );
  return (
    <section className={styles.panel} aria-labelledby="people">
      <h2 id="people">{t.t("people.title")}</h2>
      <ul className={styles.people}>
        {row(booking.advisor, t.t("people.advisor"))}
        {row(booking.learner, t.t("people.learner"))}
      </ul>
      {children}
      {booking.role === "facilitator" && <p className={styles.whenSub}>{t.t("people.facilitated")}</p>}
    </section>
  );
}

export function TopicPanel({ booking, viewer }: { booking: BookingDto; viewer: Viewer }) {
  const t = useT(bookingsDetailMessages);
  const cancelledBy = whoLabel(booking.cancelledBy, booking, viewer.id);
  const reasonId = booking.cancelReason;
  // A known reason in words; anything else is shown as the API sent it.
  const reason = reasonId
    ? (CANCEL_REASONS as readonly string[]).includes(reasonId)
      ? t.t(`cancelReason.${reasonId as (typeof CANCEL_REASONS)[number]}`)
      : reasonId
    : t.t("topic.noReason");
  return (
    <section className={styles.panel} aria-labelledby="topic">
      <h2 id="topic">{t.t("topic.title")}</h2>
      <p className={styles.text}>{booking.discussionTopic || t.t("topic.none")}</p>
      {booking.lastMessage && (
        <>
          <h2>{t.t("topic.latestMessage")}</h2>
          <blockquote className={styles.quote}>{booking.lastMessage}</blockquote>
        </>
      )}
      {(booking.cancelReason || booking.cancelMessage) && (
        <>
          <h2>{t.t("topic.whyCancelled")}</h2>
          <p className={styles.text}>
            {!cancelledBy
              ? reason
              : isMine(booking.cancelledBy, booking, viewer.id)
                ? t.t("topic.cancelledByYou", { reason })
                : t.t("topic.cancelledBy", { reason, name: cancelledBy })}
          </p>
          {booking.cancelMessage && <blockquote className={styles.quote}>{booking.cancelMessage}</blockquote>}
        </>
      )}
    </section>
  );
}

/** Price breakdown (public-site §9); where the payment stands is the Payment panel's. */
export function PricePanel({ booking }: { booking: BookingDto }) {
  const t = useT(bookingsDetailMessages);
  const { price } = booking;
  const money = (minor: number) => formatMoney(minor, price.currency, t.locale);
  return (
    <section className={styles.panel} aria-labelledby="price">
      <h2 id="price">{t.t("price.title")}</h2>
      {price.free || price.total <= 0 ? (
        <p className={styles.text}>{t.rich("price.free", { strong: (chunks) => <strong key="strong">{chunks}</strong> })}</p>
      ) : (
        <dl className={styles.money}>
          <div>
            <dt>{t.t("price.advisorFee", { duration: formatDuration(booking.duration, t.locale) })}</dt>
            <dd>{money(price.advisorFee)}</dd>
          </div>
          {price.adminFee > 0 && (
            <div>
              <dt>{t.t("price.adminFee", { percent: price.adminFeePercent })}</dt>
              <dd>{money(price.adminFee)}</dd>
            </div>
          )}
          {price.privateCardFee > 0 && (
            <div>
              <dt>{t.t("price.privateCardFee", { percent: price.privateCardFeePercent })}</dt>
              <dd>{money(price.privateCardFee)}</dd>
            </div>
          )}
          <div className={styles.moneyTotal}>
            <dt>{t.t("price.total")}</dt>
            <dd>{money(price.total)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
