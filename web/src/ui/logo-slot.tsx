import { useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { uiFormsMessages } from "@kora/shared/i18n/messages/ui-forms.ts";
import { useT } from "../lib/i18n/use-t.ts";
import { toast } from "../lib/toast/toast.atoms.ts";
import { Button } from "./button.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { Icon } from "./icon.tsx";
import styles from "./logo-slot.module.css";

export interface LogoSlotProps {
  /** The slot's heading ("Logo", "Second logo"). */
  title: string;
  /** The logo as it shows now, or null when there is none. */
  picture: ReactNode | null;
  /** In the empty box ("No logo"). */
  emptyText: string;
  hint?: ReactNode;
  /** The upload button's words with and without a logo ("Change logo" / "Upload logo"). */
  uploadText: { change: string; upload: string };
  accept: string;
  maxBytes: number;
  tooBig: string;
  inputTestId: string;
  upload: (file: File) => Promise<unknown>;
  remove: () => Promise<unknown>;
  /** Toasts after each change ("Logo saved.", "Logo removed."). */
  saved: string;
  removed: string;
  /** What to say when a change fails. */
  failed: (failure: unknown, action: "upload" | "remove") => string;
  /** Asked before removing. */
  confirm: { title: string; message: string };
}

/**
 * One logo: its picture (or an empty box), Upload or Change, and Remove after a confirmation. Each
 * saves at once; a file over `maxBytes` is refused here, and a failure shows under the buttons.
 */
export function LogoSlot(props: LogoSlotProps) {
  const t = useT(uiFormsMessages);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<"upload" | "remove" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const has = props.picture !== null;

  const run = async (action: "upload" | "remove", work: () => Promise<unknown>, done: string) => {
    setError(null);
    setBusy(action);
    try {
      await work();
      toast.success(done);
    } catch (failure) {
      setError(props.failed(failure, action));
    } finally {
      setBusy(null);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > props.maxBytes) return setError(props.tooBig);
    void run("upload", () => props.upload(file), props.saved);
  };

  return (
    <div className={styles.slot}>
      {has ? <span className={styles.picture}>{props.picture}</span> : <span className={styles.empty}>{props.emptyText}</span>}
      <div className={styles.body}>
        <h3>{props.title}</h3>
        {props.hint && <p className={styles.hint}>{props.hint}</p>}
        <input
          ref={input}
          type="file"
          accept={props.accept}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onFile}
          data-testid={props.inputTestId}
        />
        <div className={styles.actions}>
          <Button variant="secondary" size="small" busy={busy === "upload"} disabled={busy !== null} onClick={() => input.current?.click()}>
            <Icon name="upload" size={16} /> {has ? props.uploadText.change : props.uploadText.upload}
          </Button>
          {has && (
            <Button variant="ghost" size="small" busy={busy === "remove"} disabled={busy !== null} onClick={() => setConfirming(true)}>
              {t.t("logo.remove")}
            </Button>
          )}
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={props.confirm.title}
        message={props.confirm.message}
        confirmLabel={t.t("logo.remove")}
        cancelLabel={t.t("logo.keep")}
        tone="danger"
        onConfirm={() => {
          setConfirming(false);
          void run("remove", props.remove, props.removed);
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
