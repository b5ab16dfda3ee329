import { giftCardSchema } from "@kora/shared/contracts/gift-cards.ts";
import { dataOf } from "../harness.ts";
import { owned, read, type RouteKey, type RouteRow, write } from "./route-rows.ts";

/** The route table's rows for Gift card purchases (public-site §1 Other offers). */
export const GIFT_CARD_ROUTES: Record<RouteKey, RouteRow> = {
  "POST /api/gift-cards": write("user"),
  "GET /api/me/gift-cards": read("user"),
  // The buyer finishes their own purchase (one already paid answers as it stands); nobody else's.
  "POST /api/gift-cards/:id/complete": write(
    "user",
    owned(async (fx) => {
      const bought = await fx.call("POST", "/api/gift-cards", {
        cookie: fx.s.learner.cookie,
        body: {
          amount: 2500,
          recipientName: "Rosa Recipient",
          recipientEmail: "rosa@example.com",
          // Tomorrow in UTC: never before the buyer's today, whatever their zone.
          deliverOn: new Date(fx.t.clock.now.getTime() + 86_400_000).toISOString().slice(0, 10),
        },
      });
      if (bought.status !== 201) throw new Error(`gift card purchase failed: ${bought.status} ${await bought.text()}`);
      const { id } = await dataOf(bought, giftCardSchema);
      return { owner: fx.s.learner, path: `/api/gift-cards/${id}/complete` };
    }, 200),
  ),
};
