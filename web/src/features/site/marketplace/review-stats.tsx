import { siteMarketplaceMessages } from "@kora/shared/i18n/messages/site-marketplace.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { ratingNumber, Stars } from "./marketplace-icons.tsx";
import styles from "./card-page.module.css";

/** "★ 4.7 · 12 reviews": the card's stars over its reviews (from the card, then from the reviews list's own answer). */
export function ReviewStats({ average, count }: { average: number; count: number }) {
  const t = useT(siteMarketplaceMessages);
  const locale = useLocale();
  if (count <= 0) return null;
  return (
    <p className={styles.reviewSummary} data-testid="review-stats">
      <Stars value={average} size={18} /> <strong>{ratingNumber(average, locale)}</strong> · {t.t("rating.reviews", { count })}
    </p>
  );
}
