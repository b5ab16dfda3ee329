import { appPath } from "@kora/shared/brand.ts";
import { siteMarketplaceLookupMessages } from "@kora/shared/i18n/messages/site-marketplace-lookup.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { useMe } from "../../../lib/me-query.ts";
import { PageMeta, siteTitle, useResponseStatus } from "../../../site-app/page-meta.tsx";
import { ButtonAnchor, ButtonLink } from "../../../ui/button.tsx";
import { loginRedirect } from "./links.ts";
import styles from "./marketplace.module.css";

/**
 * The 404 page for a missing advisor or card, with the lookup message of public-site §8 ("Advisor not
 * found.", "Kora Card not found.", "Kora Card has been deleted."), answered with status 404.
 */
export function LookupNotFound({ message, fallback }: { message: string; fallback: "card" | "advisor" }) {
  const t = useT(siteMarketplaceLookupMessages);
  const { data: me } = useMe();
  useResponseStatus(404);
  // The server's message as it sent it; without one, the page's own for what was looked up.
  const text = message && message !== MESSAGES.notFound ? message : t.t(fallback === "card" ? "fallback.card" : "fallback.advisor");
  return (
    <div className={styles.lookup}>
      <PageMeta title={siteTitle(text.replace(/\.$/, ""))} description={t.t("meta.description")} noindex />
      <div className={styles.lookupCard}>
        <span className={styles.lookupCode} aria-hidden="true">
          404
        </span>
        <h1>{text}</h1>
        <p>{t.t("text")}</p>
        <div className={styles.lookupActions}>
          <ButtonLink to="/search">{t.t("find")}</ButtonLink>
          {me ? (
            <ButtonAnchor href={appPath("dashboard")} variant="outline">
              {t.t("dashboard")}
            </ButtonAnchor>
          ) : (
            <ButtonAnchor href={loginRedirect("/search")} variant="outline">
              {t.t("logIn")}
            </ButtonAnchor>
          )}
          <ButtonLink to="/get-in-touch" variant="ghost">
            {t.t("contact")}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
