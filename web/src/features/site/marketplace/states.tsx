import { Component, type ReactNode } from "react";
import { QueryErrorResetBoundary } from "@tanstack/react-query";
import { siteMarketplaceMessages } from "@kora/shared/i18n/messages/site-marketplace.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { Icon, type IconName } from "../../../ui/icon.tsx";
import { ENGLISH_MARKETPLACE_WORDS, type MarketplaceWords } from "./marketplace-words.ts";
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
 * and the public pages' SiteApiError alike (both carry `status`). The spec's texts are in `t`'s
 * language; the server's own message is shown as it sent it.
 */
export function failureMessage(error: unknown, t: MarketplaceWords = ENGLISH_MARKETPLACE_WORDS): string {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== "number" || status === 0) return t.t("error.network");
  const message = error instanceof Error ? error.message : "";
  if (status === 403) return message || t.t("error.forbidden");
  if (status === 404) return t.t("error.notFound");
  if (status === 429) return t.t("error.tooMany");
  if (status >= 500) return t.t("error.server");
  return message || t.t("error.server");
}

/** What failed to load, as "We couldn't load …" names it. */
export type LoadWhat = "advisors" | "card" | "advisor" | "categories" | "reviews" | "favourites";

export function LoadError({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: LoadWhat }) {
  const t = useT(siteMarketplaceMessages);
  return (
    <StateBox
      icon="close"
      tone="error"
      title={t.t("load.title", { what })}
      actions={<Button onClick={onRetry}>{t.t("load.retry")}</Button>}
    >
      {failureMessage(error, t)}
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
export function LoadErrorBoundary({ what, children }: { what: LoadWhat; children: ReactNode }) {
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
