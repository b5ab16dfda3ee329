import { useQuery } from "@tanstack/react-query";
import { DEFAULT_TIMEZONE } from "@kora/shared/constants.ts";
import { INVITE_DAILY_LIMIT, maySendInvites } from "@kora/shared/domain/invites/invites.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { PageHead } from "../../ui/page-head.tsx";
import { Notice, Panel } from "../../ui/surface.tsx";
import { InviteForm } from "./invite-form.tsx";
import { InviteList } from "./invite-list.tsx";
import { inviteSummaryQuery } from "./invites.client.ts";
import styles from "./invites.module.css";
import { PageLayout } from "../../ui/page-layout.tsx";
import { invitesMessages } from "@kora/shared/i18n/messages/invites.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/** Minutes as hours to one decimal, for "1 hour", "1.5 hours", "100 hours". */
const hoursOf = (minutes: number) => Number((minutes / 60).toFixed(1));

/** /my-kora/more — invites and rewards (core §2): invite by email, my invites, and the pro-bono credit they earned. */
export function InvitesPage() {
  const t = useT(invitesMessages);
  usePageTitle(t.t("page.title"));
  const { data: me } = useMe();
  const summary = useQuery(inviteSummaryQuery);
  const timeZone = me?.timezone ?? DEFAULT_TIMEZONE;
  if (me && !maySendInvites(me.type)) {
    return (
      <PageLayout width="medium">
        <PageHead title={t.t("page.title")} />
        <Notice>{t.t("page.learnersCannotInvite")}</Notice>
      </PageLayout>
    );
  }
  const limitReached = summary.data?.limitReached ?? false;
  return (
    <PageLayout width="medium">
      <PageHead title={t.t("page.title")}>{t.t("page.lead")}</PageHead>
      {limitReached && (
        <div role="alert">
          <Notice tone="warning">{t.t("page.limitReached", { limit: INVITE_DAILY_LIMIT })}</Notice>
        </div>
      )}
      <div className={styles.top}>
        <InviteForm limitReached={limitReached} />
        <Panel aria-labelledby="rewards-title" className={styles.panel}>
          <h2 id="rewards-title" className={styles.sectionTitle}>
            {t.t("rewards.title")}
          </h2>
          {summary.data ? (
            <>
              <p className={styles.reward}>
                {t.rich("rewards.earned", {
                  earned: hoursOf(summary.data.earnedMinutes),
                  max: hoursOf(summary.data.maxMinutes),
                  amount: (chunks) => (
                    <span key="amount" className={styles.rewardAmount}>
                      {chunks}
                    </span>
                  ),
                  muted: (chunks) => (
                    <span key="muted" className={styles.muted}>
                      {chunks}
                    </span>
                  ),
                })}
              </p>
              <progress
                className={styles.progress}
                max={summary.data.maxMinutes}
                value={summary.data.earnedMinutes}
                aria-label={t.t("rewards.progress")}
              />
              <p className={styles.muted}>
                {t.t("rewards.joined", {
                  joined: summary.data.claimedCount,
                  sent: summary.data.sentLast24Hours,
                  limit: summary.data.dailyLimit,
                })}
              </p>
            </>
          ) : (
            <p className={styles.muted}>{summary.isError ? t.t("rewards.failed") : t.t("rewards.loading")}</p>
          )}
        </Panel>
      </div>
      <InviteList timeZone={timeZone} />
    </PageLayout>
  );
}
