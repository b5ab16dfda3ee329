import { useId, type ReactNode } from "react";
import { Icon, type IconName } from "./icon.tsx";
import styles from "./empty-state.module.css";

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

/**
 * What shows in place of content that isn't there: an empty list, a failed load, a refusal. With a
 * title it is a block (icon, heading, a line, actions) named by its heading; without one, a quiet
 * note inside a panel ("No receipts yet…"), with its actions under it if it has any.
 */
export function EmptyState({
  icon,
  title,
  level = 2,
  children,
  actions,
  tone = "info",
  small = false,
  className,
}: {
  icon?: IconName;
  title?: string;
  /** 1 when the empty state is the whole page (a video that isn't there). */
  level?: 1 | 2;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: "info" | "error";
  small?: boolean;
  className?: string;
}) {
  const titleId = useId();
  if (!title && !actions) return <p className={join(styles.note, className)}>{children}</p>;
  if (!title)
    return (
      <div className={join(styles.note, className)}>
        <p>{children}</p>
        <div className={styles.noteActions}>{actions}</div>
      </div>
    );
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <section
      className={join(styles.empty, tone === "error" && styles.error, small && styles.small, className)}
      role={tone === "error" ? "alert" : undefined}
      aria-labelledby={titleId}
    >
      {icon && (
        <span className={styles.icon}>
          <Icon name={icon} size={26} />
        </span>
      )}
      <Heading id={titleId}>{title}</Heading>
      {children && <p>{children}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
