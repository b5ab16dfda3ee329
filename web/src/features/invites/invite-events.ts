import { invitesMessages } from "@kora/shared/i18n/messages/invites.ts";
import { pageTranslator } from "../../lib/page-translator.ts";
import { realtime } from "../../lib/realtime/realtime.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { refreshInvites } from "./invites.client.ts";

let listening = false;

/** ClaimedInvite (public-site §4) reaches the inviter wherever they are: a toast with a link to invites and rewards, and fresh lists. */
export function listenForClaimedInvites(): void {
  if (listening) return;
  listening = true;
  realtime().onEvent("ClaimedInvite", ({ data }) => {
    const t = pageTranslator(invitesMessages);
    toast.success(t.t("event.accepted", { name: data.name }), "event", { to: data.link, label: t.t("event.seeRewards") });
    void refreshInvites();
  });
}
