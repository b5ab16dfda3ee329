import type { InputHTMLAttributes } from "react";
import styles from "./availability.module.css";

/** A checkbox with a bold label and a line of explanation. */
export function Toggle({ label, description, ...input }: { label: string; description: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={styles.toggle}>
      <input type="checkbox" {...input} />
      <span>
        <strong>{label}</strong>
        <span>{description}</span>
      </span>
    </label>
  );
}
