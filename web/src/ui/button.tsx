import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router-dom";
import styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger";
export type ButtonSize = "small" | "medium" | "large";

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

export function buttonClass({ variant = "primary", size = "medium", block = false }: Look, extra?: string): string {
  return [styles.button, styles[variant], size !== "medium" && styles[size], block && styles.block, extra].filter(Boolean).join(" ");
}

export function Button({
  variant,
  size,
  block,
  busy = false,
  className,
  children,
  disabled,
  type = "button",
  ...rest
}: Look & ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean }) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

export function ButtonLink({ variant, size, block, className, ...rest }: Look & LinkProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
}

/** For links that leave the single-page app (a meeting link, another origin). */
export function ButtonAnchor({
  variant,
  size,
  block,
  className,
  children,
  ...rest
}: Look & React.AnchorHTMLAttributes<HTMLAnchorElement> & { children: ReactNode }) {
  return (
    <a className={buttonClass({ variant, size, block }, className)} {...rest}>
      {children}
    </a>
  );
}
