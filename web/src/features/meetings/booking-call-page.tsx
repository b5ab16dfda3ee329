import { useState } from "react";
import { useLocation, useParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { isApiError } from "../../lib/api-client.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { bookingPaths, bookingQuery, formatSessionRange, otherParties } from "../bookings/bookings.api.ts";
import { AskToJoin } from "./ask-to-join.tsx";
import { bookingCallGate, canReviewAfterCall, opensIn } from "./booking-call.ts";
import type { MeetingFrame } from "./meeting-frame.ts";
import { MeetingLoader, MeetingNotice } from "./meeting-notice.tsx";
import { MeetingScreen } from "./meeting-screen.tsx";
import { relayFromSearch } from "./preview-rules.ts";
import { useNow } from "../../lib/use-now.ts";

function bookingFrame(booking: BookingDto, me: Me, nowMs: number): MeetingFrame {
  const others = otherParties(booking);
  return {
    kind: "booking",
    title: booking.card.title,
    detail: `With ${others.map((party) => party.fullName).join(" and ")}${booking.bookingTimeUtc ? `, ${formatSessionRange(booking.bookingTimeUtc, booking.duration, me.timezone, nowMs)}` : ""}`,
    hostFirstName: others[0]?.firstName ?? "the host",
    joinMode: "join",
    guestName: null,
    notice: null,
    exit: { to: bookingPaths.confirmed, label: "Back to my bookings" },
    reviewPath: canReviewAfterCall(booking, nowMs) ? bookingPaths.sub(booking.id, "review") : null,
  };
}

/**
 * /my-kora/bookings/:id/join — the booking's call. Before the camera is asked for, the page checks the
 * booking is confirmed and the join window open (and waits for it when early); once the call is
 * showing, the window closing doesn't cut anyone off (the server keeps them in too).
 */
export function BookingCallPage() {
  const { id = "" } = useParams();
  const { search } = useLocation();
  const { data: me } = useMe();
  const booking = useQuery({ ...bookingQuery(id), enabled: Boolean(me && id) });
  const nowMs = useNow(15_000);
  const [entered, setEntered] = useState(false);
  usePageTitle(booking.data ? `Call: ${booking.data.card.title}` : "Call");
  const back = (label = "Open the booking") => <ButtonLink to={bookingPaths.detail(id)}>{label}</ButtonLink>;

  if (!me || booking.isPending) return <MeetingLoader label="Opening the call" />;
  if (!booking.data) {
    // Not theirs (or no such booking: the API doesn't say which): they may ask to join its call.
    if (isApiError(booking.error) && (booking.error.status === 404 || booking.error.status === 403))
      return <AskToJoin bookingId={id} me={me} />;
    return (
      <MeetingNotice
        icon="alert"
        title="We couldn't open this call"
        actions={<Button onClick={() => void booking.refetch()}>Try again</Button>}
      >
        {isApiError(booking.error) ? booking.error.message : MESSAGES.network}
      </MeetingNotice>
    );
  }
  const data = booking.data;
  const gate = bookingCallGate(data, nowMs);
  if (!entered && gate.state === "open") setEntered(true);
  if (!entered && gate.state === "early")
    return (
      <MeetingNotice
        icon="lock"
        eyebrow={data.card.title}
        title={`The call opens ${opensIn(gate.opensAtMs, nowMs)}`}
        actions={back("Back to the booking")}
      >
        It opens 60 minutes before the session starts. Keep this page open and it will let you in then.
      </MeetingNotice>
    );
  if (!entered && gate.state === "refused")
    return (
      <MeetingNotice icon="lock" eyebrow={data.card.title} title="You can't join this call now" actions={back()}>
        {gate.message}
      </MeetingNotice>
    );
  return (
    <MeetingScreen
      target={{ kind: "booking", bookingId: data.id }}
      frame={bookingFrame(data, me, nowMs)}
      viewerId={me.id}
      initialRelay={relayFromSearch(search)}
    />
  );
}
