import { Component, type ReactNode } from "react";
import { QueryErrorResetBoundary } from "@tanstack/react-query";
import { MESSAGES } from "@kora/shared/messages.ts";
import { Button } from "../../../ui/button.tsx";
import { Icon, type IconName } from "../../../ui/icon.tsx";
import styles from "./marketplace.module.css";

/** An empty list or a failed load, drawn in place of the results. */
export function StateBox({
  icon,
  title,
  children,
  actions,
  tone = "info",
  headingLevel = 2,
}: {
  icon: IconName;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: "info" | "error";
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={tone === "error" ? `${styles.state} ${styles.stateError}` : styles.state} role={tone === "error" ? "alert" : undefined}>
      <span className={styles.stateIcon}>
        <Icon name={icon} size={26} />
      </span>
      <Heading>{title}</Heading>
      {children && <p>{children}</p>}
      {actions && <div className={styles.stateActions}>{actions}</div>}
    </div>
  );
}

/**
 * The message to show for a failed call (core §8): the spec's text for 403, 404, 429 and 5xx, the
 * server's own otherwise, the network text when there was no answer. Works for the app's ApiError
 * and the public pages' SiteApiError alike (both carry `status`).
 */
export function failureMessage(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== "number" || status === 0) return MESSAGES.network;
  const message = error instanceof Error ? error.message : "";
  if (status === 403) return message || MESSAGES.forbidden;
  if (status === 404) return MESSAGES.notFound;
  if (status === 429) return MESSAGES.tooMany;
  if (status >= 500) return MESSAGES.server;
  return message || MESSAGES.server;
}

export function LoadError({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  return (
    <StateBox icon="close" tone="error" title={`We couldn't load ${what}`} actions={<Button onClick={onRetry}>Try again</Button>}>
      {failureMessage(error)}
    </StateBox>
  );
}

/** Catches a render error below it: `fallback` is drawn instead (given the error and a retry). */
export class ErrorBoundary extends Component<
  { fallback: (error: unknown, retry: () => void) => ReactNode; onReset?: () => void; children: ReactNode },
  { error: unknown }
> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error("Failed") };
  }
  private readonly retry = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };
  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}

/** A page's data that failed to load (not a lookup miss): the error in place of the page, with Try again. */
export function LoadErrorBoundary({ what, children }: { what: string; children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          fallback={(error, retry) => (
            <div className={styles.failed}>
              <LoadError error={error} onRetry={retry} what={what} />
            </div>
          )}
        >
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
