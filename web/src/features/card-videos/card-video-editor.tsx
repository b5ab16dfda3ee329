import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import type { VideoDto } from "@kora/shared/contracts/videos.ts";
import { CARD_VIDEO_MAX_SECONDS, clipLength } from "@kora/shared/domain/card-videos/rules.ts";
import { hasExtra, planOf } from "@kora/shared/domain/plans/plans.ts";
import { videosCardMessages } from "@kora/shared/i18n/messages/videos-card.ts";
import type { KeyOf, Translator } from "@kora/shared/i18n/translate.ts";
import { ApiError } from "../../lib/api-client.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { Panel } from "../../ui/surface.tsx";
import { LIBRARY_PATH, videoListQuery } from "../videos/videos.api.ts";
import { cardVideoMessageQuery, setCardVideoMessage } from "./card-videos.client.ts";
import styles from "./card-videos.module.css";

type CardVideosT = Translator<KeyOf<typeof videosCardMessages>>;

/** Why a library video can't be a card's message, or null when it can. */
function unusable(video: VideoDto, meId: string, t: CardVideosT): string | null {
  if (video.relation !== "owner" || video.createdBy.id !== meId) return t.t("reason.notYours");
  if (video.status !== "ready") return t.t("reason.notReady");
  if (video.durationSeconds === null || video.durationSeconds > CARD_VIDEO_MAX_SECONDS) return t.t("reason.tooLong");
  return null;
}

/** The server's words for a refusal; ours when it couldn't be reached. */
const problemOf = (error: unknown, t: CardVideosT) =>
  error instanceof ApiError ? (error.fields?.videoId?.[0] ?? error.message) : t.t("saveFailed");

/** The owner's library, a page at a time, to pick the message from (only their own ready, short videos can be chosen). */
function LibraryChooser({ me, cardId, onDone }: { me: Me; cardId: string; onDone: () => void }) {
  const t = useT(videosCardMessages);
  const [page, setPage] = useState(1);
  const [saving, setSaving] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const list = useQuery(videoListQuery({ page, query: "" }));
  const pages = Math.max(1, Math.ceil((list.data?.meta.total ?? 0) / 8));

  async function choose(videoId: string) {
    setSaving(videoId);
    setProblem(null);
    try {
      await setCardVideoMessage(cardId, videoId);
      toast.success(t.t("added"));
      onDone();
    } catch (error) {
      setProblem(problemOf(error, t));
    } finally {
      setSaving(null);
    }
  }

  if (list.isPending) return <p className={styles.muted}>{t.t("loadingVideos")}</p>;
  if (list.isError) return <p className={styles.problem}>{t.t("videosFailed")}</p>;
  if (list.data.data.length === 0)
    return (
      <p className={styles.muted}>
        {t.rich<ReactNode>("emptyLibrary", {
          record: (chunks) => (
            <a key="record" href={me.instantMeetingLink}>
              {chunks}
            </a>
          ),
          library: (chunks) => (
            <Link key="library" to={LIBRARY_PATH}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    );
  return (
    <div className={styles.chooser}>
      <ul className={styles.choices} aria-label={t.t("list")}>
        {list.data.data.map((video) => {
          const reason = unusable(video, me.id, t);
          return (
            <li key={video.id} className={styles.choice}>
              {video.media ? <img src={video.media.posterUrl} alt="" className={styles.thumb} /> : <span className={styles.thumb} />}
              <span className={styles.choiceText}>
                <strong>{video.title}</strong>
                <span className={styles.muted}>
                  {video.durationSeconds !== null ? clipLength(video.durationSeconds) : "…"}
                  {reason && ` · ${reason}`}
                </span>
              </span>
              <Button
                size="small"
                variant="outline"
                disabled={reason !== null || saving !== null}
                busy={saving === video.id}
                onClick={() => void choose(video.id)}
                aria-label={t.t("useTitle", { title: video.title })}
              >
                {t.t("use")}
              </Button>
            </li>
          );
        })}
      </ul>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.row}>
        {pages > 1 && (
          <>
            <Button size="small" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t.t("previous")}
            </Button>
            <span className={styles.muted}>{t.t("pageOf", { page, pages })}</span>
            <Button size="small" variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t.t("next")}
            </Button>
          </>
        )}
        <Button size="small" variant="ghost" onClick={onDone}>
          {t.t("cancel")}
        </Button>
      </div>
    </div>
  );
}

function ProUpsell() {
  const t = useT(videosCardMessages);
  return (
    <div className={styles.upsell}>
      <p>{t.t("upsell")}</p>
      <Link to={appPath("more/plan")} className={styles.link}>
        {t.t("seePro")}
      </Link>
    </div>
  );
}

function CurrentMessage({ cardId, pro, me }: { cardId: string; pro: boolean; me: Me }) {
  const t = useT(videosCardMessages);
  const message = useQuery(cardVideoMessageQuery(cardId));
  const [choosing, setChoosing] = useState(false);
  const [removing, setRemoving] = useState(false);
  if (message.isPending) return <p className={styles.muted}>{t.t("loading")}</p>;
  if (message.isError) return <p className={styles.problem}>{t.t("messageFailed")}</p>;
  const current = message.data;

  async function remove() {
    setRemoving(true);
    try {
      await setCardVideoMessage(cardId, null);
      toast.success(t.t("removed"));
    } catch (error) {
      toast.error(problemOf(error, t));
    } finally {
      setRemoving(false);
    }
  }

  return (
    <>
      {current && (
        <div className={styles.current}>
          <img src={current.posterUrl} alt="" className={styles.thumb} />
          <span className={styles.choiceText}>
            <strong>{current.title}</strong>
            <span className={styles.muted}>
              {clipLength(current.durationSeconds)} · {current.shown ? t.t("shown") : t.t("hidden")}
            </span>
          </span>
          <Button size="small" variant="ghost" busy={removing} onClick={() => void remove()}>
            {t.t("remove")}
          </Button>
        </div>
      )}
      {!pro && <ProUpsell />}
      {pro &&
        (choosing ? (
          <LibraryChooser me={me} cardId={cardId} onDone={() => setChoosing(false)} />
        ) : (
          <div className={styles.row}>
            <Button size="small" variant="outline" onClick={() => setChoosing(true)}>
              {current ? t.t("chooseAnother") : t.t("chooseFromLibrary")}
            </Button>
            <a href={me.instantMeetingLink} className={styles.link}>
              {t.t("recordNow")}
            </a>
          </div>
        ))}
    </>
  );
}

/**
 * The card editor's "Video message (Pro)" section (public-site §1 Pro): a short video from the owner's
 * library shown at the top of the card. It saves on its own (the card needs saving once first).
 */
export function CardVideoSection({ me, cardId }: { me: Me; cardId: string | undefined }) {
  const t = useT(videosCardMessages);
  const titleId = useId();
  const pro = hasExtra(planOf(me.planSubscriptions), "video-messages");
  return (
    <Panel className={styles.section} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId}>{t.t("title")}</h2>
        <p>{t.t("intro")}</p>
      </div>
      {cardId ? (
        <CurrentMessage cardId={cardId} pro={pro} me={me} />
      ) : pro ? (
        <p className={styles.muted}>{t.t("saveCardFirst")}</p>
      ) : (
        <ProUpsell />
      )}
    </Panel>
  );
}
