import { useLocation, useParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { appPath } from "@kora/shared/brand.ts";
import { MEETING_MESSAGES, type PersonalRoom } from "@kora/shared/contracts/meetings.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { isApiError } from "../../lib/api-client.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { personalRoomQuery } from "./meetings.client.ts";
import type { MeetingFrame } from "./meeting-frame.ts";
import { MeetingLoader, RoomUnavailable } from "./meeting-notice.tsx";
import { MeetingScreen } from "./meeting-screen.tsx";
import { relayFromSearch } from "./preview-rules.ts";

/** How the room looks to this visitor: its owner joins, everyone else asks; guests give a first name. */
export function personalRoomFrame(room: PersonalRoom, me: Me | null): MeetingFrame {
  const guest = !me || me.isPlaceholder;
  return {
    kind: "personal",
    title: room.isHost ? "Your personal room" : `${room.hostName}'s room`,
    detail: room.isHost
      ? `Your instant meeting link is ${window.location.origin}/meet/${room.slug}. People who open it ask to join, and you let them in.`
      : room.locked
        ? `Ask to join and ${room.hostFirstName} lets you in.`
        : `${room.hostFirstName} has opened the room: you go straight in.`,
    hostFirstName: room.hostFirstName,
    joinMode: room.isHost || !room.locked ? "join" : "knock",
    guestName: guest ? (me?.firstName ?? "") : null,
    notice: !room.isHost && !room.knocking ? MEETING_MESSAGES.knockingOff : null,
    exit: guest ? { to: "/", label: "Home" } : { to: appPath("dashboard"), label: "Back to my dashboard" },
    reviewPath: null,
  };
}

/** /meet/:slug — a person's personal room (their instant meeting link); guests may open it. */
export function PersonalRoomPage() {
  const { slug = "" } = useParams();
  const { search } = useLocation();
  const me = useMe();
  const room = useQuery(personalRoomQuery(slug));
  const frame = room.data && !me.isPending ? personalRoomFrame(room.data, me.data ?? null) : null;
  usePageTitle(frame?.title ?? "Personal room");
  if (room.isPending || me.isPending) return <MeetingLoader label="Opening the room" />;
  if (!frame) {
    const missing = isApiError(room.error) && room.error.status === 404;
    return <RoomUnavailable missing={missing} error={room.error} retrying={room.isFetching} onRetry={() => void room.refetch()} />;
  }
  return (
    <MeetingScreen
      target={{ kind: "personal", slug }}
      frame={frame}
      viewerId={me.data?.id ?? null}
      initialRelay={relayFromSearch(search)}
    />
  );
}
