import { useId, useRef, useState } from "react";
import { siteVideosMessages } from "@kora/shared/i18n/messages/site-videos.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { postJson, SiteApiError } from "../../../site-app/site-data.tsx";
import { Button } from "../../../ui/button.tsx";
import { FIRST_NAME_MAX, firstNameIssue, videoApiPath, type PublicVideoDto } from "./public-video.ts";
import styles from "./public-video.module.css";

/** "Your first name" before a signed-out viewer's first play (public-site §6): it counts the view. */
function NameGate({ slug, onNamed }: { slug: string; onNamed: () => void }) {
  const t = useT(siteVideosMessages);
  const id = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const issue = firstNameIssue(name);
    if (issue) return setError(issue === "required" ? t.t("name.required") : t.t("name.tooLong", { max: String(FIRST_NAME_MAX) }));
    setBusy(true);
    try {
      await postJson(`${videoApiPath(slug)}/views`, { firstName: name.trim() });
      onNamed();
    } catch (failure) {
      setError(failure instanceof SiteApiError ? (failure.fields?.firstName?.[0] ?? failure.message) : t.t("name.required"));
      setBusy(false);
    }
  };
  return (
    <form
      className={styles.gate}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className={styles.gateLead}>{t.t("gate.lead")}</p>
      <label htmlFor={id} className={styles.gateLabel}>
        {t.t("gate.label")}
      </label>
      <div className={styles.gateRow}>
        <input
          id={id}
          className={styles.gateInput}
          value={name}
          autoComplete="given-name"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit" busy={busy}>
          {t.t("gate.watch")}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.gateError}>
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * The player as a viewer gets it: the name form first when needed, else the video, whose first play
 * counts a view. Range requests let the browser seek without fetching the whole file.
 */
export function PublicPlayer({ video, fill = false }: { video: PublicVideoDto; fill?: boolean }) {
  const t = useT(siteVideosMessages);
  const [named, setNamed] = useState(!video.needsName);
  const counted = useRef(false);
  const frame = fill ? `${styles.player} ${styles.playerFill}` : styles.player;
  if (video.status !== "ready" || !video.media)
    return (
      <div className={`${frame} ${styles.waiting}`} role="status">
        {video.status === "failed" ? t.t("unavailable") : t.t("notReady")}
      </div>
    );
  if (!named)
    return (
      <div className={`${frame} ${styles.gateFrame}`} style={{ backgroundImage: `url("${video.media.posterUrl}")` }}>
        <NameGate
          slug={video.slug}
          onNamed={() => {
            counted.current = true;
            setNamed(true);
          }}
        />
      </div>
    );
  return (
    <div className={frame}>
      {/* biome-ignore lint/a11y/useMediaCaption: recordings of calls have no caption track to offer */}
      <video
        className={styles.video}
        src={video.media.videoUrl}
        poster={video.media.posterUrl}
        controls
        preload="metadata"
        playsInline
        autoPlay={video.needsName}
        aria-label={video.title}
        onPlay={() => {
          if (counted.current) return;
          counted.current = true;
          postJson(`${videoApiPath(video.slug)}/views`, {}).catch(() => {
            // A view that wasn't counted doesn't stop anyone watching.
          });
        }}
      />
    </div>
  );
}
