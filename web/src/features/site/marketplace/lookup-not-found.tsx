import { appPath, BRAND } from "@kora/shared/brand.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { useMe } from "../../../lib/me-query.ts";
import { PageMeta, siteTitle, useResponseStatus } from "../../../site-app/page-meta.tsx";
import { ButtonAnchor, ButtonLink } from "../../../ui/button.tsx";
import { loginRedirect } from "./links.ts";
import styles from "./marketplace.module.css";

/**
 * The 404 page for a missing advisor or card, with the lookup message of public-site §8 ("Advisor not
 * found.", "Kora Card not found.", "Kora Card has been deleted."), answered with status 404.
 */
export function LookupNotFound({ message, fallback }: { message: string; fallback: string }) {
  const { data: me } = useMe();
  useResponseStatus(404);
  const text = message && message !== MESSAGES.notFound ? message : fallback;
  return (
    <div className={styles.lookup}>
      <PageMeta
        title={siteTitle(text.replace(/\.$/, ""))}
        description={`This ${BRAND.name} page isn't available: it may have been unpublished, or the link may be wrong. Search the marketplace to find another advisor.`}
        noindex
      />
      <div className={styles.lookupCard}>
        <span className={styles.lookupCode} aria-hidden="true">
          404
        </span>
        <h1>{text}</h1>
        <p>It may have been unpublished, or the link may be wrong. There are plenty of other advisors to meet.</p>
        <div className={styles.lookupActions}>
          <ButtonLink to="/search">Find an advisor</ButtonLink>
          {me ? (
            <ButtonAnchor href={appPath("dashboard")} variant="outline">
              Go to my dashboard
            </ButtonAnchor>
          ) : (
            <ButtonAnchor href={loginRedirect("/search")} variant="outline">
              Log in
            </ButtonAnchor>
          )}
          <ButtonLink to="/get-in-touch" variant="ghost">
            Get in touch
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
