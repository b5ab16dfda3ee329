import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import type { RealtimeEvent } from "@kora/shared/contracts/realtime.ts";
import { siteMarketplaceCardMessages } from "@kora/shared/i18n/messages/site-marketplace-card.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { toast } from "../../../lib/toast/toast.atoms.ts";
import { canonicalRedirect } from "./links.ts";
import { marketplaceKeys } from "./marketplace.client.ts";

/** A card's public channel as the API names it (`card.<id>`, public-site §4). */
const PUBLIC_CARD_CHANNEL = /^card\.[\w-]{1,64}$/;
export const cardChannel = (card: { id: string; publicChannel: string }) =>
  PUBLIC_CARD_CHANNEL.test(card.publicChannel) ? card.publicChannel : `card.${card.id}`;

/**
 * The realtime client, which validates frames with zod. Zod is told not to compile its parsers with
 * `new Function` first: under the site's CSP (script-src 'self') its probe for that is a reported
 * violation, and the interpreted parsers are plenty for a few frames.
 */
export const loadRealtime = () =>
  import("zod")
    .then(({ config }) => config({ jitless: true }))
    .then(() => import("../../../lib/realtime/realtime.ts"))
    .then((module) => module.realtime);

/**
 * While a card's page is open, listen on its public channel (public-site §4). An update shows the
 * 6-second toast and reloads the card (moving to its new address if the slug changed); a card that
 * stopped being viewable sends the viewer home. Its owner stays: they may be unpublishing it.
 *
 * The realtime client (and the frame schemas it validates with) loads after hydration, on its own,
 * so it adds nothing to what the page needs before it is interactive.
 */
export function useCardUpdates(card: { id: string; publicChannel: string; canEdit: boolean } | undefined) {
  const t = useT(siteMarketplaceCardMessages);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cardId = card?.id;
  const channel = card ? cardChannel(card) : null;
  const canEdit = card?.canEdit ?? false;

  useEffect(() => {
    if (!cardId || !channel) return;
    let stop: (() => void) | null = null;
    let closed = false;
    const onEvent = (event: RealtimeEvent) => {
      if (event.name !== "PublishedAdvisorUpdated" || event.data.cardId !== cardId) return;
      if (!event.data.viewable && !canEdit) {
        toast.info(t.t("toast.gone"));
        void navigate("/", { replace: true });
        return;
      }
      toast.info(t.t("toast.updated"), "cardUpdated");
      const moved = canonicalRedirect(window.location.pathname, event.data.link, window.location.origin);
      if (moved) void navigate(moved, { replace: true });
      void queryClient.invalidateQueries({ queryKey: marketplaceKeys.cards });
    };
    void loadRealtime().then((realtime) => {
      if (!closed) stop = realtime().subscribe(channel, onEvent);
    });
    return () => {
      closed = true;
      stop?.();
    };
  }, [cardId, channel, canEdit, navigate, queryClient, t]);
}
