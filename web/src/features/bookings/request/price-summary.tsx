import type { PriceBreakdownDto } from "@kora/shared/contracts/bookings.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { priceLines } from "./request-form.ts";
import styles from "./request.module.css";

/** Advisor fee, admin fee %, private card fee % (when charged) and the total; "Free" for free sessions. */
export function PriceSummary({ price, duration, loading }: { price: PriceBreakdownDto | undefined; duration: number; loading?: boolean }) {
  if (!price) return <p className={styles.muted}>{loading ? "Working out the price…" : "The price could not be loaded."}</p>;
  const { lines, total } = priceLines(price, formatDuration(duration));
  return (
    <dl className={styles.price} aria-label="Price">
      {lines.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>{line.amount}</dd>
        </div>
      ))}
      <div className={styles.priceTotal}>
        <dt>Total</dt>
        <dd>{price.free ? <span className={styles.free}>Free</span> : total}</dd>
      </div>
    </dl>
  );
}
