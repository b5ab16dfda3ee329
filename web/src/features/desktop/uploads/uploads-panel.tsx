import { useId } from "react";
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
  const state = useUploads(kora);

  return (
    <Modal open title="Uploads" width={560} className={dialogStyles.dialog} onEscape={onClose}>
      <p className={styles.lead}>
        Recordings are kept on this computer until Kora has every byte, even if the app closes or the network drops.
      </p>
      {state.status === "loading" && <p className={styles.lead}>Loading…</p>}
      {state.status === "error" && (
        <p role="alert" className={styles.alert}>
          Could not read the uploads on this computer.
        </p>
      )}
      {state.status === "ready" && (
        <>
          {state.list.overLimit && (
            <p role="status" className={styles.alert}>
              Recordings not uploaded yet take more than the {megabytes(state.list.capBytes)} set aside for them. They are all kept until
              they are uploaded.
            </p>
          )}
          {state.list.uploads.length === 0 ? (
            <EmptyState>No recordings on this computer yet.</EmptyState>
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
          Close
        </Button>
      </div>
    </Modal>
  );
}

function UploadItem({ row }: { row: UploadRow }) {
  const id = useId();
  const percent = uploadPercent(row);
  return (
    <li className={styles.item} data-state={row.state} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <span id={`${id}-title`} className={styles.name}>
          {row.title}
        </span>
        <span className={styles.state}>{uploadStateWords(row)}</span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-labelledby={`${id}-title`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={uploadAmountWords(row)}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.amount}>{uploadAmountWords(row)}</span>
    </li>
  );
}
