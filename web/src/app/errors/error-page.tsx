import { type ReactNode, useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import { useMe } from "../../lib/me-query.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { LandingLayout } from "../layouts/landing-layout.tsx";
import { LOG_IN_PATH } from "../nav/site-links.ts";
import styles from "./error-page.module.css";
import { shellMessages } from "@kora/shared/i18n/messages/shell.ts";
import { useT } from "../../lib/i18n/use-t.ts";

export type ErrorKind = 404 | 403 | "bug";

const COPY = {
  404: { code: "404", title: "error.404.title", text: "error.404.text", page: "error.404.page" },
  403: { code: "403", title: "error.403.title", text: "error.403.text", page: "error.403.page" },
  bug: { code: "error.bug.code", title: "error.bug.title", text: "error.bug.text", page: "error.bug.page" },
} as const;

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
  const t = useT(shellMessages);
  const keys = COPY[kind];
  const copy = {
    code: kind === "bug" ? t.t(COPY.bug.code) : keys.code,
    title: title ?? t.t(keys.title),
    text: text ?? t.t(keys.text),
  };
  usePageTitle(pageTitle ?? t.t(keys.page));
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
            (me ? (
              <ButtonLink to={appPath("dashboard")}>{t.t("error.goToDashboard")}</ButtonLink>
            ) : (
              <ButtonLink to={LOG_IN_PATH}>{t.t("error.logIn")}</ButtonLink>
            ))}
          <ButtonLink to="/get-in-touch" variant="outline">
            {t.t("getInTouch")}
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
