import type { ReactNode } from "react";
import styles from "./page-head.module.css";

/** A signed-in page's heading and its one-paragraph introduction (`className` places it in its page). */
export function PageHead({ title, children, className }: { title: string; children?: ReactNode; className?: string }) {
  return (
    <div className={className ? `${styles.head} ${className}` : styles.head}>
      <h1>{title}</h1>
      {children && <p>{children}</p>}
    </div>
  );
}
