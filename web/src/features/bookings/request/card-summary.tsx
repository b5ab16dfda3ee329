import { Link } from "react-router-dom";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { formatRate } from "@kora/shared/domain/money/rates.ts";
import { bookingsRequestMessages } from "@kora/shared/i18n/messages/bookings-request.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Avatar } from "../../../ui/avatar.tsx";
import { Container } from "../../../ui/surface.tsx";
import styles from "./request.module.css";

export const initialsOf = (fullName: string) => {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.charAt(0) ?? "") + (parts.length > 1 ? (parts.at(-1)?.charAt(0) ?? "") : "")).toUpperCase() || "?";
};

/** The card being booked: who, what, the rate and session lengths, with links back to the card. */
export function CardSummaryHeader({ card, title }: { card: CardDetail; title: string }) {
  const t = useT(bookingsRequestMessages);
  const locale = useLocale();
  const cardPath = `/advisors/${card.user.slug}/${card.slug}`;
  // Sessions are charged in the card's currency, so that is the rate shown; a conversion is only a guide.
  const perHalfHour = formatRate(card.rate, card.currency, locale);
  const rate =
    card.rate <= 0
      ? t.t("rate.free")
      : card.convertedRate && card.convertedRate.currency !== card.currency
        ? t.t("rate.per30Converted", {
            rate: perHalfHour,
            converted: formatRate(card.convertedRate.minor, card.convertedRate.currency, locale),
          })
        : t.t("rate.per30", { rate: perHalfHour });
  return (
    <header className={styles.header}>
      <Container>
        <nav aria-label={t.t("breadcrumb")} className={styles.crumbs}>
          <Link to={`/advisors/${card.user.slug}`}>{card.user.fullName}</Link>
          <span aria-hidden="true">/</span>
          <Link to={cardPath}>{card.title}</Link>
        </nav>
        <div className={styles.headerRow}>
          <Avatar url={card.user.avatarUrl} initials={initialsOf(card.user.fullName)} size={64} />
          <div className={styles.headerText}>
            <h1>{title}</h1>
            {title !== card.title && (
              <p className={styles.headerCard}>
                <Link to={cardPath}>{card.title}</Link>
              </p>
            )}
            <ul className={styles.headerFacts}>
              <li>{rate}</li>
              {card.durations.length > 0 && (
                <li>{t.t("sessionsOf", { lengths: card.durations.map((minutes) => formatDuration(minutes, locale)).join(", ") })}</li>
              )}
              {card.proBono && <li className={styles.proBono}>{t.t("proBonoAvailable")}</li>}
            </ul>
          </div>
        </div>
      </Container>
    </header>
  );
}
