import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { Button } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { Container } from "../../ui/surface.tsx";
import { CardGrid, CardTile, SkeletonGrid } from "./card-tile.tsx";
import { exploreQuery } from "./marketplace.api.ts";
import { LoadError } from "./states.tsx";
import { EMPTY_FILTERS } from "./search-filters.ts";
import { searchHref } from "./use-search-filters.ts";
import styles from "./search.module.css";

/** "Explore categories" under an empty search: 4 categories a page, up to 4 of their cards each. */
export function ExploreCategories({ seed }: { seed: number | null }) {
  const explore = useInfiniteQuery(exploreQuery(seed));
  const groups = (explore.data?.pages ?? []).flatMap((page) => page.data).filter((group) => group.cards.length > 0);
  if (explore.isSuccess && groups.length === 0) return null;
  return (
    <section className={styles.explore} aria-labelledby="explore-title">
      <Container>
        <div className={styles.exploreHead}>
          <h2 id="explore-title">Explore categories</h2>
          <p>Not sure what to search for? Start from a topic.</p>
        </div>
        {explore.isPending && <SkeletonGrid count={4} columns="wide" />}
        {explore.isError && groups.length === 0 && <LoadError error={explore.error} onRetry={() => void explore.refetch()} what="the categories" />}
        {groups.map(({ category, cards }) => (
          <div key={category.id} className={styles.exploreGroup}>
            <div className={styles.exploreGroupHead}>
              <h3>{category.name}</h3>
              <Link to={searchHref({ ...EMPTY_FILTERS, category: category.id, seed })} className={styles.seeAll}>
                See all <span className="visually-hidden">{category.name} advisors</span>
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
              More categories
            </Button>
          </div>
        )}
      </Container>
    </section>
  );
}
