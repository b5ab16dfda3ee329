import type { ComponentType, ReactNode } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { siteMarketplaceSearchMessages } from "@kora/shared/i18n/messages/site-marketplace-search.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { CardGrid, CardTile } from "./card-tile.tsx";
import { LoadError } from "./states.tsx";
import { explorePath, fetchPage, marketplaceKeys, type ExploreGroup } from "./marketplace.client.ts";
import styles from "./explore.module.css";

/**
 * "Explore categories" under an empty search: 4 categories a page, up to 4 of their cards each. It
 * sits below the results, so it loads (code and data) in the browser once the page is interactive;
 * `Frame` is the section around it, which the page drew meanwhile (explore-frame.tsx); `categoryHref`
 * the search of one category (in the same shuffle).
 */
export function ExploreCategories({
  seed,
  Frame,
  categoryHref,
}: {
  seed: number | null;
  Frame: ComponentType<{ children?: ReactNode }>;
  categoryHref: (categoryId: string) => string;
}) {
  const t = useT(siteMarketplaceSearchMessages);
  const explore = useInfiniteQuery({
    queryKey: marketplaceKeys.explore(seed),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchPage<ExploreGroup>(explorePath(pageParam, seed)),
    getNextPageParam: (last) => (last.meta.page < last.meta.pages ? last.meta.page + 1 : undefined),
  });
  const groups = (explore.data?.pages ?? []).flatMap((page) => page.data).filter((group) => group.cards.length > 0);
  if (explore.isSuccess && groups.length === 0) return null;
  if (explore.isPending) return <Frame />;
  return (
    <Frame>
      {explore.isError && groups.length === 0 && (
        <LoadError error={explore.error} onRetry={() => void explore.refetch()} what="categories" />
      )}
      {groups.map(({ category, cards }) => (
        <div key={category.id} className={styles.exploreGroup}>
          <div className={styles.exploreGroupHead}>
            <h3>{category.name}</h3>
            <Link to={categoryHref(category.id)} className={styles.seeAll}>
              {t.rich("explore.seeAll", {
                category: category.name,
                hidden: (chunks) => (
                  <span key="hidden" className="visually-hidden">
                    {chunks}
                  </span>
                ),
              })}
              <Icon name="arrowRight" size={16} />
            </Link>
          </div>
          <CardGrid columns="wide">
            {cards.map((card) => (
              <CardTile key={card.id} card={card} headingLevel={4} />
            ))}
          </CardGrid>
        </div>
      ))}
      {explore.hasNextPage && (
        <div className={styles.exploreMore}>
          <Button variant="outline" onClick={() => void explore.fetchNextPage()} busy={explore.isFetchingNextPage}>
            {t.t("explore.more")}
          </Button>
        </div>
      )}
    </Frame>
  );
}
