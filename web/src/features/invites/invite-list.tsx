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
import type { Locale } from "@kora/shared/i18n/locales.ts";
import type { KeyOf } from "@kora/shared/i18n/translate.ts";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { invitesMessages } from "@kora/shared/i18n/messages/invites.ts";
import { useT } from "../../lib/i18n/use-t.ts";

const STATE_LABELS: Record<InviteState, KeyOf<typeof invitesMessages>> = {
  pending: "state.pending",
  claimed: "state.claimed",
  expired: "state.expired",
  "not-interested": "state.notInterested",
};

/** "21 Nov 2026" ("21 nov. 2026" in Swedish) in the viewer's zone. */
const dateText = (iso: string, timeZone: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, { day: "numeric", month: "short", year: "numeric", timeZone }).format(
    new Date(iso),
  );

/** My invites, 10 a page (core §9), each with its state and Resend while resendCount < 2. */
export function InviteList({ timeZone }: { timeZone: string }) {
  const t = useT(invitesMessages);
  const [page, setPage] = useState(1);
  const invites = useQuery(myInvitesQuery(page));
  return (
    <Panel aria-labelledby="invites-list-title">
      <h2 id="invites-list-title" className={styles.sectionTitle}>
        {t.t("list.title")}
      </h2>
      {invites.isPending ? (
        <p className={styles.muted}>{t.t("list.loading")}</p>
      ) : invites.isError ? (
        <LoadFailed message={t.t("list.loadFailed")} className={styles.muted} onRetry={() => void invites.refetch()} />
      ) : invites.data.data.length === 0 ? (
        <EmptyState>{t.t("list.empty")}</EmptyState>
      ) : (
        <>
          <ul className={styles.list}>
            {invites.data.data.map((invite) => (
              <InviteItem key={invite.id} invite={invite} timeZone={timeZone} />
            ))}
          </ul>
          <Pager
            label={t.t("list.pages")}
            className={styles.pager}
            page={page}
            pages={invites.data.meta.pages}
            onPage={setPage}
            previous={t.t("list.previous")}
            next={t.t("list.next")}
            status={t.t("list.page", { page: invites.data.meta.page, pages: invites.data.meta.pages })}
          />
        </>
      )}
    </Panel>
  );
}

function InviteItem({ invite, timeZone }: { invite: InviteDto; timeZone: string }) {
  const t = useT(invitesMessages);
  const locale = useLocale();
  const date = (iso: string) => dateText(iso, timeZone, locale);
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await resendInvite(invite.id);
      toast.success(t.t("list.resent", { email: invite.email }));
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
        <span className={`${styles.chip} ${styles[invite.state]}`}>{t.t(STATE_LABELS[invite.state])}</span>
      </div>
      <p className={styles.meta}>
        {invite.state === "claimed" && invite.claimedByUser
          ? invite.claimedAt
            ? t.t("list.joinedOn", { name: invite.claimedByUser.firstName, date: date(invite.claimedAt) })
            : t.t("list.joined", { name: invite.claimedByUser.firstName })
          : t.t(invite.state === "expired" ? "list.sentExpired" : "list.sentValid", {
              sent: date(invite.createdAt),
              until: date(invite.validUntil),
            })}
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
            {t.t("list.resend")}
          </Button>
          <span id={reasonId} className={styles.muted}>
            {invite.resendBlocked ?? t.t("list.resendsLeft", { left: INVITE_RESEND_MAX - invite.resendCount, max: INVITE_RESEND_MAX })}
          </span>
        </div>
      )}
    </li>
  );
}
