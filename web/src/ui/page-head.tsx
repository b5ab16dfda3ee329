import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import styles from "./page-head.module.css";

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

/**
 * A signed-in page's heading: an optional way back up, the title, its one-paragraph introduction, and
 * the page's own actions beside them (under them on a phone). `className` places it in its page.
 */
export function PageHead({
  title,
  children,
  actions,
  back,
  className,
}: {
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** A link above the title to the page this one sits under ("← My Kora Cards"). */
  back?: { to: string; label: ReactNode };
  className?: string;
}) {
  return (
    <div className={join(styles.head, className)}>
      <div className={styles.text}>
        {back && (
          <Link to={back.to} className={styles.back}>
            {back.label}
          </Link>
        )}
        <h1>{title}</h1>
        {children && <p>{children}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
