import { INVITE_MESSAGES } from "@kora/shared/contracts/invites.ts";
import { realtime } from "../../lib/realtime/realtime.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { refreshInvites } from "./invites.client.ts";

let listening = false;

/** ClaimedInvite (public-site §4) reaches the inviter wherever they are: a toast with a link to invites and rewards, and fresh lists. */
export function listenForClaimedInvites(): void {
  if (listening) return;
  listening = true;
  realtime().onEvent("ClaimedInvite", ({ data }) => {
    toast.success(INVITE_MESSAGES.accepted(data.name), "event", { to: data.link, label: "See your rewards" });
    void refreshInvites();
  });
}
