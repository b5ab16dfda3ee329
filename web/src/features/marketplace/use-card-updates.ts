import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import { channels, publicChannelSchema } from "@kora/shared/contracts/realtime.ts";
import { realtime } from "../../lib/realtime/realtime.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { canonicalRedirect } from "./links.ts";
import { marketplaceKeys } from "./marketplace.api.ts";

export const CARD_UPDATED_MESSAGE = "This card was just updated.";
export const CARD_GONE_MESSAGE = "That card is no longer available.";

/**
 * While a card's page is open, listen on its public channel (public-site §4). An update shows the
 * 6-second toast and reloads the card (moving to its new address if the slug changed); a card that
 * stopped being viewable sends the viewer home. Its owner stays: they may be unpublishing it.
 */
export function useCardUpdates(card: { id: string; publicChannel: string; canEdit: boolean } | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cardId = card?.id;
  const channel = card && publicChannelSchema.safeParse(card.publicChannel).success ? card.publicChannel : cardId ? channels.card(cardId) : null;
  const canEdit = card?.canEdit ?? false;

  useEffect(() => {
    if (!cardId || !channel) return;
    return realtime().subscribe(channel, (event) => {
      if (event.name !== "PublishedAdvisorUpdated" || event.data.cardId !== cardId) return;
      if (!event.data.viewable && !canEdit) {
        toast.info(CARD_GONE_MESSAGE);
        navigate("/", { replace: true });
        return;
      }
      toast.info(CARD_UPDATED_MESSAGE, "cardUpdated");
      const moved = canonicalRedirect(window.location.pathname, event.data.link, window.location.origin);
      if (moved) navigate(moved, { replace: true });
      void queryClient.invalidateQueries({ queryKey: marketplaceKeys.cards });
    });
  }, [cardId, channel, canEdit, navigate, queryClient]);
}
