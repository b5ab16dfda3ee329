import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { BookingStatus } from "@kora/shared/domain/bookings/lifecycle.ts";
import { bookingsMessages } from "@kora/shared/i18n/messages/bookings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { Avatar } from "../../ui/avatar.tsx";
import { Icon } from "../../ui/icon.tsx";
import { initialsOf, type PartyDto } from "./booking-format.ts";
import styles from "./bookings.module.css";

const STATUS_TONES: Record<BookingStatus, string> = {
  "pending-approval": "awaiting",
  "suggested-times": "awaiting",
  confirmed: "confirmed",
  completed: "done",
  "cancelled-provisional": "ended",
  "cancelled-confirmed": "ended",
  "provisional-request-expired": "ended",
  "expired-learner-no-show": "missed",
  "expired-advisor-no-show": "missed",
  "expired-both-no-show": "missed",
};

/** A booking's status as people read it (both awaiting statuses show "Awaiting Response"). */
export function StatusChip({ status }: { status: BookingStatus }) {
  const t = useT(bookingsMessages);
  return <span className={`${styles.status} ${styles[STATUS_TONES[status]]}`}>{t.t(`status.${status}`)}</span>;
}

export function PartyAvatar({ party, size = 44 }: { party: PartyDto; size?: number }) {
  return <Avatar url={party.avatarUrl} initials={initialsOf(party.fullName)} size={size} />;
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.back}>
      <Icon name="arrowRight" size={16} />
      {children}
    </Link>
  );
}
