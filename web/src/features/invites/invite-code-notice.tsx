import { useQuery } from "@tanstack/react-query";
import { Notice } from "../../ui/surface.tsx";
import { inviteCodeQuery } from "./invites.client.ts";
import styles from "./invites.module.css";
import { invitesMessages } from "@kora/shared/i18n/messages/invites.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/**
 * The invite code's state on `/password-free?step=signup&invite={code}` (core §4): loaded says who
 * invited them; invalid, claimed or expired give the spec's message. Sign-up goes ahead either way.
 */
export function InviteCodeNotice({ code }: { code: string }) {
  const t = useT(invitesMessages);
  const state = useQuery(inviteCodeQuery(code));
  if (state.isPending) return null;
  if (state.isError)
    return (
      <div className={styles.codeNotice}>
        <Notice tone="warning">{t.t("code.invalid")}</Notice>
      </div>
    );
  const data = state.data;
  if (data.state === "loaded") {
    return (
      <div data-testid="invite-code-state" data-state="loaded" className={styles.codeNotice}>
        <Notice>
          <strong>{t.t("code.invitedBy", { name: data.inviterFirstName })}</strong>
          {data.pendingCardTitle ? ` ${t.t("code.pendingCard", { title: data.pendingCardTitle })}` : ""}
        </Notice>
      </div>
    );
  }
  return (
    <div data-testid="invite-code-state" data-state={data.state} className={styles.codeNotice}>
      <Notice tone="warning">
        {data.state === "claimed" ? t.t("code.claimed") : data.state === "expired" ? t.t("code.expired") : t.t("code.invalid")}
      </Notice>
    </div>
  );
}
