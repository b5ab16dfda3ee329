import { useLocation, useParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { appPath } from "@kora/shared/brand.ts";
import type { PersonalRoom } from "@kora/shared/contracts/meetings.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { meetingsLobbyMessages } from "@kora/shared/i18n/messages/meetings-lobby.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { isApiError } from "../../lib/api-client.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { personalRoomQuery } from "./meetings.client.ts";
import type { MeetingFrame } from "./meeting-frame.ts";
import { MeetingLoader, RoomUnavailable } from "./meeting-notice.tsx";
import { MeetingScreen } from "./meeting-screen.tsx";
import { englishLobby, type LobbyT } from "./meeting-words.ts";
import { relayFromSearch } from "./preview-rules.ts";

/** How the room looks to this visitor: its owner joins, everyone else asks; guests give a first name. */
export function personalRoomFrame(room: PersonalRoom, me: Me | null, t: LobbyT = englishLobby): MeetingFrame {
  const guest = !me || me.isPlaceholder;
  const host = room.hostFirstName;
  return {
    kind: "personal",
    title: room.isHost ? t.t("personal.titleHost") : t.t("personal.title", { name: room.hostName }),
    detail: room.isHost
      ? t.t("personal.detailHost", { link: `${window.location.origin}/meet/${room.slug}` })
      : room.locked
        ? t.t("personal.detailLocked", { host })
        : t.t("personal.detailOpen", { host }),
    hostFirstName: host,
    joinMode: room.isHost || !room.locked ? "join" : "knock",
    guestName: guest ? (me?.firstName ?? "") : null,
    notice: !room.isHost && !room.knocking ? t.t("room.knockingOff") : null,
    exit: guest ? { to: "/", label: t.t("exit.home") } : { to: appPath("dashboard"), label: t.t("exit.dashboard") },
    reviewPath: null,
  };
}

/** /meet/:slug — a person's personal room (their instant meeting link); guests may open it. */
export function PersonalRoomPage() {
  const t = useT(meetingsLobbyMessages);
  const { slug = "" } = useParams();
  const { search } = useLocation();
  const me = useMe();
  const room = useQuery(personalRoomQuery(slug));
  const frame = room.data && !me.isPending ? personalRoomFrame(room.data, me.data ?? null, t) : null;
  usePageTitle(frame?.title ?? t.t("pageTitle.personal"));
  if (room.isPending || me.isPending) return <MeetingLoader label={t.t("loader.room")} />;
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
