import { type ReactNode, useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { useMe } from "../../lib/me-query.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { LandingLayout } from "../layouts/landing-layout.tsx";
import { LOG_IN_PATH } from "../nav/site-links.ts";
import styles from "./error-page.module.css";

export type ErrorKind = 404 | 403 | "bug";

const COPY: Record<ErrorKind, { code: string; title: string; text: string }> = {
  404: {
    code: "404",
    title: MESSAGES.notFound,
    text: "The page you were looking for can't be found. It may have moved, or the link may be wrong.",
  },
  403: {
    code: "403",
    title: "You don't have permission to see this",
    text: "Your account is not allowed to view this page. If you think it should be, get in touch and we'll sort it out.",
  },
  bug: { code: "Oops", title: MESSAGES.bug, text: "Something went wrong on our side. The error has been logged so we can fix it." },
};

/**
 * The error page body (public-site §2): 404, 403 or 'Oh no a bug :('; always a way to get in touch
 * and a way on. A feature may name what was not found (`title`, `text`, `pageTitle`) and its own ways on (`actions`).
 */
export function ErrorContent({
  kind,
  title,
  text,
  pageTitle,
  actions,
}: {
  kind: ErrorKind;
  title?: string;
  text?: string;
  pageTitle?: string;
  actions?: ReactNode;
}) {
  const { data: me } = useMe();
  const copy = { ...COPY[kind], ...(title ? { title } : {}), ...(text ? { text } : {}) };
  usePageTitle(pageTitle ?? (kind === "bug" ? "Something went wrong" : kind === 404 ? "Page not found" : "No permission"));
  return (
    <div className={styles.wrap}>
      <div className={styles.card}>
        <span className={styles.code} aria-hidden="true">
          {copy.code}
        </span>
        <h1>{copy.title}</h1>
        <p>{copy.text}</p>
        <div className={styles.actions}>
          {actions ??
            (me ? <ButtonLink to={appPath("dashboard")}>Go to my dashboard</ButtonLink> : <ButtonLink to={LOG_IN_PATH}>Log in</ButtonLink>)}
          <ButtonLink to="/get-in-touch" variant="outline">
            Get in touch
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

/** Catch-all route: any unknown path. */
export function NotFoundPage() {
  return <ErrorContent kind={404} />;
}

export function errorKind(error: unknown): ErrorKind {
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 403)) return error.status;
  return "bug";
}

/** Route error boundary: draws its own frame, since it replaces the layout that failed. */
export function RouteErrorPage() {
  const error = useRouteError();
  const kind = errorKind(error);
  useEffect(() => {
    if (kind === "bug") console.error("Unhandled route error", error);
  }, [kind, error]);
  return (
    <LandingLayout>
      <ErrorContent kind={kind} />
    </LandingLayout>
  );
}
