import type { InputHTMLAttributes } from "react";
import styles from "./switch.module.css";

type SwitchInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "role" | "className" | "checked"> & {
  checked: boolean;
};

/** A checkbox with the switch role and look; `aria-checked` follows `checked`. Wrap it in a label for its text. */
export function SwitchInput({ checked, ...rest }: SwitchInputProps) {
  return <input type="checkbox" role="switch" className={styles.switch} checked={checked} aria-checked={checked} {...rest} />;
}
