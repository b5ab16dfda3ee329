import { useState } from "react";
import { useLocation, useParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { meetingsLobbyMessages } from "@kora/shared/i18n/messages/meetings-lobby.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { isApiError } from "../../lib/api-client.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { bookingPaths, bookingQuery, formatSessionRange, otherParties } from "../bookings/bookings.api.ts";
import { AskToJoin } from "./ask-to-join.tsx";
import { bookingCallGate, canReviewAfterCall, gateRefusal, opensIn } from "./booking-call.ts";
import type { MeetingFrame } from "./meeting-frame.ts";
import { MeetingLoader, MeetingNotice } from "./meeting-notice.tsx";
import { MeetingScreen } from "./meeting-screen.tsx";
import type { LobbyT } from "./meeting-words.ts";
import { relayFromSearch } from "./preview-rules.ts";
import { useNow } from "../../lib/use-now.ts";

function bookingFrame(booking: BookingDto, me: Me, nowMs: number, t: LobbyT): MeetingFrame {
  const others = otherParties(booking);
  // "Ana and Bo and Cy", as the booking pages name a session's people.
  const fullNames = others.map((party) => party.fullName);
  const names = fullNames.length > 0 ? fullNames.reduce((first, second) => t.t("booking.and", { first, second })) : "";
  return {
    kind: "booking",
    title: booking.card.title,
    detail: booking.bookingTimeUtc
      ? t.t("booking.withWhen", { names, when: formatSessionRange(booking.bookingTimeUtc, booking.duration, me.timezone, nowMs, t.locale) })
      : t.t("booking.with", { names }),
    hostFirstName: others[0]?.firstName ?? t.t("host.fallback"),
    joinMode: "join",
    guestName: null,
    notice: null,
    exit: { to: bookingPaths.confirmed, label: t.t("exit.bookings") },
    reviewPath: canReviewAfterCall(booking, nowMs) ? bookingPaths.sub(booking.id, "review") : null,
  };
}

/**
 * /my-kora/bookings/:id/join — the booking's call. Before the camera is asked for, the page checks the
 * booking is confirmed and the join window open (and waits for it when early); once the call is
 * showing, the window closing doesn't cut anyone off (the server keeps them in too).
 */
export function BookingCallPage() {
  const t = useT(meetingsLobbyMessages);
  const { id = "" } = useParams();
  const { search } = useLocation();
  const { data: me } = useMe();
  const booking = useQuery({ ...bookingQuery(id), enabled: Boolean(me && id) });
  const nowMs = useNow(15_000);
  const [entered, setEntered] = useState(false);
  usePageTitle(booking.data ? t.t("pageTitle.call", { title: booking.data.card.title }) : t.t("pageTitle.callLoading"));
  const back = (label = t.t("gate.openBooking")) => <ButtonLink to={bookingPaths.detail(id)}>{label}</ButtonLink>;

  if (!me || booking.isPending) return <MeetingLoader label={t.t("loader.call")} />;
  if (!booking.data) {
    // Not theirs (or no such booking: the API doesn't say which): they may ask to join its call.
    if (isApiError(booking.error) && (booking.error.status === 404 || booking.error.status === 403))
      return <AskToJoin bookingId={id} me={me} />;
    return (
      <MeetingNotice
        icon="alert"
        title={t.t("booking.cantOpen")}
        actions={<Button onClick={() => void booking.refetch()}>{t.t("tryAgain")}</Button>}
      >
        {isApiError(booking.error) ? booking.error.message : t.t("booking.network")}
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
        title={t.t("gate.opens", { when: opensIn(gate.opensAtMs, nowMs, t) })}
        actions={back(t.t("gate.backToBooking"))}
      >
        {t.t("gate.opensDetail")}
      </MeetingNotice>
    );
  if (!entered && gate.state === "refused")
    return (
      <MeetingNotice icon="lock" eyebrow={data.card.title} title={t.t("gate.refused")} actions={back()}>
        {gateRefusal(gate.message, t)}
      </MeetingNotice>
    );
  return (
    <MeetingScreen
      target={{ kind: "booking", bookingId: data.id }}
      frame={bookingFrame(data, me, nowMs, t)}
      viewerId={me.id}
      initialRelay={relayFromSearch(search)}
    />
  );
}
