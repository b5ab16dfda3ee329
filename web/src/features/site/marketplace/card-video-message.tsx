import { Suspense, useState } from "react";
import type { CardVideoMessage, CardVideoMessageOwnerView } from "@kora/shared/contracts/card-videos.ts";
import { siteMarketplaceCardMessages } from "@kora/shared/i18n/messages/site-marketplace-card.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { isMissing, type SiteQuery, useSiteData } from "../../../site-app/site-data.tsx";
import { marketplaceKeys } from "./marketplace.client.ts";
import { ErrorBoundary } from "./states.tsx";
import styles from "./card-video-message.module.css";

type Message = CardVideoMessage | CardVideoMessageOwnerView;

/** `GET /api/cards/:id/video-message`: the card's video message (public-site §1 Pro), rendered with the page. */
const videoMessageQuery = (viewerId: string | null, cardId: string): SiteQuery<Message | null> => ({
  key: [...marketplaceKeys.all, "video-message", viewerId, cardId],
  path: `/api/cards/${encodeURIComponent(cardId)}/video-message`,
  missing: true,
});

const clip = (seconds: number) => {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};

/** Poster first (nothing loads but the image); a click swaps in the player and starts it. No captions track: a spoken hello. */
function ClipPlayer({ message, firstName }: { message: Message; firstName: string }) {
  const t = useT(siteMarketplaceCardMessages);
  const [playing, setPlaying] = useState(false);
  const length = clip(message.durationSeconds);
  return (
    <figure className={styles.message}>
      <div className={styles.frame}>
        {playing ? (
          // biome-ignore lint/a11y/useMediaCaption: a short spoken hello from the advisor; the card's text says the same in writing
          <video
            className={styles.video}
            src={message.streamUrl}
            poster={message.posterUrl}
            controls
            autoPlay
            playsInline
            preload="auto"
            data-testid="card-video"
          />
        ) : (
          <button
            type="button"
            className={styles.poster}
            onClick={() => setPlaying(true)}
            aria-label={t.t("video.play", { name: firstName, length })}
          >
            <img src={message.posterUrl} alt="" className={styles.image} />
            <span className={styles.play} aria-hidden="true" />
            <span className={styles.length} aria-hidden="true">
              {length}
            </span>
          </button>
        )}
      </div>
      <figcaption className={styles.caption}>{t.t("video.caption", { name: firstName })}</figcaption>
    </figure>
  );
}

function Loaded({ cardId, viewerId, firstName }: { cardId: string; viewerId: string | null; firstName: string }) {
  const message = useSiteData(videoMessageQuery(viewerId, cardId));
  // The owner hears about a hidden one in the editor; the page shows what visitors see.
  if (!message || isMissing(message) || ("shown" in message && !message.shown)) return null;
  return <ClipPlayer message={message} firstName={firstName} />;
}

/** The card's video message near the top of its page, when it has one; nothing if it has none or it fails to load. */
export function CardVideoMessageBox(props: { cardId: string; viewerId: string | null; firstName: string }) {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
