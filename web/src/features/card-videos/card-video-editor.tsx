import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import type { VideoDto } from "@kora/shared/contracts/videos.ts";
import { CARD_VIDEO_MAX_SECONDS, CARD_VIDEO_MESSAGES, clipLength } from "@kora/shared/domain/card-videos/rules.ts";
import { hasExtra, planOf } from "@kora/shared/domain/plans/plans.ts";
import { ApiError } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { Panel } from "../../ui/surface.tsx";
import { LIBRARY_PATH, videoListQuery } from "../videos/videos.api.ts";
import { cardVideoMessageQuery, setCardVideoMessage } from "./card-videos.client.ts";
import styles from "./card-videos.module.css";

/** Why a library video can't be a card's message, or null when it can. */
function unusable(video: VideoDto, meId: string): string | null {
  if (video.relation !== "owner" || video.createdBy.id !== meId) return "Not yours";
  if (video.status !== "ready") return "Not ready yet";
  if (video.durationSeconds === null || video.durationSeconds > CARD_VIDEO_MAX_SECONDS) return "Longer than 2 minutes";
  return null;
}

const problemOf = (error: unknown) =>
  error instanceof ApiError ? (error.fields?.videoId?.[0] ?? error.message) : "We couldn't save that. Please try again.";

/** The owner's library, a page at a time, to pick the message from (only their own ready, short videos can be chosen). */
function LibraryChooser({ me, cardId, onDone }: { me: Me; cardId: string; onDone: () => void }) {
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
      toast.success("Video message added to your card.");
      onDone();
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setSaving(null);
    }
  }

  if (list.isPending) return <p className={styles.muted}>Loading your videos…</p>;
  if (list.isError) return <p className={styles.problem}>We couldn't load your videos. Please try again.</p>;
  if (list.data.data.length === 0)
    return (
      <p className={styles.muted}>
        Your library has no videos yet. <a href={me.instantMeetingLink}>Record one now</a> or upload one in your{" "}
        <Link to={LIBRARY_PATH}>video library</Link>.
      </p>
    );
  return (
    <div className={styles.chooser}>
      <ul className={styles.choices} aria-label="Your videos">
        {list.data.data.map((video) => {
          const reason = unusable(video, me.id);
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
                aria-label={`Use “${video.title}”`}
              >
                Use
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
              Previous
            </Button>
            <span className={styles.muted}>
              Page {page} of {pages}
            </span>
            <Button size="small" variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </>
        )}
        <Button size="small" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

function ProUpsell() {
  return (
    <div className={styles.upsell}>
      <p>{CARD_VIDEO_MESSAGES.proOnly} Say hello in your own words: visitors see it at the top of your card.</p>
      <Link to={appPath("more/plan")} className={styles.link}>
        See what Pro gives
      </Link>
    </div>
  );
}

function CurrentMessage({ cardId, pro, me }: { cardId: string; pro: boolean; me: Me }) {
  const message = useQuery(cardVideoMessageQuery(cardId));
  const [choosing, setChoosing] = useState(false);
  const [removing, setRemoving] = useState(false);
  if (message.isPending) return <p className={styles.muted}>Loading…</p>;
  if (message.isError) return <p className={styles.problem}>We couldn't load the video message. Please try again.</p>;
  const current = message.data;

  async function remove() {
    setRemoving(true);
    try {
      await setCardVideoMessage(cardId, null);
      toast.success("Video message removed from your card.");
    } catch (error) {
      toast.error(problemOf(error));
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
              {clipLength(current.durationSeconds)} ·{" "}
              {current.shown ? "Shown on your card" : "Hidden: visitors see it while you are on Pro"}
            </span>
          </span>
          <Button size="small" variant="ghost" busy={removing} onClick={() => void remove()}>
            Remove
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
              {current ? "Choose another video" : "Choose from your library"}
            </Button>
            <a href={me.instantMeetingLink} className={styles.link}>
              Record one now
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
  const titleId = useId();
  const pro = hasExtra(planOf(me.planSubscriptions), "video-messages");
  return (
    <Panel className={styles.section} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId}>Video message (Pro)</h2>
        <p>A short hello of up to 2 minutes from your video library, played at the top of your card.</p>
      </div>
      {cardId ? (
        <CurrentMessage cardId={cardId} pro={pro} me={me} />
      ) : pro ? (
        <p className={styles.muted}>Save the card first, then choose a video for it here.</p>
      ) : (
        <ProUpsell />
      )}
    </Panel>
  );
}
