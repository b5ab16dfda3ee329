import { Link, useParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { isArchived, isAwaiting } from "@kora/shared/domain/bookings/lifecycle.ts";
import { bookingsDetailMessages } from "@kora/shared/i18n/messages/bookings-detail.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { useMe } from "../../../lib/session.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { Button, ButtonLink } from "../../../ui/button.tsx";
import { PageLoader } from "../../../ui/page-loader.tsx";
import { BookingActionBar } from "./booking-action-bar.tsx";
import { BookingChat, hasBookingChat } from "./booking-chat.tsx";
import { useNow } from "../../../lib/use-now.ts";
import { BackLink, StatusChip } from "../booking-bits.tsx";
import { joinNames, otherParties } from "../booking-format.ts";
import { bookingPaths } from "../booking-paths.ts";
import { bookingQuery } from "../bookings.client.ts";
import { PeoplePanel, PricePanel, ProposedTimes, TopicPanel, WhenPanel } from "./detail-sections.tsx";
import { PaymentNotice, PaymentPanel } from "./payment-panel.tsx";
import { RecordingPanel } from "./recording-panel.tsx";
import { StatusNotice } from "./status-notice.tsx";
import styles from "./detail.module.css";
import listStyles from "../bookings.module.css";
import { BookingReviews, LearnerRatingLink } from "../../reviews/reviews.api.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { type DetailT, ENGLISH_DETAIL } from "./manage-i18n.ts";

/** The list a booking belongs to, for the way back. */
export function listOf(booking: Pick<BookingDto, "status">, t: DetailT = ENGLISH_DETAIL): { path: string; label: string } {
  if (isAwaiting(booking.status)) return { path: bookingPaths.requests, label: t.t("back.requests") };
  if (isArchived(booking.status)) return { path: bookingPaths.archive, label: t.t("back.archive") };
  return { path: bookingPaths.confirmed, label: t.t("back.confirmed") };
}

/** Loads a booking for a page under /my-kora/bookings/:id; the failure states are drawn here. */
export function useBookingPage() {
  const { id = "" } = useParams();
  const { data: me } = useMe();
  const booking = useQuery({ ...bookingQuery(id), enabled: Boolean(me && id) });
  return { id, me, booking };
}

/** A booking that could not be shown: "Booking not found." for a missing one or one that isn't yours. */
export function BookingLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT(bookingsDetailMessages);
  if (isApiError(error) && (error.status === 404 || error.status === 403))
    return (
      <EmptyState
        icon="search"
        title={t.t("failure.notFound")}
        actions={<ButtonLink to={bookingPaths.requests}>{t.t("failure.seeBookings")}</ButtonLink>}
      >
        {t.t("failure.notFoundText")}
      </EmptyState>
    );
  return (
    <EmptyState icon="close" tone="error" title={t.t("failure.loadFailed")} actions={<Button onClick={onRetry}>{t.t("tryAgain")}</Button>}>
      {isApiError(error) ? error.message : t.t("failure.network")}
    </EmptyState>
  );
}

/** /my-kora/bookings/:id — everything about one booking and what the viewer may do with it; events refresh it live. */
export function BookingDetailPage() {
  const t = useT(bookingsDetailMessages);
  const { me, booking } = useBookingPage();
  const nowMs = useNow(15_000);
  const data = booking.data;
  usePageTitle(data ? t.t("pageTitle.card", { card: data.card.title }) : t.t("pageTitle"));
  if (!me) return null;
  if (booking.isPending) return <PageLoader label={t.t("loading")} />;
  if (!data) return <BookingLoadFailure error={booking.error} onRetry={() => void booking.refetch()} />;
  const viewer = { id: me.id, timezone: me.timezone, smsReminder: me.phoneVerified && me.smsReminders };
  const back = listOf(data, t);
  const names = joinNames(
    otherParties(data).map((party) => party.fullName),
    t.locale,
  );

  return (
    <div className={listStyles.page}>
      <BackLink to={back.path}>{back.label}</BackLink>
      <header className={styles.hero}>
        <div className={styles.heroTop}>
          <h1>{t.t("hero.title", { names })}</h1>
          <StatusChip status={data.status} />
        </div>
        <p className={styles.heroCard}>
          <Link to={data.card.link}>{data.card.title}</Link>
          {data.instantBooking ? t.t("hero.instant") : ""}
        </p>
        <StatusNotice booking={data} viewer={viewer} nowMs={nowMs} />
        <PaymentNotice booking={data} viewer={viewer} nowMs={nowMs} />
        <BookingActionBar booking={data} nowMs={nowMs} />
      </header>
      <div className={styles.layout}>
        <div className={styles.column}>
          <WhenPanel booking={data} viewer={viewer} nowMs={nowMs} />
          <ProposedTimes booking={data} viewer={viewer} nowMs={nowMs} />
          <TopicPanel booking={data} viewer={viewer} />
          {hasBookingChat(data.status) && <BookingChat booking={data} viewer={viewer} nowMs={nowMs} />}
          {data.status === "completed" && data.role !== "facilitator" && <BookingReviews bookingId={data.id} nowMs={nowMs} />}
        </div>
        <div className={styles.column}>
          <RecordingPanel booking={data} />
          <PeoplePanel booking={data} viewer={viewer}>
            {data.role === "advisor" && me.type === "Advisor" && <LearnerRatingLink learner={data.learner} />}
          </PeoplePanel>
          <PricePanel booking={data} />
          <PaymentPanel booking={data} viewer={viewer} nowMs={nowMs} />
        </div>
      </div>
    </div>
  );
}
