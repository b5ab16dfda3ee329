import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { InviteDto } from "@kora/shared/contracts/invites.ts";
import { INVITE_RESEND_MAX, type InviteState } from "@kora/shared/domain/invites/invites.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { Panel } from "../../ui/surface.tsx";
import { myInvitesQuery, resendInvite } from "./invites.client.ts";
import styles from "./invites.module.css";
import { Pager } from "../../ui/pager.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";

const STATE_LABELS: Record<InviteState, string> = {
  pending: "Pending",
  claimed: "Accepted",
  expired: "Expired",
  "not-interested": "Not interested",
};

const dateText = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone }).format(new Date(iso));

/** My invites, 10 a page (core §9), each with its state and Resend while resendCount < 2. */
export function InviteList({ timeZone }: { timeZone: string }) {
  const [page, setPage] = useState(1);
  const invites = useQuery(myInvitesQuery(page));
  return (
    <Panel aria-labelledby="invites-list-title">
      <h2 id="invites-list-title" className={styles.sectionTitle}>
        Your invites
      </h2>
      {invites.isPending ? (
        <p className={styles.muted}>Loading your invites…</p>
      ) : invites.isError ? (
        <LoadFailed what="invites" className={styles.muted} onRetry={() => void invites.refetch()} />
      ) : invites.data.data.length === 0 ? (
        <EmptyState>No invites yet. Invite someone above and they'll show up here.</EmptyState>
      ) : (
        <>
          <ul className={styles.list}>
            {invites.data.data.map((invite) => (
              <InviteItem key={invite.id} invite={invite} timeZone={timeZone} />
            ))}
          </ul>
          <Pager
            label="Invite pages"
            className={styles.pager}
            page={page}
            pages={invites.data.meta.pages}
            onPage={setPage}
            previous="Previous"
            next="Next"
            status={`Page ${invites.data.meta.page} of ${invites.data.meta.pages}`}
          />
        </>
      )}
    </Panel>
  );
}

function InviteItem({ invite, timeZone }: { invite: InviteDto; timeZone: string }) {
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await resendInvite(invite.id);
      toast.success(`Invite resent to ${invite.email}.`);
    } catch {
      // The API client toasted the reason; the refreshed list shows the button's state.
    } finally {
      setBusy(false);
    }
  };
  const reasonId = `resend-why-${invite.id}`;
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <p className={styles.email}>{invite.email}</p>
        <span className={`${styles.chip} ${styles[invite.state]}`}>{STATE_LABELS[invite.state]}</span>
      </div>
      <p className={styles.meta}>
        {invite.state === "claimed" && invite.claimedByUser
          ? `${invite.claimedByUser.firstName} joined${invite.claimedAt ? ` on ${dateText(invite.claimedAt, timeZone)}` : ""}`
          : `Sent ${dateText(invite.createdAt, timeZone)} · ${invite.state === "expired" ? "expired" : "valid until"} ${dateText(invite.validUntil, timeZone)}`}
        {invite.pendingCard && <> · {invite.pendingCard.title}</>}
      </p>
      {invite.state !== "claimed" && (
        <div className={styles.resend}>
          <Button
            variant="outline"
            size="small"
            busy={busy}
            disabled={invite.resendBlocked !== null}
            aria-describedby={invite.resendBlocked ? reasonId : undefined}
            onClick={() => void resend()}
          >
            Resend
          </Button>
          <span id={reasonId} className={styles.muted}>
            {invite.resendBlocked ?? `${INVITE_RESEND_MAX - invite.resendCount} of ${INVITE_RESEND_MAX} resends left`}
          </span>
        </div>
      )}
    </li>
  );
}
