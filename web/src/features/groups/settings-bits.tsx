import { useId, type ReactNode } from "react";
import { Button } from "../../ui/button.tsx";
import { Panel } from "../../ui/surface.tsx";
import styles from "./settings.module.css";

/** A section's in-page address: "Apply form" → #settings-apply-form. */
export const anchorOf = (title: string) => `settings-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;

/** One titled part of the settings page. */
export function SettingsSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Panel className={styles.section} aria-labelledby={id} id={anchorOf(title)}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{title}</h2>
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
  return (
    <div className={styles.entryHead}>
      <h3>{title}</h3>
      <div className={styles.entryTools}>
        {onUp && (
          <Button variant="ghost" size="small" onClick={onUp} aria-label={`Move ${title} up`}>
            ↑
          </Button>
        )}
        {onDown && (
          <Button variant="ghost" size="small" onClick={onDown} aria-label={`Move ${title} down`}>
            ↓
          </Button>
        )}
        <Button variant="ghost" size="small" onClick={onRemove} aria-label={`Remove ${title}`}>
          Remove
        </Button>
      </div>
    </div>
  );
}

export function AddButton({ label, count, max, onAdd }: { label: string; count: number; max: number; onAdd: () => void }) {
  if (count >= max) return <p className={styles.limit}>That's the most a group can have ({max}).</p>;
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
