import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import { Avatar } from "../../ui/avatar.tsx";
import { Button } from "../../ui/button.tsx";
import { CardGrid, CardTile, SkeletonGrid } from "./card-tile.tsx";
import { reviewDate } from "./card-format.ts";
import { relatedQuery, reviewsQuery } from "./marketplace.api.ts";
import { RatingSummary, Stars } from "./marketplace-icons.tsx";
import { Section } from "./card-sections.tsx";
import { LoadError } from "./states.tsx";
import styles from "./card-page.module.css";

/** Reviews, 5 at a time (public-site §9); only marketplace cards have them (§3). */
export function ReviewsSection({ card }: { card: CardDetail }) {
  const reviews = useInfiniteQuery(reviewsQuery(card.id));
  const items = (reviews.data?.pages ?? []).flatMap((page) => page.data);
  const total = reviews.data?.pages[0]?.meta.total ?? card.stats.reviewsCount;
  return (
    <Section id="card-reviews" title="Reviews">
      {card.stats.reviewsCount > 0 && (
        <p className={styles.reviewSummary}>
          <RatingSummary average={card.stats.reviewsAverage} count={card.stats.reviewsCount} size={20} />
        </p>
      )}
      {reviews.isPending && <p className={styles.muted}>Loading reviews…</p>}
      {reviews.isError && items.length === 0 && <LoadError error={reviews.error} onRetry={() => void reviews.refetch()} what="the reviews" />}
      {reviews.isSuccess && items.length === 0 && <p className={styles.muted}>No reviews yet. Book a session and be the first to leave one.</p>}
      {items.length > 0 && (
        <ol className={styles.reviews}>
          {items.map((review) => (
            <li key={review.id}>
              <div className={styles.reviewHead}>
                <Avatar url={review.createdBy.avatarUrl} initials={review.createdBy.firstName.charAt(0).toUpperCase() || "?"} size={36} />
                <div>
                  <strong>{review.createdBy.firstName}</strong>
                  <span className={styles.muted}>{reviewDate(review.createdAt)}</span>
                </div>
                <Stars value={review.rating} size={15} />
              </div>
              {review.comments && <p>{review.comments}</p>}
            </li>
          ))}
        </ol>
      )}
      {reviews.hasNextPage && (
        <Button variant="outline" size="small" onClick={() => void reviews.fetchNextPage()} busy={reviews.isFetchingNextPage}>
          Show more reviews{total > items.length ? ` (${total - items.length} more)` : ""}
        </Button>
      )}
    </Section>
  );
}

/** Three more cards like this one; nothing when there are none. */
export function RelatedCards({ cardId, viewerId }: { cardId: string; viewerId: string | null }) {
  const related = useQuery(relatedQuery(viewerId, cardId));
  if (related.isError || (related.isSuccess && related.data.length === 0)) return null;
  return (
    <section className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title">More advisors like this</h2>
      {related.isPending ? (
        <SkeletonGrid count={3} />
      ) : (
        <CardGrid>
          {related.data.map((card) => (
            <CardTile key={card.id} card={card} />
          ))}
        </CardGrid>
      )}
    </section>
  );
}
