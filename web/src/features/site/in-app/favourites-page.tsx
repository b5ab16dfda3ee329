import { type ReactNode, useState } from "react";
import { Navigate, useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { appPath } from "@kora/shared/brand.ts";
import type { CardSummary } from "@kora/shared/contracts/cards.ts";
import { siteInAppMessages } from "@kora/shared/i18n/messages/site-in-app.ts";
import { siteMarketplaceMessages } from "@kora/shared/i18n/messages/site-marketplace.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { toast } from "../../../lib/toast/toast.atoms.ts";
import { Button, ButtonLink } from "../../../ui/button.tsx";
import { CardGrid, CardTile, SkeletonGrid } from "../marketplace/card-tile.tsx";
import { favouritesQuery, setFavourite } from "../site.client.ts";
import { HeartIcon } from "../marketplace/marketplace-icons.tsx";
import { Pager } from "../../../ui/pager.tsx";
import { PAGE_SIZES, pageCount } from "../marketplace/pagination.ts";
import { failureMessage, LoadError, StateBox } from "../marketplace/states.tsx";
import { PageHead } from "../../../ui/page-head.tsx";
import styles from "./favourites.module.css";

const PATH = appPath("more/favourites");
const hrefFor = (page: number) => (page > 1 ? `${PATH}?page=${page}` : PATH);

function UnsaveButton({ card }: { card: CardSummary }) {
  const t = useT(siteInAppMessages);
  const words = useT(siteMarketplaceMessages);
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await setFavourite(card.id, false);
      toast.success(t.t("toast.removed", { title: card.title }));
    } catch (error) {
      toast.error(failureMessage(error, words));
      setBusy(false);
    }
  };
  return (
    <Button variant="ghost" size="small" onClick={() => void onClick()} busy={busy} aria-label={t.t("unsave.label", { title: card.title })}>
      {!busy && <HeartIcon filled size={16} />}
      {t.t("unsave")}
    </Button>
  );
}

/** /my-kora/more/favourites — saved cards (published and unlisted), 3 a page (public-site §9). */
export function FavouritesPage() {
  const t = useT(siteInAppMessages);
  usePageTitle(t.t("title"));
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const favourites = useQuery(favouritesQuery(page));
  const data = favourites.data;
  const pages = data ? pageCount(data.meta.total, data.meta.limit || PAGE_SIZES.favourites) : 0;

  let body: ReactNode;
  if (favourites.isPending) body = <SkeletonGrid count={PAGE_SIZES.favourites} />;
  else if (!data) body = <LoadError error={favourites.error} onRetry={() => void favourites.refetch()} what="favourites" />;
  else if (data.meta.total === 0)
    body = (
      <StateBox icon="search" title={t.t("empty.title")} actions={<ButtonLink to="/search">{t.t("empty.action")}</ButtonLink>}>
        {t.t("empty.text")}
      </StateBox>
    );
  else if (data.data.length === 0) return <Navigate to={hrefFor(pages)} replace />;
  else
    body = (
      <>
        <div className={favourites.isPlaceholderData ? styles.stale : undefined}>
          <CardGrid label={t.t("grid.label")}>
            {data.data.map((card) => (
              <CardTile key={card.id} card={card} action={<UnsaveButton card={card} />} />
            ))}
          </CardGrid>
        </div>
        <Pager numbered page={data.meta.page} pages={pages} hrefFor={hrefFor} label={t.t("pager.label")} />
      </>
    );

  return (
    <div className={styles.page}>
      <PageHead title={t.t("title")} className={styles.head}>
        {data && data.meta.total > 0 ? t.t("intro.count", { count: String(data.meta.total) }) : t.t("intro")}
      </PageHead>
      {body}
    </div>
  );
}
