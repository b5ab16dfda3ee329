import type { PriceBreakdownDto } from "@kora/shared/contracts/bookings.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { bookingsRequestMessages } from "@kora/shared/i18n/messages/bookings-request.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { priceLines } from "./request-form.ts";
import styles from "./request.module.css";

/** Advisor fee, admin fee %, private card fee % (when charged) and the total; "Free" for free sessions. */
export function PriceSummary({ price, duration, loading }: { price: PriceBreakdownDto | undefined; duration: number; loading?: boolean }) {
  const t = useT(bookingsRequestMessages);
  if (!price) return <p className={styles.muted}>{t.t(loading ? "price.working" : "price.failed")}</p>;
  const { lines, total } = priceLines(price, formatDuration(duration, t.locale), t);
  return (
    <dl className={styles.price} aria-label={t.t("price.label")}>
      {lines.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>{line.amount}</dd>
        </div>
      ))}
      <div className={styles.priceTotal}>
        <dt>{t.t("price.total")}</dt>
        <dd>{price.free ? <span className={styles.free}>{t.t("price.free")}</span> : total}</dd>
      </div>
    </dl>
  );
}
