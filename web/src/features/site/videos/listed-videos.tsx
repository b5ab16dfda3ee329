import { Link, useSearchParams } from "react-router-dom";
import { siteVideosListMessages } from "@kora/shared/i18n/messages/site-videos-list.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { isMissing, useSiteData } from "../../../site-app/site-data.tsx";
import { listedVideosQuery, playerDuration } from "./public-video.ts";
import styles from "./public-video.module.css";
import { Pager } from "../../../ui/pager.tsx";

/** 8 a page, as the library (core §9). */
const PAGE_SIZE = 8;

/**
 * The videos their owners listed publicly (public-site §2 `/videos`), 8 a page with `?page=`, each
 * opening its /v/{slug} page. Server-rendered with the page that holds it, under that page's heading.
 */
export function ListedVideos() {
  const t = useT(siteVideosListMessages);
  const [params] = useSearchParams();
  const asked = Number.parseInt(params.get("page") ?? "", 10);
  const page = Number.isFinite(asked) && asked > 1 ? asked : 1;
  const result = useSiteData(listedVideosQuery(page));
  const tiles = isMissing(result) ? [] : result.data;
  const total = isMissing(result) ? 0 : (result.meta?.total ?? null);
  const hasNext = total === null ? tiles.length === PAGE_SIZE : page * PAGE_SIZE < total;
  return (
    <div className={styles.listing}>
      {tiles.length === 0 ? (
        <p className={styles.listingEmpty}>{page > 1 ? t.t("noMore") : t.t("none")}</p>
      ) : (
        <ul className={styles.tiles}>
          {tiles.map((tile) => (
            <li key={tile.slug}>
              <Link to={`/v/${encodeURIComponent(tile.slug)}`} className={styles.tile} reloadDocument>
                <span className={styles.tileThumb}>
                  <img src={tile.posterUrl} alt="" width={320} height={180} loading="lazy" />
                  {tile.durationSeconds !== null && <span className={styles.tileDuration}>{playerDuration(tile.durationSeconds)}</span>}
                </span>
                <span className={styles.tileTitle}>{tile.title}</span>
                <span className={styles.tileOwner}>{tile.ownerName}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager
        label={t.t("pager.label")}
        page={page}
        pages={hasNext ? page + 1 : page}
        hrefFor={(target) => (target === 1 ? "?" : `?page=${target}`)}
        previous={t.t("pager.previous")}
        next={t.t("pager.next")}
        status={t.t("pager.status", { page: String(page) })}
      />
    </div>
  );
}
