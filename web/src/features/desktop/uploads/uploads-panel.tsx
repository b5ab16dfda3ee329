import { useId } from "react";
import { desktopMessages } from "@kora/shared/i18n/messages/desktop.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { Modal } from "../../../ui/modal.tsx";
import dialogStyles from "../desktop-dialog.module.css";
import type { KoraDesktopApi, UploadRow } from "../kora-desktop.ts";
import { megabytes, uploadAmountWords, uploadPercent, uploadStateWords } from "./upload-words.ts";
import { useUploads } from "./use-uploads.ts";
import styles from "./uploads.module.css";
import { EmptyState } from "../../../ui/empty-state.tsx";

/**
 * The desktop app's "Uploads" panel (desktop/README.md "Recording cache and uploads"): every recording kept on this computer, how
 * much of it the server has, and what is happening to it, in plain words.
 */
export function UploadsPanel({ kora, onClose }: { kora: KoraDesktopApi; onClose: () => void }) {
  const t = useT(desktopMessages);
  const state = useUploads(kora);

  return (
    <Modal open title={t.t("uploads.title")} width={560} className={dialogStyles.dialog} onEscape={onClose}>
      <p className={styles.lead}>{t.t("uploads.lead")}</p>
      {state.status === "loading" && <p className={styles.lead}>{t.t("uploads.loading")}</p>}
      {state.status === "error" && (
        <p role="alert" className={styles.alert}>
          {t.t("uploads.readFailed")}
        </p>
      )}
      {state.status === "ready" && (
        <>
          {state.list.overLimit && (
            <p role="status" className={styles.alert}>
              {t.t("uploads.overLimit", { size: megabytes(state.list.capBytes, t) })}
            </p>
          )}
          {state.list.uploads.length === 0 ? (
            <EmptyState>{t.t("uploads.none")}</EmptyState>
          ) : (
            <ul className={styles.list}>
              {state.list.uploads.map((row) => (
                <UploadItem key={row.id} row={row} />
              ))}
            </ul>
          )}
        </>
      )}
      <div className={styles.foot}>
        <Button variant="ghost" size="small" onClick={onClose}>
          {t.t("uploads.close")}
        </Button>
      </div>
    </Modal>
  );
}

function UploadItem({ row }: { row: UploadRow }) {
  const t = useT(desktopMessages);
  const id = useId();
  const percent = uploadPercent(row);
  return (
    <li className={styles.item} data-state={row.state} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <span id={`${id}-title`} className={styles.name}>
          {row.title}
        </span>
        <span className={styles.state}>{uploadStateWords(row, t)}</span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-labelledby={`${id}-title`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={uploadAmountWords(row, t)}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.amount}>{uploadAmountWords(row, t)}</span>
    </li>
  );
}
