import type { ComponentProps } from "react";
import { CheckToggle } from "../../ui/check-toggle.tsx";
import styles from "./availability.module.css";

/** A checkbox with a bold label and a line of explanation. */
export function Toggle(props: Omit<ComponentProps<typeof CheckToggle>, "labelClassName">) {
  return <CheckToggle labelClassName={styles.toggle} {...props} />;
}
