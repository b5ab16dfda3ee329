import type { ReactNode } from "react";
import { siteMarketplaceSearchMessages } from "@kora/shared/i18n/messages/site-marketplace-search.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Container } from "../../../ui/surface.tsx";
import { SkeletonGrid } from "./card-tile.tsx";
import styles from "./search.module.css";

/** The "Explore categories" section around its groups; with no children, its loading state. */
export function ExploreFrame({ children }: { children?: ReactNode }) {
  const t = useT(siteMarketplaceSearchMessages);
  return (
    <section className={styles.explore} aria-labelledby="explore-title">
      <Container>
        <div className={styles.exploreHead}>
          <h2 id="explore-title">{t.t("explore.title")}</h2>
          <p>{t.t("explore.lede")}</p>
        </div>
        {children ?? <SkeletonGrid count={4} columns="wide" />}
      </Container>
    </section>
  );
}
