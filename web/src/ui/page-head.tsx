import type { ReactNode } from "react";
import styles from "./page-head.module.css";

/** A signed-in page's heading and its one-paragraph introduction. */
export function PageHead({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.head}>
      <h1>{title}</h1>
      {children && <p>{children}</p>}
    </div>
  );
}
