import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import type { ConsoleGroup, ConsoleMemberDetail, GroupBooking } from "@kora/shared/contracts/group-console.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { groupsConsoleMessages } from "@kora/shared/i18n/messages/groups-console.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Avatar } from "../../../ui/avatar.tsx";
import { Button } from "../../../ui/button.tsx";
import { LoadFailed } from "../../../ui/load-failed.tsx";
import { memberBookingsQuery, memberDetailQuery } from "./console.client.ts";
import { FacilitateDialog } from "./facilitate-dialog.tsx";
import { MemberActions } from "./member-actions.tsx";
import { shortDate, StatusLabels } from "./member-list.tsx";
import { roleName } from "./console-filters.ts";
import styles from "./members.module.css";

/** A booking's start, "27 Nov 2026, 10:00 am" (en-AU in English). */
const startText = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-AU" : locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

function BookingLine({ booking, memberId }: { booking: GroupBooking; memberId: string }) {
  const t = useT(groupsConsoleMessages);
  const locale = useLocale();
  const learner = booking.learner.id === memberId;
  const other = learner ? booking.advisor : booking.learner;
  const status = `bookingStatus.${booking.status}`;
  return (
    <li className={styles.bookingLine}>
      <span className={styles.bookingWhen}>{booking.startAt ? startText(booking.startAt, locale) : t.t("booking.noTime")}</span>
      <span>
        {t.t(learner ? "booking.with" : "booking.for", { duration: booking.duration, name: other.name, title: booking.card.title })}
      </span>
      <span className={styles.roleLabel}>{t.has(status) ? t.t(status) : booking.status}</span>
    </li>
  );
}

function MemberBookings({ groupId, memberId }: { groupId: string; memberId: string }) {
  const [page, setPage] = useState(1);
  const bookings = useQuery(memberBookingsQuery(groupId, memberId, page));
  const t = useT(groupsConsoleMessages);
  if (bookings.isPending) return <p className={styles.muted}>{t.t("bookings.loading")}</p>;
  if (bookings.isError)
    return <LoadFailed message={t.t("bookings.failed")} className={styles.muted} onRetry={() => void bookings.refetch()} />;
  const { data, meta } = bookings.data;
  if (data.length === 0) return <p className={styles.muted}>{t.t("bookings.empty")}</p>;
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
            {t.t("bookings.newer")}
          </Button>
          <span>{t.t("bookings.page", { page, pages: meta.pages })}</span>
          <Button size="small" variant="ghost" disabled={page >= meta.pages} onClick={() => setPage(page + 1)}>
            {t.t("bookings.older")}
          </Button>
        </div>
      )}
    </>
  );
}

function Detail({ group, member, myId }: { group: ConsoleGroup; member: ConsoleMemberDetail; myId: string }) {
  const [booking, setBooking] = useState(false);
  const t = useT(groupsConsoleMessages);
  const locale = useLocale();
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
        <dt>{t.t("panel.role")}</dt>
        <dd>{roleName(member.role, t)}</dd>
        <dt>{t.t("panel.roleWhenJoined")}</dt>
        <dd>{roleName(member.roleWhenJoined, t)}</dd>
        <dt>{t.t("panel.joined")}</dt>
        <dd>{shortDate(member.joinedAt, t, locale)}</dd>
        <dt>{t.t("panel.lastLogin")}</dt>
        <dd>{shortDate(member.lastLoginAt, t, locale)}</dd>
        <dt>{t.t("panel.lastVisit")}</dt>
        <dd>{shortDate(member.lastVisitedAt, t, locale)}</dd>
        <dt>{t.t("panel.last4Weeks")}</dt>
        <dd>
          {t.t("panel.activity", {
            logins: member.activity28d.logins,
            inmails: member.activity28d.inmailsOpened,
            bookings: member.activity28d.bookings,
          })}
        </dd>
      </dl>
      <MemberActions groupId={group.id} member={member} myId={myId} />
      {member.userId !== myId && member.status === "Verified" && (
        <Button variant="secondary" onClick={() => setBooking(true)}>
          {t.t("panel.book", { firstName: member.firstName })}
        </Button>
      )}
      <h3 className={styles.subTitle}>{t.t("panel.application")}</h3>
      {member.answers.length === 0 ? (
        <p className={styles.muted}>{t.t("panel.noApplication")}</p>
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
      <h3 className={styles.subTitle}>{t.t("panel.bookings")}</h3>
      <MemberBookings groupId={group.id} memberId={member.userId} />
      {booking && <FacilitateDialog group={group} member={member} onClose={() => setBooking(false)} />}
    </>
  );
}

/** `?member=<userId>`: one member's details, answers, activity and bookings with the group, and booking for them. */
export function MemberPanel({ group, userId, myId, closeHref }: { group: ConsoleGroup; userId: string; myId: string; closeHref: string }) {
  const member = useQuery(memberDetailQuery(group.id, userId));
  const t = useT(groupsConsoleMessages);
  return (
    <aside className={styles.memberPanel} aria-labelledby="member-title">
      <Link to={closeHref} className={styles.back}>
        {t.t("panel.back")}
      </Link>
      {member.isPending ? (
        <p className={styles.muted}>{t.t("loading")}</p>
      ) : member.isError ? (
        <p className={styles.muted} id="member-title">
          {t.t("panel.notMember")}
        </p>
      ) : (
        <Detail group={group} member={member.data} myId={myId} />
      )}
    </aside>
  );
}
