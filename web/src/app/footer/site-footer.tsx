import { Suspense } from "react";
import { Link } from "react-router-dom";
import { appPath, BRAND } from "@kora/shared/brand.ts";
import { LatestArticles } from "../../features/site/articles/latest-articles.tsx";
import { useMe } from "../../lib/me-query.ts";
import { Icon } from "../../ui/icon.tsx";
import { Logo } from "../../ui/logo.tsx";
import { DISCOVER_LINKS, FOOTER_LOG_IN_PATH, FOOTER_SIGN_UP_PATH, SOCIAL_LINKS, USE_CASE_LINKS } from "../nav/site-links.ts";
import styles from "./site-footer.module.css";
import { shellMessages } from "@kora/shared/i18n/messages/shell.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { navText } from "../nav/nav-text.ts";
import { LanguagePicker } from "../language/language-picker.tsx";

/** The site footer (public-site §2): latest two articles, use cases, discover links, account links, legal and social links. */
export function SiteFooter() {
  const { data: me = null } = useMe();
  const signedIn = Boolean(me && !me.isPlaceholder);
  const t = useT(shellMessages);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <Logo tone="light" />
            <p>{t.t("footer.tagline")}</p>
            <div className={styles.social}>
              {SOCIAL_LINKS.map((social) => (
                <a
                  key={social.id}
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t.t("footer.social", { network: social.title })}
                >
                  <Icon name={social.id} size={18} />
                </a>
              ))}
            </div>
          </div>
          <nav aria-label={t.t("footer.latestArticles")} className={styles.articles}>
            <h2 className={styles.heading}>
              <Link to="/articles" className={styles.headingLink}>
                {t.t("footer.latestArticles")}
              </Link>
            </h2>
            <Suspense fallback={null}>
              <LatestArticles className={styles.list} />
            </Suspense>
          </nav>
          <nav aria-label={t.t("footer.useCases")}>
            <h2 className={styles.heading}>{t.t("footer.useCases")}</h2>
            <ul className={styles.list}>
              {USE_CASE_LINKS.map((link) => (
                <li key={link.id}>
                  <Link to={link.path}>{navText(t, "item", link)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t.t("discover")}>
            <h2 className={styles.heading}>{t.t("discover")}</h2>
            <ul className={styles.list}>
              {DISCOVER_LINKS.map((link) => (
                <li key={link.id}>
                  <Link to={link.path}>{navText(t, "item", link)}</Link>
                </li>
              ))}
              <li>
                <Link to="/get-in-touch">{t.t("getInTouch")}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-label={t.t("footer.account")}>
            <h2 className={styles.heading}>{t.t("footer.account")}</h2>
            <ul className={styles.list}>
              {signedIn ? (
                <>
                  <li>
                    <Link to={appPath("dashboard")}>{t.t("footer.myDashboard")}</Link>
                  </li>
                  <li>
                    <Link to="/sign-out">{t.t("signOut")}</Link>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <Link to={FOOTER_LOG_IN_PATH}>{t.t("footer.logIn")}</Link>
                  </li>
                  <li>
                    <Link to={FOOTER_SIGN_UP_PATH}>{t.t("footer.signUp")}</Link>
                  </li>
                  <li>
                    <Link to={appPath("dashboard")}>{t.t("footer.dashboard")}</Link>
                  </li>
                </>
              )}
            </ul>
          </nav>
        </div>
        <div className={styles.bottom}>
          <span>
            {/* The server's year is kept while hydrating: a visitor whose clock is already in the new year (or still in the old one) doesn't break the page. */}
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {BRAND.name}
          </span>
          <div className={styles.legal}>
            <LanguagePicker tone="dark" />
            <Link to="/privacy">{t.t("footer.privacy")}</Link>
            <Link to="/terms-and-conditions">{t.t("footer.terms")}</Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
