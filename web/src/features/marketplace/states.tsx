import type { ReactNode } from "react";
import { appPath } from "@kora/shared/brand.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { isApiError } from "../../lib/api-client.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { Icon, type IconName } from "../../ui/icon.tsx";
import { loginRedirect } from "./links.ts";
import styles from "./marketplace.module.css";

/** An empty list or a failed load, drawn in place of the results. */
export function StateBox({ icon, title, children, actions, tone = "info", headingLevel = 2 }: { icon: IconName; title: string; children?: ReactNode; actions?: ReactNode; tone?: "info" | "error"; headingLevel?: 2 | 3 }) {
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

/** The message to show for a failed load: the server's own when it sent one, else the spec's. */
export function failureMessage(error: unknown): string {
  if (isApiError(error)) return error.message || MESSAGES.server;
  return MESSAGES.network;
}

export function LoadError({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  return (
    <StateBox icon="close" tone="error" title={`We couldn't load ${what}`} actions={<Button onClick={onRetry}>Try again</Button>}>
      {failureMessage(error)}
    </StateBox>
  );
}

/** Is this failure a lookup miss (the page should be the 404 with the server's message)? */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * The 404 page for a missing advisor or card, with the lookup message of public-site §8 ("Advisor not
 * found.", "Kora Card not found.", "Kora Card has been deleted."). Same actions as the site's 404.
 */
export function LookupNotFound({ error, fallback }: { error: unknown; fallback: string }) {
  const { data: me } = useMe();
  const text = isApiError(error) && error.message && error.message !== MESSAGES.notFound ? error.message : fallback;
  usePageTitle(text.replace(/\.$/, ""));
  return (
    <div className={styles.lookup}>
      <div className={styles.lookupCard}>
        <span className={styles.lookupCode} aria-hidden="true">
          404
        </span>
        <h1>{text}</h1>
        <p>It may have been unpublished, or the link may be wrong. There are plenty of other advisors to meet.</p>
        <div className={styles.lookupActions}>
          <ButtonLink to="/search">Find an advisor</ButtonLink>
          {me ? (
            <ButtonLink to={appPath("dashboard")} variant="outline">
              Go to my dashboard
            </ButtonLink>
          ) : (
            <ButtonLink to={loginRedirect("/search")} variant="outline">
              Log in
            </ButtonLink>
          )}
          <ButtonLink to="/get-in-touch" variant="ghost">
            Get in touch
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
