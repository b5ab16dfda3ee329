import { Stars } from "./marketplace-icons.tsx";
import styles from "./card-page.module.css";

/** "★ 4.7 · 12 reviews": the card's stars over its reviews (from the card, then from the reviews list's own answer). */
export function ReviewStats({ average, count }: { average: number; count: number }) {
  if (count <= 0) return null;
  return (
    <p className={styles.reviewSummary} data-testid="review-stats">
      <Stars value={average} size={18} /> <strong>{average.toFixed(1)}</strong> · {count} {count === 1 ? "review" : "reviews"}
    </p>
  );
}
