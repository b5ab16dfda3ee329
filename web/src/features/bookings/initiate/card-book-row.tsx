import { Link } from "react-router-dom";
import type { CardSummary } from "@kora/shared/contracts/cards.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { formatRate } from "@kora/shared/domain/money/rates.ts";
import { Avatar } from "../../../ui/avatar.tsx";
import { ButtonLink } from "../../../ui/button.tsx";
import { initialsOf } from "../booking-format.ts";
import styles from "./initiate.module.css";

const rateText = (card: CardSummary) => (card.rate <= 0 ? "Free" : `${formatRate(card.rate, card.currency)} / 30 min`);

/** A card to book from a list: the advisor, the card, its rate and lengths, and the way to its book page. */
export function CardBookRow({ card, actionLabel }: { card: CardSummary; actionLabel: string }) {
  return (
    <li className={styles.item} aria-label={`${card.title} with ${card.user.fullName}`}>
      <Avatar url={card.user.avatarUrl} initials={initialsOf(card.user.fullName)} size={44} />
      <div className={styles.itemMain}>
        <strong>
          <Link to={card.link}>{card.title}</Link>
        </strong>
        <span>
          {card.user.fullName} · {rateText(card)} · {card.durations.map((minutes) => formatDuration(minutes)).join(", ")}
        </span>
      </div>
      <ButtonLink to={card.bookLink} size="small" aria-label={`${actionLabel}: ${card.title}`}>
        {actionLabel}
      </ButtonLink>
    </li>
  );
}
