import { useState } from "react";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { videoTitleSchema, type VideoDto } from "@kora/shared/contracts/videos.ts";
import { videosMessages } from "@kora/shared/i18n/messages/videos.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { isApiError } from "../../lib/api-client.ts";
import { showToast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { titleError } from "./video-format.ts";
import { updateVideo } from "./videos.client.ts";
import styles from "./videos.module.css";

/** The title as a heading; the owner edits it in place (Enter saves, Escape cancels). */
export function TitleEditor({ video }: { video: VideoDto }) {
  const t = useT(videosMessages);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (video.relation !== "owner" || draft === null) {
    return (
      <div className={styles.titleRow}>
        <h1 className={styles.videoTitle}>{video.title}</h1>
        {video.relation === "owner" && (
          <Button variant="ghost" size="small" onClick={() => setDraft(video.title)} aria-label={t.t("title.edit")}>
            <Icon name="edit" size={16} /> {t.t("title.editShort")}
          </Button>
        )}
      </div>
    );
  }

  const cancel = () => {
    setDraft(null);
    setError(undefined);
  };
  const save = async () => {
    const checked = videoTitleSchema.safeParse(draft);
    if (!checked.success) {
      const issue = checked.error.issues[0]?.message;
      return setError(issue === undefined ? undefined : titleError(issue, t));
    }
    setBusy(true);
    try {
      await updateVideo(video.id, { title: checked.data });
      showToast(t.t("title.saved"), { kind: "success" });
      cancel();
    } catch (failure) {
      setError(isApiError(failure) ? (failure.fields?.title?.[0] ?? failure.message) : t.t("title.failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.titleForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") cancel();
      }}
    >
      <TextField
        label={t.t("title.label")}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(undefined);
        }}
        error={error}
        autoFocus
        limit={TEXT_LIMITS.videoTitle}
      />
      <div className={styles.titleButtons}>
        <Button type="submit" size="small" busy={busy}>
          {t.t("title.save")}
        </Button>
        <Button variant="outline" size="small" onClick={cancel} disabled={busy}>
          {t.t("cancel")}
        </Button>
      </div>
    </form>
  );
}
