import type { InputHTMLAttributes } from "react";
import styles from "./check-toggle.module.css";

type CheckToggleProps = { label: string; description: string; labelClassName?: string } & InputHTMLAttributes<HTMLInputElement>;

/** A checkbox with a bold label and a line of explanation; `labelClassName` is the owner's class for the room around it. */
export function CheckToggle({ label, description, labelClassName, ...input }: CheckToggleProps) {
  return (
    <label className={labelClassName ? `${styles.toggle} ${labelClassName}` : styles.toggle}>
      <input type="checkbox" {...input} />
      <span>
        <strong>{label}</strong>
        <span>{description}</span>
      </span>
    </label>
  );
}
