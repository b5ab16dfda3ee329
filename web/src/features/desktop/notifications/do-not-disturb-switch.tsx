import { useEffect, useId, useState } from "react";
import { desktopMessages } from "@kora/shared/i18n/messages/desktop.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { SwitchInput } from "../../../ui/switch.tsx";
import type { KoraDesktopApi } from "../kora-desktop.ts";
import styles from "./do-not-disturb.module.css";

/**
 * "Do not disturb" in the desktop app: OS notifications are held back while it is on, and one
 * notification says what was missed when it goes off. Main saves it (the tray has the same switch);
 * the switch shows what main says is in effect.
 */
export function DoNotDisturbSwitch({ kora }: { kora: KoraDesktopApi }) {
  const t = useT(desktopMessages);
  const hintId = useId();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<"read" | "change" | null>(null);

  useEffect(() => {
    let live = true;
    kora
      .getDoNotDisturb()
      .then((value) => live && setEnabled(value))
      .catch(() => live && setError("read"));
    return () => {
      live = false;
    };
  }, [kora]);

  const change = (next: boolean) => {
    setBusy(true);
    setError(null);
    kora
      .setDoNotDisturb(next)
      .then(setEnabled)
      .catch(() => setError("change"))
      .finally(() => setBusy(false));
  };

  return (
    <>
      <label className={styles.row} data-busy={busy || undefined}>
        <span className={styles.text}>
          <strong>{t.t("dnd.title")}</strong>
          <span id={hintId}>{enabled ? t.t("dnd.on") : t.t("dnd.off")}</span>
        </span>
        <SwitchInput
          aria-describedby={hintId}
          checked={enabled ?? false}
          disabled={enabled === null || busy}
          onChange={(event) => change(event.target.checked)}
        />
      </label>
      {error && (
        <p className={styles.error} role="alert">
          {error === "read" ? t.t("dnd.readFailed") : t.t("dnd.changeFailed")}
        </p>
      )}
    </>
  );
}
