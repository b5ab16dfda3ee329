import { useLocation, useParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { meetingsLobbyMessages } from "@kora/shared/i18n/messages/meetings-lobby.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { isApiError } from "../../lib/api-client.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { cardQuery } from "../cards/cards.api.ts";
import { cardMeetingFrame, cardOpensMeeting } from "./card-meeting.ts";
import { personalRoomQuery } from "./meetings.client.ts";
import { MeetingLoader, RoomUnavailable } from "./meeting-notice.tsx";
import { MeetingScreen } from "./meeting-screen.tsx";
import { relayFromSearch } from "./preview-rules.ts";

const isMissing = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * /advisors/:userSlug/:cardSlug/instant-meeting — meet a card's advisor now: their personal room,
 * entered from the card (the knock names it). Guests may open it and give a first name; a draft,
 * deleted or someone else's card is a room that can't be found.
 */
export function CardMeetingPage() {
  const t = useT(meetingsLobbyMessages);
  const { userSlug = "", cardSlug = "" } = useParams();
  const { search } = useLocation();
  const me = useMe();
  const card = useQuery(cardQuery(cardSlug, userSlug));
  const room = useQuery(personalRoomQuery(userSlug));
  const opens = card.data ? cardOpensMeeting(card.data, userSlug) : false;
  const frame = card.data && opens && room.data && !me.isPending ? cardMeetingFrame(card.data, room.data, me.data ?? null, t) : null;
  usePageTitle(frame ? t.t("pageTitle.card", { title: frame.title }) : t.t("pageTitle.cardLoading"));
  const missing = (card.data && !opens) || isMissing(card.error) || isMissing(room.error);
  if (!missing && (card.isPending || room.isPending || me.isPending)) return <MeetingLoader label={t.t("loader.room")} />;
  if (!frame || !card.data) {
    const retry = () => void Promise.all([card.error && card.refetch(), room.error && room.refetch()]);
    return (
      <RoomUnavailable
        missing={Boolean(missing)}
        error={card.error ?? room.error}
        retrying={card.isFetching || room.isFetching}
        onRetry={retry}
      />
    );
  }
  return (
    <MeetingScreen
      target={{ kind: "personal", slug: userSlug, cardId: card.data.id }}
      frame={frame}
      viewerId={me.data?.id ?? null}
      initialRelay={relayFromSearch(search)}
    />
  );
}
