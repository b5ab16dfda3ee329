import { useEffect } from "react";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { appPath } from "@kora/shared/brand.ts";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { bookingsMessages } from "@kora/shared/i18n/messages/bookings.ts";
import { bookingsRespondMessages } from "@kora/shared/i18n/messages/bookings-respond.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { useMe } from "../../../lib/session.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { Avatar } from "../../../ui/avatar.tsx";
import { Button, ButtonLink } from "../../../ui/button.tsx";
import { PageLoader } from "../../../ui/page-loader.tsx";
import { Container } from "../../../ui/surface.tsx";
import { loginBackTo } from "../booking-paths.ts";
import { bookingQuery } from "../bookings.client.ts";
import { initialsOf } from "../request/card-summary.tsx";
import { LookupFailed } from "../request/lookup-failed.tsx";
import { RespondAnswer } from "./respond-answer.tsx";
import { respondState, type RespondState } from "./respond-state.ts";
import { slotLabel } from "../../../lib/slot-format.ts";
import { slotWords } from "../bookings-i18n.ts";
import styles from "../request/request.module.css";

function BookingHeader({ booking, title }: { booking: BookingDto; title: string }) {
  const t = useT(bookingsRespondMessages);
  const tb = useT(bookingsMessages);
  const advisor = booking.advisor;
  return (
    <header className={styles.header}>
      <Container>
        <nav aria-label={t.t("breadcrumb")} className={styles.crumbs}>
          <Link to={`/advisors/${advisor.slug}`}>{advisor.fullName}</Link>
          <span aria-hidden="true">/</span>
          <Link to={`/advisors/${advisor.slug}/${booking.card.slug}`}>{booking.card.title}</Link>
        </nav>
        <div className={styles.headerRow}>
          <Avatar url={advisor.avatarUrl} initials={initialsOf(advisor.fullName)} size={64} />
          <div className={styles.headerText}>
            <h1>{title}</h1>
            <p className={styles.headerCard}>
              <Link to={`/advisors/${advisor.slug}/${booking.card.slug}`}>{booking.card.title}</Link>
            </p>
            <ul className={styles.headerFacts}>
              <li>{t.t("header.with", { name: advisor.fullName })}</li>
              <li>{tb.t(`status.${booking.status}`)}</li>
            </ul>
          </div>
        </div>
      </Container>
    </header>
  );
}

/** Expired, can't be confirmed, waiting or confirmed: what happened, and Book again where it helps. */
function StateMessage({
  state,
  booking,
  bookPath,
  viewerTimezone,
  isPlaceholder,
}: {
  state: Exclude<RespondState, { kind: "answer" }>;
  booking: BookingDto;
  bookPath: string;
  viewerTimezone: string;
  isPlaceholder: boolean;
}) {
  const t = useT(bookingsRespondMessages);
  const tb = useT(bookingsMessages);
  const name = booking.advisor.firstName;
  const time = booking.bookingTimeUtc
    ? slotLabel(booking.bookingTimeUtc, viewerTimezone, booking.advisor.timezone, "advisor", slotWords(tb))
    : null;
  const copy = {
    expired: { title: t.t("state.expired.title"), text: t.t("state.expired.text", { name }) },
    "cannot-confirm": {
      title: t.t("state.cannotConfirm.title"),
      text: t.t("state.cannotConfirm.text", { reason: state.kind === "cannot-confirm" ? state.reason : "", name }),
    },
    waiting: { title: t.t("state.waiting.title", { name }), text: t.t("state.waiting.text", { name }) },
    confirmed: {
      title: t.t("state.confirmed.title"),
      text: time ? t.t("state.confirmed.seeYou", { time }) : t.t("state.confirmed.inCalendar"),
    },
  }[state.kind];
  return (
    <div className={styles.stateBox} role="status">
      <h2>{copy.title}</h2>
      <p>{copy.text}</p>
      <div className={styles.inlineActions}>
        {(state.kind === "expired" || state.kind === "cannot-confirm") && <ButtonLink to={bookPath}>{t.t("bookAgain")}</ButtonLink>}
        {!isPlaceholder && (state.kind === "confirmed" || state.kind === "waiting") && (
          <ButtonLink to={appPath(`bookings/${booking.id}`)}>{t.t("viewBooking")}</ButtonLink>
        )}
      </div>
    </div>
  );
}

/**
 * /advisors/:userSlug/:cardSlug/respond?booking={id} — a learner answers an advisor-initiated or facilitated
 * booking (a guest arriving from the emailed link is already signed in by its token).
 */
export function RespondPage() {
  const { userSlug = "", cardSlug = "" } = useParams();
  const t = useT(bookingsRespondMessages);
  const [params] = useSearchParams();
  const bookingId = params.get("booking") ?? "";
  const { data: me, isPending: meLoading } = useMe();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedOut = !meLoading && !me;
  const booking = useQuery({ ...bookingQuery(bookingId), enabled: Boolean(me) && bookingId !== "" });
  // Booking events refresh it live: the app-wide listener (booking-events.ts) invalidates every booking.
  usePageTitle(t.t("title"));

  useEffect(() => {
    if (signedOut) navigate(loginBackTo(pathname + search), { replace: true });
  }, [signedOut, navigate, pathname, search]);

  if (!bookingId) return <LookupFailed message={t.t("bookingNotFound")} />;
  if (signedOut || !me || booking.isPending) return <PageLoader label={t.t("loading")} />;
  if (booking.isError) {
    if (isApiError(booking.error) && (booking.error.status === 404 || booking.error.status === 403))
      return <LookupFailed message={t.t("bookingNotFound")} />;
    return (
      <Container className={styles.failed}>
        <div className={styles.stateBox} role="alert">
          <h1>{t.t("loadFailed")}</h1>
          <Button onClick={() => void booking.refetch()}>{t.t("tryAgain")}</Button>
        </div>
      </Container>
    );
  }

  const data = booking.data;
  const state = respondState(data, Date.now(), t);
  const bookPath = `/advisors/${userSlug || data.advisor.slug}/${cardSlug || data.card.slug}/book`;
  const title = state.kind === "answer" ? t.t("suggestedSession", { name: data.advisor.firstName }) : data.card.title;
  return (
    <div className={styles.page}>
      <BookingHeader booking={data} title={title} />
      <Container>
        {state.kind === "answer" ? (
          <RespondAnswer booking={data} times={state.times} viewerTimezone={me.timezone} />
        ) : (
          <StateMessage state={state} booking={data} bookPath={bookPath} viewerTimezone={me.timezone} isPlaceholder={me.isPlaceholder} />
        )}
      </Container>
    </div>
  );
}
