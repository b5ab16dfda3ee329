import type { ReactNode } from "react";
import { Container } from "../../../ui/surface.tsx";
import { SkeletonGrid } from "./card-tile.tsx";
import styles from "./search.module.css";

/** The "Explore categories" section around its groups; with no children, its loading state. */
export function ExploreFrame({ children }: { children?: ReactNode }) {
  return (
    <section className={styles.explore} aria-labelledby="explore-title">
      <Container>
        <div className={styles.exploreHead}>
          <h2 id="explore-title">Explore categories</h2>
          <p>Not sure what to search for? Start from a topic.</p>
        </div>
        {children ?? <SkeletonGrid count={4} columns="wide" />}
      </Container>
    </section>
  );
}
