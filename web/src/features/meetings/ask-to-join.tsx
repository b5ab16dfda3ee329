import { useState } from "react";
import { useLocation } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { meetingsLobbyMessages } from "@kora/shared/i18n/messages/meetings-lobby.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { bookingPaths } from "../bookings/bookings.api.ts";
import type { MeetingFrame } from "./meeting-frame.ts";
import { MeetingNotice } from "./meeting-notice.tsx";
import { MeetingScreen } from "./meeting-screen.tsx";
import { englishLobby, type LobbyT } from "./meeting-words.ts";
import { relayFromSearch } from "./preview-rules.ts";

/** The call as someone who isn't on the booking sees it: they knock, and a host lets them in. */
export const askFrame = (t: LobbyT = englishLobby): MeetingFrame => ({
  kind: "booking",
  title: t.t("ask.title"),
  detail: t.t("ask.detail"),
  hostFirstName: t.t("host.fallback"),
  joinMode: "knock",
  guestName: null,
  notice: null,
  exit: { to: appPath("dashboard"), label: t.t("exit.dashboard") },
  reviewPath: null,
});

/**
 * A booking's call link opened by someone who can't read the booking (core §7 requestApproval): it
 * isn't theirs, or there is no such booking. They may ask to join; the server says which it was.
 */
export function AskToJoin({ bookingId, me }: { bookingId: string; me: Me }) {
  const t = useT(meetingsLobbyMessages);
  const { search } = useLocation();
  const [asking, setAsking] = useState(false);
  if (asking)
    return (
      <MeetingScreen
        target={{ kind: "booking", bookingId, ask: true }}
        frame={askFrame(t)}
        viewerId={me.id}
        initialRelay={relayFromSearch(search)}
      />
    );
  return (
    <MeetingNotice
      icon="door"
      title={t.t("ask.notYours")}
      actions={
        <>
          <Button onClick={() => setAsking(true)}>{t.t("ask.askToJoin")}</Button>
          <ButtonLink to={bookingPaths.confirmed} variant="outline">
            {t.t("ask.seeBookings")}
          </ButtonLink>
        </>
      }
    >
      {t.t("ask.explain")}
    </MeetingNotice>
  );
}
