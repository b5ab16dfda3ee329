import { Suspense } from "react";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import { siteMarketplaceCardMessages } from "@kora/shared/i18n/messages/site-marketplace-card.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { CardGrid, CardTile, SkeletonGrid } from "./card-tile.tsx";
import { ReviewStats } from "./review-stats.tsx";
import { Section } from "./card-sections.tsx";
import { useAfterHydration } from "./site-navigation.tsx";
import { isMissing, relatedQuery, relatedShown } from "./marketplace.client.ts";
import { useSiteData } from "../../../site-app/site-data.tsx";
import { ErrorBoundary } from "./states.tsx";
import styles from "./card-page.module.css";

const loadReviews = () => import("./reviews-list.tsx");

/**
 * Reviews (public-site §9); only marketplace cards have them (§3). The rating is in the page (and its
 * JSON-LD) already; the reviews themselves load in the browser once the page is interactive.
 */
export function ReviewsSection({ card }: { card: CardDetail }) {
  const t = useT(siteMarketplaceCardMessages);
  const list = useAfterHydration(loadReviews);
  const stats = { average: card.stats.reviewsAverage, count: card.stats.reviewsCount };
  return (
    <Section id="card-reviews" title={t.t("reviews.title")}>
      {list ? (
        <list.ReviewsList cardId={card.id} count={card.stats.reviewsCount} stats={stats} />
      ) : (
        <>
          <ReviewStats {...stats} />
          <p className={styles.muted}>{t.t("reviews.loading")}</p>
        </>
      )}
    </Section>
  );
}

function RelatedList({ cardId, viewerId }: { cardId: string; viewerId: string | null }) {
  const t = useT(siteMarketplaceCardMessages);
  const related = useSiteData(relatedQuery(viewerId, cardId));
  const cards = isMissing(related) ? [] : relatedShown(related, cardId);
  if (cards.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title">{t.t("related.title")}</h2>
      <CardGrid>
        {cards.map((card) => (
          <CardTile key={card.id} card={card} />
        ))}
      </CardGrid>
    </section>
  );
}

/**
 * Three more cards like this one; nothing when there are none or they failed to load. Rendered on
 * the server with the page; after a link in the browser the card shows first and these follow.
 */
export function RelatedCards({ cardId, viewerId }: { cardId: string; viewerId: string | null }) {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={<SkeletonGrid count={3} />}>
        <RelatedList cardId={cardId} viewerId={viewerId} />
      </Suspense>
    </ErrorBoundary>
  );
}
