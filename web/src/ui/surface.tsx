import type { HTMLAttributes, ReactNode } from "react";
import styles from "./surface.module.css";

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

export function Panel({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <section className={join(styles.panel, className)} {...rest} />;
}

export function Container({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={join(styles.container, className)} {...rest} />;
}

export function Notice({ children, tone = "info" }: { children: ReactNode; tone?: "info" | "warning" }) {
  return <div className={join(styles.notice, tone === "warning" && styles.noticeWarning)}>{children}</div>;
}
