import { autoUnpublishedTitle, autoUnpublishedWhy } from "@kora/shared/domain/cards/auto-unpublish.ts";
import { realtime } from "../../lib/realtime/realtime.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { refreshCards } from "./cards.client.ts";

export const approvedMessage = (title: string) => `Your card '${title}' is approved and published.`;
export const rejectedMessage = (title: string, comments: string) =>
  `Your card '${title}' needs a few changes before it can be published. The reviewer says: “${comments}”`;

let listening = false;

/**
 * Review outcomes and automatic unpublishing reach the owner on their private channel wherever they are in the app: an event
 * toast (10 s) and fresh card lists. Listeners live as long as the tab, like the realtime client.
 */
export function listenForCardReviews(): void {
  if (listening) return;
  listening = true;
  const client = realtime();
  client.onEvent("CardApproved", ({ data }) => {
    toast.success(approvedMessage(data.title), "event");
    void refreshCards();
  });
  client.onEvent("CardRejected", ({ data }) => {
    toast.info(rejectedMessage(data.title, data.comments), "event");
    void refreshCards();
  });
  client.onEvent("CardUnpublished", ({ data }) => {
    toast.info(`${autoUnpublishedTitle(data.title)}. ${autoUnpublishedWhy(data.reason)}`, "event");
    void refreshCards();
  });
}
