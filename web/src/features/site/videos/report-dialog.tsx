import { useState } from "react";
import { siteVideosMessages } from "@kora/shared/i18n/messages/site-videos.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { postJson, SiteApiError } from "../../../site-app/site-data.tsx";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { REPORT_DETAILS_MAX, REPORT_REASONS, reportDetailsProblem, videoApiPath } from "./public-video.ts";
import styles from "./public-video.module.css";

/** "Report this video": a reason and optional details for the team (core §7 video_report). */
export function ReportVideo({ slug }: { slug: string }) {
  const t = useT(siteVideosMessages);
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
    if (!reason) return setError(t.t("report.chooseReason"));
    if (reportDetailsProblem(details)) return setError(t.t("report.tooLong", { max: String(REPORT_DETAILS_MAX) }));
    setBusy(true);
    try {
      await postJson(`${videoApiPath(slug)}/report`, { reason, details: details.trim() || undefined });
      setSent(true);
      close();
    } catch (failure) {
      setError(failure instanceof SiteApiError ? failure.message : t.t("report.failed"));
    } finally {
      setBusy(false);
    }
  };
  if (sent) return <p className={styles.reported}>{t.t("report.thanks")}</p>;
  return (
    <>
      <button type="button" className={styles.reportLink} onClick={() => setOpen(true)}>
        {t.t("report.open")}
      </button>
      <FormDialog
        open={open}
        title={t.t("report.open")}
        submitLabel={t.t("report.send")}
        cancelLabel={t.t("report.cancel")}
        busy={busy}
        onSubmit={() => void submit()}
        onCancel={close}
      >
        <fieldset className={styles.reasons}>
          <legend>{t.t("report.question")}</legend>
          {REPORT_REASONS.map((id) => (
            <label key={id}>
              <input type="radio" name="report-reason" value={id} checked={reason === id} onChange={() => setReason(id)} />{" "}
              {t.t(`reason.${id}`)}
            </label>
          ))}
        </fieldset>
        <label className={styles.detailsLabel} htmlFor="report-details">
          {t.t("report.details")}
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
