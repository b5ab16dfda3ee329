import { siteMarketplaceMessages } from "@kora/shared/i18n/messages/site-marketplace.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import styles from "./marketplace.module.css";

/** An average rating to one decimal: "4.7" ("4,7" in German). */
export const ratingNumber = (value: number, locale: Locale) =>
  locale === "en" ? value.toFixed(1) : new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

const HEART =
  "M12 20s-7-4.4-9.2-8.6C1.3 8.5 2.9 5 6.3 5c2 0 3.3 1.1 5.7 3.6C14.4 6.1 15.7 5 17.7 5c3.4 0 5 3.5 3.5 6.4C19 15.6 12 20 12 20z";

export function HeartIcon({ filled, size = 20 }: { filled: boolean; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={HEART} />
    </svg>
  );
}

const STAR = "M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.2L12 17l-5.6 3 1.1-6.2-4.6-4.4 6.3-.9z";

/** Five stars filled to the average (to the half star), with the number for screen readers. */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  const t = useT(siteMarketplaceMessages);
  const locale = useLocale();
  const rounded = Math.round(value * 2) / 2;
  return (
    <span className={styles.stars} role="img" aria-label={t.t("stars.label", { value: ratingNumber(value, locale) })}>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = rounded >= n ? 1 : rounded >= n - 0.5 ? 0.5 : 0;
        return (
          <svg key={n} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={STAR} fill="var(--grey-300)" />
            {fill > 0 && <path d={STAR} fill="#f5a524" style={fill < 1 ? { clipPath: "inset(0 50% 0 0)" } : undefined} />}
          </svg>
        );
      })}
    </span>
  );
}

/** "★★★★½ 4.6 (12)" — only for cards that have reviews. */
export function RatingSummary({ average, count, size }: { average: number; count: number; size?: number }) {
  const t = useT(siteMarketplaceMessages);
  const locale = useLocale();
  if (count <= 0) return null;
  return (
    <span className={styles.rating}>
      <Stars value={average} size={size} />
      <span aria-hidden="true">
        <strong>{ratingNumber(average, locale)}</strong> ({count})
      </span>
      <span className="visually-hidden">{t.t("rating.reviews", { count })}</span>
    </span>
  );
}
