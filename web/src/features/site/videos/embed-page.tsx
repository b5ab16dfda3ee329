import { useSearchParams } from "react-router-dom";
import { siteVideosMessages } from "@kora/shared/i18n/messages/site-videos.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { PageMeta, siteTitle, useResponseStatus } from "../../../site-app/page-meta.tsx";
import { isMissing, useSiteData } from "../../../site-app/site-data.tsx";
import { PublicPlayer } from "./public-player.tsx";
import { publicVideoQuery } from "./public-video.ts";
import styles from "./public-video.module.css";

/** `missing`: the slug named no video the visitor may watch (404); without a slug the page itself still exists. */
function EmbedUnavailable({ missing }: { missing: boolean }) {
  const t = useT(siteVideosMessages);
  useResponseStatus(missing ? 404 : 200);
  return (
    <div className={`${styles.embed} ${styles.embedMissing}`}>
      <PageMeta title={siteTitle(t.t("embed.title"))} description={t.t("embed.description")} noindex />
      <h1 className={styles.embedMessage}>{t.t("unavailable")}</h1>
    </div>
  );
}

function EmbeddedVideo({ slug }: { slug: string }) {
  const t = useT(siteVideosMessages);
  const video = useSiteData(publicVideoQuery(slug));
  if (isMissing(video)) return <EmbedUnavailable missing />;
  return (
    <div className={styles.embed}>
      <PageMeta
        title={siteTitle(video.title)}
        description={t.t("embed.shared", { title: video.title, owner: video.ownerName })}
        path={`/v/${slug}`}
        noindex
      />
      <PublicPlayer video={video} fill />
      <h1 className={styles.embedTitle}>
        <a href={`/v/${encodeURIComponent(slug)}`} target="_blank" rel="noopener">
          {video.title}
        </a>
      </h1>
    </div>
  );
}

/**
 * /embed?v={slug} — the player alone, for other sites' iframes: full-bleed video with its poster and a
 * title that opens the video's page in a new tab. The only page the server lets be framed.
 */
export default function EmbedPage() {
  const [params] = useSearchParams();
  const slug = params.get("v") ?? "";
  if (!slug) return <EmbedUnavailable missing={false} />;
  return <EmbeddedVideo slug={slug} />;
}
