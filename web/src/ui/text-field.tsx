import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import styles from "./field.module.css";

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

function Frame({ id, label, hint, error, children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          <span aria-hidden="true">!</span> {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, hint: unknown, error: unknown, below?: unknown) =>
  [hint && `${id}-hint`, below && `${id}-below`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;

export function TextField({ label, hint, error, ref, id: givenId, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <input ref={ref} id={id} className={styles.control} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} />
    </Frame>
  );
}

export function SelectField({ label, hint, error, ref, children, id: givenId, ...select }: FieldFrame & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <select ref={ref} id={id} className={styles.control} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...select}>
        {children}
      </select>
    </Frame>
  );
}

/** A multi-line field in the same frame; `below` sits under the box (a counter) and is read with it. */
export function TextAreaField({ label, hint, error, below, ref, id: givenId, ...textarea }: FieldFrame & { below?: ReactNode } & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <textarea ref={ref} id={id} className={`${styles.control} ${styles.textarea}`} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error, below)} {...textarea} />
      {below && <div id={`${id}-below`}>{below}</div>}
    </Frame>
  );
}

/** Two or more fields side by side from 600 px. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

export interface Choice {
  value: string;
  title: string;
  description?: string;
}

/** Radio buttons drawn as cards; `inputProps` is spread on each radio (e.g. a registered field). */
export function ChoiceCards({ legend, choices, error, inputProps }: { legend: ReactNode; choices: Choice[]; error?: string; inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> } }) {
  const id = useId();
  return (
    <fieldset className={styles.choices} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.label}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input type="radio" value={choice.value} {...inputProps} />
          <span className={styles.choiceBox}>
            <strong>{choice.title}</strong>
            {choice.description && <span>{choice.description}</span>}
          </span>
        </label>
      ))}
      {error && (
        <p className={styles.error} id={`${id}-error`} style={{ gridColumn: "1 / -1" }}>
          <span aria-hidden="true">!</span> {error}
        </p>
      )}
    </fieldset>
  );
}
