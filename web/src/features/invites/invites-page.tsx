import { useQuery } from "@tanstack/react-query";
import { INVITE_MESSAGES } from "@kora/shared/contracts/invites.ts";
import { DEFAULT_TIMEZONE } from "@kora/shared/constants.ts";
import { maySendInvites } from "@kora/shared/domain/invites/invites.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { PageHead } from "../../ui/page-head.tsx";
import { Notice, Panel } from "../../ui/surface.tsx";
import { InviteForm } from "./invite-form.tsx";
import { InviteList } from "./invite-list.tsx";
import { inviteSummaryQuery } from "./invites.client.ts";
import styles from "./invites.module.css";
import { PageLayout } from "../../ui/page-layout.tsx";

/** "1 hour", "1.5 hours", "100 hours". */
const hoursText = (minutes: number) => {
  const hours = (minutes / 60).toFixed(1).replace(/\.0$/, "");
  return `${hours} ${hours === "1" ? "hour" : "hours"}`;
};

/** /my-kora/more — invites and rewards (core §2): invite by email, my invites, and the pro-bono credit they earned. */
export function InvitesPage() {
  usePageTitle("Invites and rewards");
  const { data: me } = useMe();
  const summary = useQuery(inviteSummaryQuery);
  const timeZone = me?.timezone ?? DEFAULT_TIMEZONE;
  if (me && !maySendInvites(me.type)) {
    return (
      <PageLayout width="medium">
        <PageHead title="Invites and rewards" />
        <Notice>{INVITE_MESSAGES.learnersCannotInvite}</Notice>
      </PageLayout>
    );
  }
  const limitReached = summary.data?.limitReached ?? false;
  return (
    <PageLayout width="medium">
      <PageHead title="Invites and rewards">
        Invite people you'd like to advise. Each one who signs up earns you an hour of pro-bono credit, up to 100 hours.
      </PageHead>
      {limitReached && (
        <div role="alert">
          <Notice tone="warning">{INVITE_MESSAGES.limitReached}</Notice>
        </div>
      )}
      <div className={styles.top}>
        <InviteForm limitReached={limitReached} />
        <Panel aria-labelledby="rewards-title" className={styles.panel}>
          <h2 id="rewards-title" className={styles.sectionTitle}>
            Your rewards
          </h2>
          {summary.data ? (
            <>
              <p className={styles.reward}>
                <span className={styles.rewardAmount}>{hoursText(summary.data.earnedMinutes)}</span>{" "}
                <span className={styles.muted}>of {hoursText(summary.data.maxMinutes)} pro-bono credit earned</span>
              </p>
              <progress
                className={styles.progress}
                max={summary.data.maxMinutes}
                value={summary.data.earnedMinutes}
                aria-label="Pro-bono credit earned"
              />
              <p className={styles.muted}>
                {summary.data.claimedCount === 1 ? "1 person has" : `${summary.data.claimedCount} people have`} joined from your invites.
                You've sent {summary.data.sentLast24Hours} of {summary.data.dailyLimit} invites allowed in 24 hours.
              </p>
            </>
          ) : (
            <p className={styles.muted}>{summary.isError ? "Your rewards couldn't be loaded." : "Loading your rewards…"}</p>
          )}
        </Panel>
      </div>
      <InviteList timeZone={timeZone} />
    </PageLayout>
  );
}
