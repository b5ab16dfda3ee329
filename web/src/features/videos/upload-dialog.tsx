import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { useNavigate } from "react-router-dom";
import { videoTitleSchema } from "@kora/shared/contracts/videos.ts";
import { formatFileSize } from "@kora/shared/domain/videos/rules.ts";
import { videosMessages } from "@kora/shared/i18n/messages/videos.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { isApiError } from "../../lib/api-client.ts";
import { showToast } from "../../lib/toast/toast.atoms.ts";
import { FormDialog } from "../../ui/form-dialog.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { titleError, titleFromFileName, uploadProblem, uploadStorageLine, uploadType, type VideosT, videoPath } from "./video-format.ts";
import { announceUpload, refreshLibrary, uploadStorageQuery } from "./videos.client.ts";
import { uploadFile, videoUploadsSupported } from "./video-upload.ts";
import styles from "./videos.module.css";
import { type FieldErrorMap, useFieldErrors } from "../../ui/field-errors.tsx";

const UPLOAD_FIELDS = ["title", "file", "form"] as const;
type Errors = FieldErrorMap<(typeof UPLOAD_FIELDS)[number]>;
/** The dialog shows its errors in place and toasts none: nothing to scroll to. */
const noFocus = () => null;

/** A title the browser refused, in the page's language (nothing when there is no message). */
const titleMessage = (message: string | undefined, t: VideosT) => (message === undefined ? undefined : titleError(message, t));

/** Maps the API's 422 fields to the dialog's two fields (size and type belong to the file). */
function errorsFrom(error: unknown, t: VideosT): Errors {
  if (!isApiError(error)) return { form: t.t("upload.stopped") };
  const fields = error.fields ?? {};
  const file = fields.size?.[0] ?? fields.type?.[0] ?? fields.fileName?.[0];
  if (fields.title?.[0] || file) return { title: fields.title?.[0], file };
  return { form: error.message };
}

/**
 * "Upload a video": a title and a file, checked here first (type and size), then announced to the API
 * and sent over tus with a progress bar. On success the owner view shows the preparation's progress.
 */
export function UploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT(videosMessages);
  const navigate = useNavigate();
  const [title, setTitle] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const fieldErrors = useFieldErrors(UPLOAD_FIELDS, noFocus);
  const { errors, set: setErrors } = fieldErrors;
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<(() => void) | null>(null);
  const autoTitle = useRef("");
  const storage = useQuery({ ...uploadStorageQuery(), enabled: open });
  const supported = videoUploadsSupported();

  const close = () => {
    abort.current?.();
    abort.current = null;
    setProgress(null);
    setErrors({});
    setFile(null);
    setTitle("");
    autoTitle.current = "";
    onClose();
  };

  const pick = (picked: File | null) => {
    setFile(picked);
    const problem = picked ? uploadProblem(picked) : null;
    // The title follows the file until the person types their own.
    const suggested = picked && !problem ? titleFromFileName(picked.name) : "";
    if (title === autoTitle.current) {
      setTitle(suggested);
      autoTitle.current = suggested;
    }
    fieldErrors.setOne("file", problem === "type" ? t.t("upload.badType") : problem === "size" ? t.t("upload.tooBig") : undefined);
  };

  const submit = async () => {
    if (!supported) return;
    const checkedTitle = videoTitleSchema.safeParse(title);
    const problem = file ? uploadProblem(file) : "type";
    const next: Errors = {
      title: checkedTitle.success ? undefined : titleMessage(checkedTitle.error.issues[0]?.message, t),
      file: !file
        ? t.t("upload.noFile")
        : problem === "type"
          ? t.t("upload.badType")
          : problem === "size"
            ? t.t("upload.tooBig")
            : undefined,
    };
    setErrors(next);
    if (next.title || next.file || !file || !checkedTitle.success) return;
    setProgress(0);
    try {
      const { video, upload } = await announceUpload({
        title: checkedTitle.data,
        fileName: file.name,
        size: file.size,
        type: uploadType(file),
      });
      if (file.size > upload.maxBytes) {
        setErrors({ file: t.t("upload.tooBig") });
        setProgress(null);
        return;
      }
      const sending = uploadFile(file, upload, setProgress);
      abort.current = sending.abort;
      await sending.done;
      abort.current = null;
      await refreshLibrary();
      showToast(t.t("upload.done"), { kind: "success" });
      // Replaces the library's ?upload=1 entry: back from the video goes to the library, not to this dialog.
      navigate(videoPath(video.id), { replace: true });
    } catch (error) {
      setProgress(null);
      setErrors(errorsFrom(error, t));
    }
  };

  const busy = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <FormDialog
      open={open}
      title={t.t("upload.title")}
      submitLabel={busy ? t.t("upload.uploading") : t.t("upload.submit")}
      cancelLabel={t.t("cancel")}
      busy={busy}
      onSubmit={() => void submit()}
      onCancel={close}
    >
      <TextField
        label={t.t("title.label")}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
        disabled={busy}
        limit={TEXT_LIMITS.videoTitle}
      />
      <div className={styles.fileField}>
        <label htmlFor="video-upload-file" className={styles.fileLabel}>
          {t.t("upload.file")}
        </label>
        <p className={styles.fileHint} id="video-upload-hint">
          {t.t("upload.types")}
        </p>
        <input
          id="video-upload-file"
          type="file"
          accept="video/webm,video/mp4,video/quicktime,.webm,.mp4,.mov"
          aria-describedby={errors.file ? "video-upload-hint video-upload-error" : "video-upload-hint"}
          aria-invalid={errors.file ? true : undefined}
          disabled={busy || !supported}
          onChange={(event) => pick(event.target.files?.[0] ?? null)}
        />
        {file && !errors.file && <p className={styles.fileHint}>{formatFileSize(file.size)}</p>}
        {storage.data && <p className={styles.fileHint}>{uploadStorageLine(storage.data, t)}</p>}
        {!supported && (
          <p className={styles.fileError} role="alert">
            <span aria-hidden="true">!</span> {t.t("upload.unsupported")}
          </p>
        )}
        {errors.file && (
          <p className={styles.fileError} id="video-upload-error">
            <span aria-hidden="true">!</span> {errors.file}
          </p>
        )}
      </div>
      {busy && (
        <div className={styles.uploadProgress}>
          <progress max={100} value={percent} aria-label={t.t("upload.progress")} />
          <span>{t.t("upload.percent", { percent })}</span>
        </div>
      )}
      {errors.form && (
        <p className={styles.fileError} role="alert">
          {errors.form}
        </p>
      )}
    </FormDialog>
  );
}
