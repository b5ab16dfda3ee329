import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from "react";
import fieldStyles from "../../ui/field.module.css";

/** A multi-line field drawn like the shared text fields. */
export function TextAreaField({ label, hint, error, ref, ...textarea }: { label: string; hint?: ReactNode; error?: string; ref?: Ref<HTMLTextAreaElement> } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className={fieldStyles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <textarea ref={ref} id={id} className={fieldStyles.control} style={{ resize: "vertical", lineHeight: 1.5 }} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />
      {error && (
        <p className={fieldStyles.error} id={`${id}-error`}>
          <span aria-hidden="true">!</span> {error}
        </p>
      )}
    </div>
  );
}
