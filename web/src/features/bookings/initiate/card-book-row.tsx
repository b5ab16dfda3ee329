import { Link } from "react-router-dom";
import type { CardSummary } from "@kora/shared/contracts/cards.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { formatRate } from "@kora/shared/domain/money/rates.ts";
import { bookingsInitiateMessages } from "@kora/shared/i18n/messages/bookings-initiate.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Avatar } from "../../../ui/avatar.tsx";
import { ButtonLink } from "../../../ui/button.tsx";
import { initialsOf } from "../booking-format.ts";
import styles from "./initiate.module.css";

/** A card to book from a list: the advisor, the card, its rate and lengths, and the way to its book page. */
export function CardBookRow({ card, actionLabel }: { card: CardSummary; actionLabel: string }) {
  const t = useT(bookingsInitiateMessages);
  const locale = t.locale;
  const rate = card.rate <= 0 ? t.t("row.free") : t.t("row.rate", { rate: formatRate(card.rate, card.currency, locale) });
  return (
    <li className={styles.item} aria-label={t.t("row.label", { card: card.title, name: card.user.fullName })}>
      <Avatar url={card.user.avatarUrl} initials={initialsOf(card.user.fullName)} size={44} />
      <div className={styles.itemMain}>
        <strong>
          <Link to={card.link}>{card.title}</Link>
        </strong>
        <span>
          {card.user.fullName} · {rate} · {card.durations.map((minutes) => formatDuration(minutes, locale)).join(", ")}
        </span>
      </div>
      <ButtonLink to={card.bookLink} size="small" aria-label={t.t("row.action", { action: actionLabel, card: card.title })}>
        {actionLabel}
      </ButtonLink>
    </li>
  );
}
