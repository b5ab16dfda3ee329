import { useState } from "react";
import { postJson, SiteApiError } from "../../../site-app/site-data.tsx";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { REPORT_REASONS, reportDetailsProblem, videoApiPath } from "./public-video.ts";
import styles from "./public-video.module.css";

/** "Report this video": a reason and optional details for the team (core §7 video_report). */
export function ReportVideo({ slug }: { slug: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<string>("");
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const close = () => {
    setOpen(false);
    setError(null);
  };
  const submit = async () => {
    if (!reason) return setError("Please choose a reason.");
    const tooMuch = reportDetailsProblem(details);
    if (tooMuch) return setError(tooMuch);
    setBusy(true);
    try {
      await postJson(`${videoApiPath(slug)}/report`, { reason, details: details.trim() || undefined });
      setSent(true);
      close();
    } catch (failure) {
      setError(failure instanceof SiteApiError ? failure.message : "We couldn't send that. Please try again.");
    } finally {
      setBusy(false);
    }
  };
  if (sent) return <p className={styles.reported}>Thanks, we'll look into it.</p>;
  return (
    <>
      <button type="button" className={styles.reportLink} onClick={() => setOpen(true)}>
        Report this video
      </button>
      <FormDialog
        open={open}
        title="Report this video"
        submitLabel="Send report"
        cancelLabel="Cancel"
        busy={busy}
        onSubmit={() => void submit()}
        onCancel={close}
      >
        <fieldset className={styles.reasons}>
          <legend>What's wrong with it?</legend>
          {REPORT_REASONS.map((option) => (
            <label key={option.id}>
              <input
                type="radio"
                name="report-reason"
                value={option.id}
                checked={reason === option.id}
                onChange={() => setReason(option.id)}
              />{" "}
              {option.label}
            </label>
          ))}
        </fieldset>
        <label className={styles.detailsLabel} htmlFor="report-details">
          Anything we should know? (optional)
        </label>
        <textarea
          id="report-details"
          className={styles.details}
          rows={3}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
        />
        {error && (
          <p className={styles.gateError} role="alert">
            {error}
          </p>
        )}
      </FormDialog>
    </>
  );
}
