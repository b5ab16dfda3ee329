import { desktopMessages } from "@kora/shared/i18n/messages/desktop.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import type { DesktopScreenSourceInfo } from "../kora-desktop.ts";
import styles from "./screen-picker.module.css";

interface SourceCardProps {
  source: DesktopScreenSourceInfo;
  group: string;
  checked: boolean;
  onSelect: () => void;
}

/** One screen or window: its picture, the window's app icon and its name; a radio underneath. */
export function SourceCard({ source, group, checked, onSelect }: SourceCardProps) {
  const t = useT(desktopMessages);
  return (
    <label className={styles.card} data-source-id={source.id}>
      <input type="radio" className="visually-hidden" name={group} value={source.id} checked={checked} onChange={onSelect} />
      <span className={styles.thumb}>
        {source.thumbnail ? <img src={source.thumbnail} alt="" /> : <span aria-hidden="true">{t.t("picker.noPreview")}</span>}
      </span>
      <span className={styles.caption}>
        {source.icon && <img className={styles.icon} src={source.icon} alt="" width={16} height={16} />}
        <span className={styles.name}>{source.name}</span>
      </span>
    </label>
  );
}
