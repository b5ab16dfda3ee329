import { channels } from "@kora/shared/contracts/realtime.ts";
import { isViewable } from "@kora/shared/domain/cards/lifecycle.ts";
import type { Services } from "../../services.ts";
import type { CardRow } from "./cards.table.ts";

/** Tells everyone looking at a card that it changed (PublishedAdvisorUpdated on its public channel). */
export function announceUpdate(services: Pick<Services, "hub">, card: CardRow, ownerSlug: string): void {
  services.hub.publish(channels.card(card.id), {
    name: "PublishedAdvisorUpdated",
    data: {
      cardId: card.id,
      userId: card.user_id,
      link: `/advisors/${ownerSlug}/${card.slug}`,
      viewable: isViewable(card.status, card.deleted_at !== null),
    },
  });
}
