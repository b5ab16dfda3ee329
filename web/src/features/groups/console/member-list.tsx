import { Link } from "react-router-dom";
import type { ConsoleMember } from "@kora/shared/contracts/group-console.ts";
import { Avatar } from "../../../ui/avatar.tsx";
import { MemberActions } from "./member-actions.tsx";
import styles from "./members.module.css";

const initials = (m: ConsoleMember) => `${m.firstName[0] ?? ""}${m.lastName[0] ?? ""}`.toUpperCase();
const dateFormat = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", year: "numeric" });
export const shortDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : "Never");

const STATUS_CLASS: Record<ConsoleMember["status"], string> = {
  Verified: styles.statusVerified!,
  "Awaiting Verification": styles.statusAwaiting!,
  UnVerified: styles.statusUnverified!,
};

export function StatusLabels({ member }: { member: ConsoleMember }) {
  return (
    <span className={styles.labels}>
      <span className={`${styles.status} ${STATUS_CLASS[member.status]}`}>{member.status}</span>
      {member.roleLabel !== member.status && <span className={styles.roleLabel}>{member.roleLabel}</span>}
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
  return (
    <ul className={styles.members} aria-label="Members">
      {members.map((member) => (
        <li key={member.userId} className={member.userId === openId ? `${styles.member} ${styles.memberOpen}` : styles.member}>
          <Avatar url={member.avatarUrl} initials={initials(member)} size={40} />
          <div className={styles.memberMain}>
            <Link to={openHref(member.userId)} className={styles.memberName}>
              {member.firstName} {member.lastName}
            </Link>
            <StatusLabels member={member} />
          </div>
          <dl className={styles.memberActivity} aria-label="Last visit and the last 4 weeks">
            <div>
              <dt>Last visit</dt>
              <dd>{shortDate(member.lastVisitedAt)}</dd>
            </div>
            <div>
              <dt>Log-ins</dt>
              <dd>{member.activity28d.logins}</dd>
            </div>
            <div>
              <dt>InMails opened</dt>
              <dd>{member.activity28d.inmailsOpened}</dd>
            </div>
            <div>
              <dt>Bookings</dt>
              <dd>{member.activity28d.bookings}</dd>
            </div>
          </dl>
          <MemberActions groupId={groupId} member={member} myId={myId} />
        </li>
      ))}
    </ul>
  );
}
