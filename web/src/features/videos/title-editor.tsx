import { useState } from "react";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { videoTitleSchema, type VideoDto } from "@kora/shared/contracts/videos.ts";
import { isApiError } from "../../lib/api-client.ts";
import { showToast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { updateVideo } from "./videos.client.ts";
import styles from "./videos.module.css";

/** The title as a heading; the owner edits it in place (Enter saves, Escape cancels). */
export function TitleEditor({ video }: { video: VideoDto }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (video.relation !== "owner" || draft === null) {
    return (
      <div className={styles.titleRow}>
        <h1 className={styles.videoTitle}>{video.title}</h1>
        {video.relation === "owner" && (
          <Button variant="ghost" size="small" onClick={() => setDraft(video.title)} aria-label="Edit the title">
            <Icon name="edit" size={16} /> Edit
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
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setBusy(true);
    try {
      await updateVideo(video.id, { title: checked.data });
      showToast("Title saved.", { kind: "success" });
      cancel();
    } catch (failure) {
      setError(isApiError(failure) ? (failure.fields?.title?.[0] ?? failure.message) : "We couldn't save the title. Please try again.");
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
        label="Title"
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
          Save title
        </Button>
        <Button variant="outline" size="small" onClick={cancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
