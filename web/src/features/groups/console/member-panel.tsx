import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import type { ConsoleGroup, ConsoleMemberDetail, GroupBooking } from "@kora/shared/contracts/group-console.ts";
import { BOOKING_STATUS_LABELS, type BookingStatus } from "@kora/shared/domain/bookings/lifecycle.ts";
import { Avatar } from "../../../ui/avatar.tsx";
import { Button } from "../../../ui/button.tsx";
import { LoadFailed } from "../../../ui/load-failed.tsx";
import { memberBookingsQuery, memberDetailQuery } from "./console.client.ts";
import { FacilitateDialog } from "./facilitate-dialog.tsx";
import { MemberActions } from "./member-actions.tsx";
import { shortDate, StatusLabels } from "./member-list.tsx";
import { roleName } from "./console-filters.ts";
import styles from "./members.module.css";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const timeFormat = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeStyle: "short" });

function BookingLine({ booking, memberId }: { booking: GroupBooking; memberId: string }) {
  const other = booking.learner.id === memberId ? booking.advisor : booking.learner;
  const side = booking.learner.id === memberId ? "with" : "for";
  return (
    <li className={styles.bookingLine}>
      <span className={styles.bookingWhen}>{booking.startAt ? timeFormat.format(new Date(booking.startAt)) : "Time not agreed yet"}</span>
      <span>
        {booking.duration} min {side} {other.name} · {booking.card.title}
      </span>
      <span className={styles.roleLabel}>{BOOKING_STATUS_LABELS[booking.status as BookingStatus] ?? booking.status}</span>
    </li>
  );
}

function MemberBookings({ groupId, memberId }: { groupId: string; memberId: string }) {
  const [page, setPage] = useState(1);
  const bookings = useQuery(memberBookingsQuery(groupId, memberId, page));
  if (bookings.isPending) return <p className={styles.muted}>Loading bookings…</p>;
  if (bookings.isError) return <LoadFailed what="bookings" className={styles.muted} onRetry={() => void bookings.refetch()} />;
  const { data, meta } = bookings.data;
  if (data.length === 0) return <p className={styles.muted}>No bookings with this group yet.</p>;
  return (
    <>
      <ul className={styles.bookingList}>
        {data.map((booking) => (
          <BookingLine key={booking.id} booking={booking} memberId={memberId} />
        ))}
      </ul>
      {meta.pages > 1 && (
        <div className={styles.miniPager}>
          <Button size="small" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <span>
            {page} of {meta.pages}
          </span>
          <Button size="small" variant="ghost" disabled={page >= meta.pages} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </div>
      )}
    </>
  );
}

function Detail({ group, member, myId }: { group: ConsoleGroup; member: ConsoleMemberDetail; myId: string }) {
  const [booking, setBooking] = useState(false);
  const name = `${member.firstName} ${member.lastName}`.trim();
  return (
    <>
      <div className={styles.panelHead}>
        <Avatar url={member.avatarUrl} initials={`${member.firstName[0] ?? ""}${member.lastName[0] ?? ""}`} size={56} />
        <div>
          <h2 id="member-title" className={styles.panelTitle}>
            {name}
          </h2>
          <StatusLabels member={member} />
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>Role</dt>
        <dd>{roleName(member.role)}</dd>
        <dt>Role when joined</dt>
        <dd>{roleName(member.roleWhenJoined)}</dd>
        <dt>Joined</dt>
        <dd>{shortDate(member.joinedAt)}</dd>
        <dt>Last log-in</dt>
        <dd>{shortDate(member.lastLoginAt)}</dd>
        <dt>Last visit</dt>
        <dd>{shortDate(member.lastVisitedAt)}</dd>
        <dt>Last 4 weeks</dt>
        <dd>
          {plural(member.activity28d.logins, "log-in")} · {plural(member.activity28d.inmailsOpened, "InMail")} opened ·{" "}
          {plural(member.activity28d.bookings, "booking")}
        </dd>
      </dl>
      <MemberActions groupId={group.id} member={member} myId={myId} />
      {member.userId !== myId && member.status === "Verified" && (
        <Button variant="secondary" onClick={() => setBooking(true)}>
          Book a session for {member.firstName}
        </Button>
      )}
      <h3 className={styles.subTitle}>Application</h3>
      {member.answers.length === 0 ? (
        <p className={styles.muted}>Joined without applying.</p>
      ) : (
        <dl className={styles.answers}>
          {member.answers.map((answer) => (
            <div key={answer.id}>
              <dt>{answer.label}</dt>
              <dd>{answer.answer}</dd>
            </div>
          ))}
        </dl>
      )}
      <h3 className={styles.subTitle}>Bookings with the group</h3>
      <MemberBookings groupId={group.id} memberId={member.userId} />
      {booking && <FacilitateDialog group={group} member={member} onClose={() => setBooking(false)} />}
    </>
  );
}

/** `?member=<userId>`: one member's details, answers, activity and bookings with the group, and booking for them. */
export function MemberPanel({ group, userId, myId, closeHref }: { group: ConsoleGroup; userId: string; myId: string; closeHref: string }) {
  const member = useQuery(memberDetailQuery(group.id, userId));
  return (
    <aside className={styles.memberPanel} aria-labelledby="member-title">
      <Link to={closeHref} className={styles.back}>
        ← All members
      </Link>
      {member.isPending ? (
        <p className={styles.muted}>Loading…</p>
      ) : member.isError ? (
        <p className={styles.muted} id="member-title">
          That person is not a member of this group.
        </p>
      ) : (
        <Detail group={group} member={member.data} myId={myId} />
      )}
    </aside>
  );
}
