import { useState } from "react";
import { useLocation } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { bookingPaths } from "../bookings/bookings.api.ts";
import type { MeetingFrame } from "./meeting-frame.ts";
import { MeetingNotice } from "./meeting-notice.tsx";
import { MeetingScreen } from "./meeting-screen.tsx";
import { relayFromSearch } from "./preview-rules.ts";

/** The call as someone who isn't on the booking sees it: they knock, and a host lets them in. */
export const askFrame: MeetingFrame = {
  kind: "booking",
  title: "Ask to join this call",
  detail: "The people on this booking decide whether to let you in.",
  hostFirstName: "the host",
  joinMode: "knock",
  guestName: null,
  notice: null,
  exit: { to: appPath("dashboard"), label: "Back to my dashboard" },
  reviewPath: null,
};

/**
 * A booking's call link opened by someone who can't read the booking (core §7 requestApproval): it
 * isn't theirs, or there is no such booking. They may ask to join; the server says which it was.
 */
export function AskToJoin({ bookingId, me }: { bookingId: string; me: Me }) {
  const { search } = useLocation();
  const [asking, setAsking] = useState(false);
  if (asking)
    return (
      <MeetingScreen
        target={{ kind: "booking", bookingId, ask: true }}
        frame={askFrame}
        viewerId={me.id}
        initialRelay={relayFromSearch(search)}
      />
    );
  return (
    <MeetingNotice
      icon="door"
      title="This call isn't one of your bookings"
      actions={
        <>
          <Button onClick={() => setAsking(true)}>Ask to join</Button>
          <ButtonLink to={bookingPaths.confirmed} variant="outline">
            See your bookings
          </ButtonLink>
        </>
      }
    >
      If someone sent you this link to join their session, ask to join and they'll let you in. Otherwise the link may be wrong.
    </MeetingNotice>
  );
}
