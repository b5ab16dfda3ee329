import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import type { RealtimeEvent } from "@kora/shared/contracts/realtime.ts";
import { siteMarketplaceAdvisorMessages } from "@kora/shared/i18n/messages/site-marketplace-advisor.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { toast } from "../../../lib/toast/toast.atoms.ts";
import { canonicalRedirect } from "./links.ts";
import { marketplaceKeys } from "./marketplace.client.ts";
import { loadRealtime } from "./use-card-updates.ts";

/** A user's public channel as the API names it (`user.<id>`, public-site §4); spelled here so the page loads no contract values. */
const userChannel = (userId: string) => `user.${userId}`;

/**
 * While an advisor's page is open, listen on their public channel (public-site §4): a profile change
 * shows the toast and reloads the page's data (moving to the new address if the slug changed). The
 * realtime client loads after hydration, as for cards (use-card-updates.ts).
 */
export function useAdvisorUpdates(advisorId: string | undefined) {
  const t = useT(siteMarketplaceAdvisorMessages);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!advisorId) return;
    let stop: (() => void) | null = null;
    let closed = false;
    const onEvent = (event: RealtimeEvent) => {
      if (event.name !== "PublicProfileUpdated" || event.data.userId !== advisorId) return;
      toast.info(t.t("toast.updated"));
      const moved = canonicalRedirect(window.location.pathname, event.data.link, window.location.origin);
      if (moved) void navigate(moved, { replace: true });
      void queryClient.invalidateQueries({ queryKey: marketplaceKeys.all });
    };
    void loadRealtime().then((realtime) => {
      if (!closed) stop = realtime().subscribe(userChannel(advisorId), onEvent);
    });
    return () => {
      closed = true;
      stop?.();
    };
  }, [advisorId, navigate, queryClient, t]);
}
