import { useId, type ReactNode } from "react";
import { groupsSettingsMessages } from "@kora/shared/i18n/messages/groups-settings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { Button } from "../../ui/button.tsx";
import { Panel } from "../../ui/surface.tsx";
import styles from "./settings.module.css";

/** The settings page's sections, in order: each one's in-page address and title. */
export const SETTINGS_SECTIONS = [
  { anchor: "logos", title: "section.logos" },
  { anchor: "group", title: "section.group" },
  { anchor: "landing-page", title: "section.landing" },
  { anchor: "apply-form", title: "section.applyForm" },
  { anchor: "permissions", title: "section.permissions" },
  { anchor: "resources", title: "section.resources" },
] as const;
export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]["anchor"];

/** A section's in-page address, the same in every language: "apply-form" → #settings-apply-form. */
export const anchorOf = (section: SettingsSectionId) => `settings-${section}`;

/** One titled part of the settings page. */
export function SettingsSection({
  section,
  description,
  children,
}: {
  section: SettingsSectionId;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const t = useT(groupsSettingsMessages);
  const title = SETTINGS_SECTIONS.find((entry) => entry.anchor === section)!.title;
  return (
    <Panel className={styles.section} aria-labelledby={id} id={anchorOf(section)}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{t.t(title)}</h2>
        {description && <p>{description}</p>}
      </div>
      {children}
    </Panel>
  );
}

/** An entry of a list (a question, a testimonial…): its title, moves and removal. */
export function EntryHead({
  title,
  onRemove,
  onUp,
  onDown,
}: {
  title: string;
  onRemove: () => void;
  onUp?: () => void;
  onDown?: () => void;
}) {
  const t = useT(groupsSettingsMessages);
  return (
    <div className={styles.entryHead}>
      <h3>{title}</h3>
      <div className={styles.entryTools}>
        {onUp && (
          <Button variant="ghost" size="small" onClick={onUp} aria-label={t.t("entry.up", { title })}>
            ↑
          </Button>
        )}
        {onDown && (
          <Button variant="ghost" size="small" onClick={onDown} aria-label={t.t("entry.down", { title })}>
            ↓
          </Button>
        )}
        <Button variant="ghost" size="small" onClick={onRemove} aria-label={t.t("entry.removeLabel", { title })}>
          {t.t("entry.remove")}
        </Button>
      </div>
    </div>
  );
}

export function AddButton({ label, count, max, onAdd }: { label: string; count: number; max: number; onAdd: () => void }) {
  const t = useT(groupsSettingsMessages);
  if (count >= max) return <p className={styles.limit}>{t.t("limit", { max })}</p>;
  return (
    <Button variant="outline" size="small" onClick={onAdd}>
      + {label}
    </Button>
  );
}

/** A checkbox with its label beside it. */
export function Check({ label, hint, ...input }: { label: ReactNode; hint?: ReactNode } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={styles.check}>
      <input type="checkbox" {...input} />
      <span>
        {label}
        {hint && <small>{hint}</small>}
      </span>
    </label>
  );
}
