import { useEffect } from "react";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { appPath } from "@kora/shared/brand.ts";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
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
import styles from "../request/request.module.css";

function BookingHeader({ booking, title }: { booking: BookingDto; title: string }) {
  const advisor = booking.advisor;
  return (
    <header className={styles.header}>
      <Container>
        <nav aria-label="Breadcrumb" className={styles.crumbs}>
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
              <li>with {advisor.fullName}</li>
              <li>{booking.statusLabel}</li>
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
  const advisor = booking.advisor.firstName;
  const time = booking.bookingTimeUtc ? slotLabel(booking.bookingTimeUtc, viewerTimezone, booking.advisor.timezone) : null;
  const copy = {
    expired: {
      title: "This booking has expired",
      text: `It wasn't answered in time, so nothing was booked or charged. You can still book ${advisor}.`,
    },
    "cannot-confirm": {
      title: "This booking can't be confirmed",
      text: `${state.kind === "cannot-confirm" ? state.reason : ""} You can still book ${advisor} for another time.`,
    },
    waiting: {
      title: `Waiting for ${advisor}`,
      text: `You've answered; ${advisor} will confirm one of your times or suggest others. We'll email you either way.`,
    },
    confirmed: { title: "This booking is confirmed", text: time ? `See you ${time}.` : "It's in your calendar." },
  }[state.kind];
  return (
    <div className={styles.stateBox} role="status">
      <h2>{copy.title}</h2>
      <p>{copy.text}</p>
      <div className={styles.inlineActions}>
        {(state.kind === "expired" || state.kind === "cannot-confirm") && <ButtonLink to={bookPath}>Book again</ButtonLink>}
        {!isPlaceholder && (state.kind === "confirmed" || state.kind === "waiting") && (
          <ButtonLink to={appPath(`bookings/${booking.id}`)}>View booking</ButtonLink>
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
  const [params] = useSearchParams();
  const bookingId = params.get("booking") ?? "";
  const { data: me, isPending: meLoading } = useMe();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedOut = !meLoading && !me;
  const booking = useQuery({ ...bookingQuery(bookingId), enabled: Boolean(me) && bookingId !== "" });
  // Booking events refresh it live: the app-wide listener (booking-events.ts) invalidates every booking.
  usePageTitle("Respond to a booking");

  useEffect(() => {
    if (signedOut) navigate(loginBackTo(pathname + search), { replace: true });
  }, [signedOut, navigate, pathname, search]);

  if (!bookingId) return <LookupFailed message={MESSAGES.bookingNotFound} />;
  if (signedOut || !me || booking.isPending) return <PageLoader label="Loading the booking" />;
  if (booking.isError) {
    if (isApiError(booking.error) && (booking.error.status === 404 || booking.error.status === 403))
      return <LookupFailed message={MESSAGES.bookingNotFound} />;
    return (
      <Container className={styles.failed}>
        <div className={styles.stateBox} role="alert">
          <h1>We couldn't load this booking</h1>
          <Button onClick={() => void booking.refetch()}>Try again</Button>
        </div>
      </Container>
    );
  }

  const data = booking.data;
  const state = respondState(data, Date.now());
  const bookPath = `/advisors/${userSlug || data.advisor.slug}/${cardSlug || data.card.slug}/book`;
  const title = state.kind === "answer" ? `${data.advisor.firstName} suggested a session` : data.card.title;
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
