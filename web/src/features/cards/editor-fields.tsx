import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import type { KoraFieldProps } from "../../lib/forms/use-kora-form.ts";
import { CheckToggle } from "../../ui/check-toggle.tsx";
import { Panel } from "../../ui/surface.tsx";
import fieldStyles from "../../ui/field.module.css";
import pillStyles from "../../ui/pills.module.css";
import styles from "./editor.module.css";

/** One titled part of the editor. */
export function EditorSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Panel className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{title}</h2>
        {description && <p>{description}</p>}
      </div>
      {children}
    </Panel>
  );
}

export interface PillOption {
  value: string;
  label: string;
}

/**
 * Checkboxes (or radios) drawn as pills in a fieldset; `inputProps` is each input's registration.
 * With `max`, unchosen options are disabled once `chosen` holds that many.
 */
export function PillGroup({
  legend,
  hint,
  error,
  options,
  type = "checkbox",
  inputProps,
  chosen = [],
  max,
}: {
  legend: string;
  hint?: string;
  error?: string;
  options: readonly PillOption[];
  type?: "checkbox" | "radio";
  inputProps: InputHTMLAttributes<HTMLInputElement> & Partial<KoraFieldProps>;
  chosen?: readonly string[];
  max?: number;
}) {
  const id = useId();
  return (
    <fieldset
      className={styles.group}
      aria-invalid={error ? true : undefined}
      aria-describedby={[hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined}
    >
      <legend>{legend}</legend>
      {hint && (
        <p className={styles.groupHint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className={pillStyles.pills}>
        {options.map((option) => (
          <label key={option.value} className={pillStyles.pill}>
            <input
              type={type}
              value={option.value}
              {...(inputProps as InputHTMLAttributes<HTMLInputElement>)}
              disabled={max !== undefined && chosen.length >= max && !chosen.includes(option.value)}
            />
            <span className={pillStyles.pillFace}>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className={fieldStyles.error} id={`${id}-error`} style={{ marginTop: 8 }}>
          <span aria-hidden="true">!</span> {error}
        </p>
      )}
    </fieldset>
  );
}

/** A single checkbox with a bold label and a line of explanation. */
export function Toggle({
  label,
  description,
  ...input
}: { label: string; description: string } & InputHTMLAttributes<HTMLInputElement> & Partial<KoraFieldProps>) {
  return (
    <CheckToggle
      labelClassName={styles.toggle}
      label={label}
      description={description}
      {...(input as InputHTMLAttributes<HTMLInputElement>)}
    />
  );
}
