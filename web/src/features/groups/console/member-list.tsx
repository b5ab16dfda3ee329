import { Link } from "react-router-dom";
import type { ConsoleMember } from "@kora/shared/contracts/group-console.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { groupsConsoleMessages } from "@kora/shared/i18n/messages/groups-console.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Avatar } from "../../../ui/avatar.tsx";
import type { ConsoleT } from "./console-filters.ts";
import { MemberActions } from "./member-actions.tsx";
import styles from "./members.module.css";

const initials = (m: ConsoleMember) => `${m.firstName[0] ?? ""}${m.lastName[0] ?? ""}`.toUpperCase();
/** "27 Nov 2026" (en-AU in English), or "Never". */
export const shortDate = (iso: string | null, t: ConsoleT, locale: Locale) =>
  iso
    ? new Intl.DateTimeFormat(locale === "en" ? "en-AU" : locale, { day: "numeric", month: "short", year: "numeric" }).format(new Date(iso))
    : t.t("never");

const STATUS_CLASS: Record<ConsoleMember["status"], string> = {
  Verified: styles.statusVerified!,
  "Awaiting Verification": styles.statusAwaiting!,
  UnVerified: styles.statusUnverified!,
};
const STATUS_KEY = { Verified: "status.verified", "Awaiting Verification": "status.awaiting", UnVerified: "status.unverified" } as const;
const ROLE_LABEL_KEY = {
  Advisor: "roleLabel.advisor",
  Learner: "roleLabel.learner",
  "Awaiting Review": "roleLabel.awaitingReview",
  Drafting: "roleLabel.drafting",
  "Awaiting Verification": "roleLabel.awaitingVerification",
  UnVerified: "roleLabel.unverified",
  Admin: "roleLabel.admin",
} as const;
/** A role label (core §4) in the page's language; one the console doesn't know shows as it came. */
const roleLabelText = (label: string, t: ConsoleT) =>
  Object.hasOwn(ROLE_LABEL_KEY, label) ? t.t(ROLE_LABEL_KEY[label as keyof typeof ROLE_LABEL_KEY]) : label;

export function StatusLabels({ member }: { member: ConsoleMember }) {
  const t = useT(groupsConsoleMessages);
  return (
    <span className={styles.labels}>
      <span className={`${styles.status} ${STATUS_CLASS[member.status]}`}>{t.t(STATUS_KEY[member.status])}</span>
      {member.roleLabel !== member.status && <span className={styles.roleLabel}>{roleLabelText(member.roleLabel, t)}</span>}
    </span>
  );
}

/** One page of members: who, their labels, their last visit to the group, 28-day activity and the actions; the name opens their details. */
export function MemberList({
  groupId,
  members,
  myId,
  openHref,
  openId,
}: {
  groupId: string;
  members: ConsoleMember[];
  myId: string;
  openHref: (userId: string) => string;
  openId: string | null;
}) {
  const t = useT(groupsConsoleMessages);
  const locale = useLocale();
  return (
    <ul className={styles.members} aria-label={t.t("list.label")}>
      {members.map((member) => (
        <li key={member.userId} className={member.userId === openId ? `${styles.member} ${styles.memberOpen}` : styles.member}>
          <Avatar url={member.avatarUrl} initials={initials(member)} size={40} />
          <div className={styles.memberMain}>
            <Link to={openHref(member.userId)} className={styles.memberName}>
              {member.firstName} {member.lastName}
            </Link>
            <StatusLabels member={member} />
          </div>
          <dl className={styles.memberActivity} aria-label={t.t("list.activity")}>
            <div>
              <dt>{t.t("list.lastVisit")}</dt>
              <dd>{shortDate(member.lastVisitedAt, t, locale)}</dd>
            </div>
            <div>
              <dt>{t.t("list.logins")}</dt>
              <dd>{member.activity28d.logins}</dd>
            </div>
            <div>
              <dt>{t.t("list.inmails")}</dt>
              <dd>{member.activity28d.inmailsOpened}</dd>
            </div>
            <div>
              <dt>{t.t("list.bookings")}</dt>
              <dd>{member.activity28d.bookings}</dd>
            </div>
          </dl>
          <MemberActions groupId={groupId} member={member} myId={myId} />
        </li>
      ))}
    </ul>
  );
}
