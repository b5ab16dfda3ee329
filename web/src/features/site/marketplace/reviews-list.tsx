import { useInfiniteQuery } from "@tanstack/react-query";
import { siteMarketplaceCardMessages } from "@kora/shared/i18n/messages/site-marketplace-card.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Avatar } from "../../../ui/avatar.tsx";
import { Button } from "../../../ui/button.tsx";
import { intlLocale, reviewDate } from "./card-format.ts";
import { Stars } from "./marketplace-icons.tsx";
import { ReviewStats } from "./review-stats.tsx";
import { browserFetchJson } from "../../../site-app/site-data.tsx";
import { marketplaceKeys, reviewsPath, type ListMeta, type Review } from "./marketplace.client.ts";
import { LoadError } from "./states.tsx";
import styles from "./reviews.module.css";

/** `GET /api/cards/:id/reviews` meta: paging plus the card's average and count (contracts/cards.ts cardReviewsMetaSchema). */
type ReviewsMeta = ListMeta & { average: number; count: number };

/** A card's reviews, 5 at a time (public-site §9), with "Show more". Loaded in the browser after the page. */
export function ReviewsList({ cardId, count, stats }: { cardId: string; count: number; stats: { average: number; count: number } }) {
  const t = useT(siteMarketplaceCardMessages);
  const locale = useLocale();
  const reviews = useInfiniteQuery({
    queryKey: marketplaceKeys.reviews(cardId),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => browserFetchJson<{ data: Review[]; meta: ReviewsMeta }>(reviewsPath(cardId, pageParam), { envelope: true }),
    getNextPageParam: (last) => (last.meta.page < last.meta.pages ? last.meta.page + 1 : undefined),
  });
  const items = (reviews.data?.pages ?? []).flatMap((page) => page.data);
  const total = reviews.data?.pages[0]?.meta.total ?? count;
  const meta = reviews.data?.pages[0]?.meta;
  return (
    <>
      <ReviewStats average={meta?.average ?? stats.average} count={meta?.count ?? stats.count} />
      {reviews.isPending && <p className={styles.muted}>{t.t("reviews.loading")}</p>}
      {reviews.isError && items.length === 0 && <LoadError error={reviews.error} onRetry={() => void reviews.refetch()} what="reviews" />}
      {reviews.isSuccess && items.length === 0 && <p className={styles.muted}>{t.t("reviews.none")}</p>}
      {items.length > 0 && (
        <ol className={styles.reviews}>
          {items.map((review) => (
            <li key={review.id}>
              <div className={styles.reviewHead}>
                <Avatar url={review.createdBy.avatarUrl} initials={review.createdBy.firstName.charAt(0).toUpperCase() || "?"} size={36} />
                <div>
                  <strong>{review.createdBy.firstName}</strong>
                  <span className={styles.muted}>{reviewDate(review.createdAt, intlLocale(locale))}</span>
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
          {total > items.length ? t.t("reviews.moreCount", { count: String(total - items.length) }) : t.t("reviews.more")}
        </Button>
      )}
    </>
  );
}
