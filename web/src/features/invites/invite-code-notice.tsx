import { useQuery } from "@tanstack/react-query";
import { INVITE_MESSAGES } from "@kora/shared/contracts/invites.ts";
import { Notice } from "../../ui/surface.tsx";
import { inviteCodeQuery } from "./invites.client.ts";
import styles from "./invites.module.css";

/**
 * The invite code's state on `/password-free?step=signup&invite={code}` (core §4): loaded says who
 * invited them; invalid, claimed or expired give the spec's message. Sign-up goes ahead either way.
 */
export function InviteCodeNotice({ code }: { code: string }) {
  const state = useQuery(inviteCodeQuery(code));
  if (state.isPending) return null;
  if (state.isError)
    return (
      <div className={styles.codeNotice}>
        <Notice tone="warning">{INVITE_MESSAGES.codeInvalid} You can still sign up below.</Notice>
      </div>
    );
  const data = state.data;
  if (data.state === "loaded") {
    return (
      <div data-testid="invite-code-state" data-state="loaded" className={styles.codeNotice}>
        <Notice>
          <strong>{INVITE_MESSAGES.invitedBy(data.inviterFirstName)}</strong>
          {data.pendingCardTitle ? ` They'd like to meet you for "${data.pendingCardTitle}".` : ""}
        </Notice>
      </div>
    );
  }
  return (
    <div data-testid="invite-code-state" data-state={data.state} className={styles.codeNotice}>
      <Notice tone="warning">{data.message} You can still sign up below.</Notice>
    </div>
  );
}
