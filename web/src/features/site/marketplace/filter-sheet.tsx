import type { ReactNode } from "react";
import { siteMarketplaceSearchMessages } from "@kora/shared/i18n/messages/site-marketplace-search.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { useModalDialog } from "../../../ui/modal.tsx";
import styles from "./search.module.css";

/**
 * The filters on small screens: a full-height sheet on the native <dialog> (focus trap, Escape and
 * inert page come with it). Changes apply as they are made; the footer says how many match.
 */
export function FilterSheet({
  open,
  onClose,
  onClear,
  resultLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onClear: (() => void) | null;
  resultLabel: string;
  children: ReactNode;
}) {
  const t = useT(siteMarketplaceSearchMessages);
  const ref = useModalDialog(open);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop is a pointer shortcut; the keyboard closes with Esc (onCancel) or the Close button
    <dialog
      ref={ref}
      className={styles.sheet}
      aria-labelledby="filter-sheet-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.sheetInner}>
        <header className={styles.sheetHead}>
          <h2 id="filter-sheet-title">{t.t("filters.title")}</h2>
          <button type="button" className={styles.sheetClose} onClick={onClose} aria-label={t.t("sheet.close")}>
            <Icon name="close" size={22} />
          </button>
        </header>
        <div className={styles.sheetBody}>{open && children}</div>
        <footer className={styles.sheetFoot}>
          {onClear && (
            <Button variant="outline" onClick={onClear}>
              {t.t("sheet.clearAll")}
            </Button>
          )}
          <Button onClick={onClose} block>
            {resultLabel}
          </Button>
        </footer>
      </div>
    </dialog>
  );
}
