import { useEffect, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { isApiError } from "../../lib/api-client.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { EmptyState, useNow } from "./booking-bits.tsx";
import { formatBookingTime, otherParties } from "./booking-format.ts";
import { bookingPaths } from "./booking-paths.ts";
import { ActionPage } from "./action-page.tsx";
import { bookingKeys, bookingQuery, joinBooking } from "./bookings.api.ts";
import { formatSeconds, HEARTBEAT_MS, startsText } from "./join-clock.ts";
import styles from "./detail.module.css";

interface Presence {
  joinedAt: string;
  secondsInCall: number;
  /** When the last heartbeat answered, to count the seconds since locally. */
  answeredAt: number;
}

/**
 * Joins and keeps joining every 30 s while open: each call is the attendance heartbeat the no-show check
 * reads (public-site §4: a minute online counts). A refusal (409 outside the window) stops the beat.
 */
function useHeartbeat(bookingId: string) {
  const [presence, setPresence] = useState<Presence | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);
  const queryClient = useQueryClient();
  const stopped = useRef(false);

  useEffect(() => {
    stopped.current = false;
    const beat = async () => {
      if (stopped.current) return;
      try {
        const answer = await joinBooking(bookingId);
        setPresence({ joinedAt: answer.joinedAt, secondsInCall: answer.secondsInCall, answeredAt: Date.now() });
        setFailures(0);
        void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) });
      } catch (error) {
        if (isApiError(error) && error.status >= 400 && error.status < 500) {
          stopped.current = true;
          setRefusal(error.message);
        } else setFailures((count) => count + 1);
      }
    };
    void beat();
    const timer = setInterval(() => void beat(), HEARTBEAT_MS);
    return () => {
      stopped.current = true;
      clearInterval(timer);
    };
  }, [bookingId, queryClient]);
  return { presence, refusal, failures };
}

function WaitingRoom({ booking, me }: { booking: BookingDto; me: Me }) {
  const { presence, refusal, failures } = useHeartbeat(booking.id);
  // The other side's presence comes with the booking, fetched again after each heartbeat.
  const live = useQuery({ ...bookingQuery(booking.id), initialData: booking }).data ?? booking;
  const nowMs = useNow(1000);
  const others = otherParties(live);
  const otherHere = live.role === "advisor" ? live.isLearnerInCall : live.isAdvisorInCall;
  const start = live.bookingTimeUtc ? Date.parse(live.bookingTimeUtc) : nowMs;

  if (refusal)
    return (
      <EmptyState icon="lock" title="Joining isn't open" actions={<ButtonLink to={bookingPaths.detail(booking.id)}>Back to the booking</ButtonLink>}>
        {refusal}
      </EmptyState>
    );
  const seconds = presence ? presence.secondsInCall + (nowMs - presence.answeredAt) / 1000 : 0;
  return (
    <>
      <section className={styles.room} aria-labelledby="room-title" aria-busy={!presence}>
        <h2 id="room-title">{presence ? "You're in" : "Joining…"}</h2>
        <p>
          {live.card.title} with {others.map((party) => party.firstName).join(" and ")}, {live.bookingTimeUtc ? formatBookingTime(live.bookingTimeUtc, me.timezone, nowMs) : ""}.
        </p>
        <dl className={styles.roomStats}>
          <div>
            <dt>Session</dt>
            <dd>{startsText(start, nowMs)}</dd>
          </div>
          <div>
            <dt>You've been here</dt>
            <dd>{presence ? formatSeconds(seconds) : "…"}</dd>
          </div>
          <div>
            <dt>{others[0]?.firstName ?? "The other side"}</dt>
            <dd>
              <span className={[styles.presence, otherHere && styles.presenceOn].filter(Boolean).join(" ")}>{otherHere ? "Here now" : "Not here yet"}</span>
            </dd>
          </div>
        </dl>
        {failures > 0 && <p role="alert">We can't reach Kora right now; your attendance resumes counting when the connection is back.</p>}
      </section>
      <p className={styles.lead}>
        Video calls come with Kora's meeting room, which isn't part of this version yet, so there is no video on this page. Keep it open during your session: it records that you're here (a minute online
        counts as attending) and shows whether {others[0]?.firstName ?? "the other side"} is here.
      </p>
      <div className={styles.formActions}>
        <ButtonLink to={bookingPaths.detail(booking.id)} variant="outline">
          Leave the waiting room
        </ButtonLink>
      </div>
    </>
  );
}

/** /my-kora/bookings/:id/join — the waiting room: joined, seconds here, whether the other side is here. */
export function JoinPage() {
  return (
    <ActionPage action="join" title="Join">
      {(booking, me) => (
        <>
          <h1>Your session</h1>
          <WaitingRoom booking={booking} me={me} />
        </>
      )}
    </ActionPage>
  );
}
